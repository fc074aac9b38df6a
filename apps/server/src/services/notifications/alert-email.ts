import type { ClaimedDelivery } from '../../db/notifications';
import type { MailMessage } from '../../infra/mail';

/** The absolute address of a strategy's page, for emails (PUBLIC_ORIGIN, docs/watches.md). */
export function strategyUrl(publicOrigin: string, strategyId: number): string {
  return `${publicOrigin}/strategy/${strategyId}`;
}

/** The lines every alert email ends with: it is no advice, and how to stop these emails. */
function footer(publicOrigin: string): string[] {
  return [
    'This describes what the strategy decided on the newest bars. StratBlocks places no orders:',
    'it is for education and research only, not investment advice.',
    '',
    `To stop these emails, open Watching (${publicOrigin}/watching) and turn off Email for this`,
    'strategy, or mute the watch.',
  ];
}

/**
 * The email of an alert: what the strategy decided, a link to the strategy, that nothing was
 * traded, how to stop them.
 */
export function alertEmail(to: string, delivery: ClaimedDelivery, publicOrigin: string): MailMessage {
  return {
    to,
    subject: `StratBlocks alert: ${delivery.strategy.name}: ${delivery.alert.message}`.slice(0, 200),
    text: [
      `Your watched strategy "${delivery.strategy.name}" has a new signal:`,
      '',
      delivery.alert.message,
      '',
      `Open the strategy: ${strategyUrl(publicOrigin, delivery.strategy.id)}`,
      '',
      ...footer(publicOrigin),
    ].join('\n'),
  };
}

/** The email of "Send a test alert": marked as a test in its subject and first line. */
export function testAlertEmail(
  to: string,
  alert: { title: string; body: string; strategyId: number },
  publicOrigin: string,
): MailMessage {
  return {
    to,
    subject: alert.title.slice(0, 200),
    text: [
      'This is a test alert that you sent from StratBlocks: the strategy decided nothing.',
      'A real alert arrives like this one when the strategy enters or exits at a daily close.',
      '',
      alert.body,
      '',
      `Open the strategy: ${strategyUrl(publicOrigin, alert.strategyId)}`,
      '',
      ...footer(publicOrigin),
    ].join('\n'),
  };
}
