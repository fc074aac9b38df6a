import type { ClaimedDelivery } from '../../db/notifications';
import type { MailMessage } from '../../infra/mail';

/** The email of an alert: what the strategy decided, that nothing was traded, how to stop them. */
export function alertEmail(to: string, delivery: ClaimedDelivery): MailMessage {
  return {
    to,
    subject: `StratBlocks alert: ${delivery.strategy.name}: ${delivery.alert.message}`.slice(0, 200),
    text: [
      `Your watched strategy "${delivery.strategy.name}" has a new signal:`,
      '',
      delivery.alert.message,
      '',
      'This describes what the strategy decided on the newest bars. StratBlocks places no orders:',
      'it is for education and research only, not investment advice.',
      '',
      'To stop these emails, open Watching in StratBlocks and turn off Email for this strategy,',
      'or mute the watch.',
    ].join('\n'),
  };
}
