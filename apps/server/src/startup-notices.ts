import type { Config } from './config';

/**
 * What an operator must know about the configuration when the server starts, one line each:
 * where market data comes from, where mail goes without SMTP, and that contact messages reach no one without SUPPORT_EMAIL.
 */
export function startupNotices(
  config: Pick<Config, 'smtpUrl' | 'supportEmail' | 'marketDataProvider'>,
): string[] {
  const notices: string[] = [];
  if (config.marketDataProvider === 'auto') {
    notices.push(
      'Market data: Yahoo Finance when it answers, else the bundled dataset (MARKET_DATA_PROVIDER=bundled keeps off the network).',
    );
  }
  if (!config.smtpUrl) {
    notices.push(
      'SMTP_URL is not set: emails (sign-up codes) are written to the log and to DATA_DIR/outbox.',
    );
  }
  if (!config.supportEmail) {
    notices.push(
      'SUPPORT_EMAIL is not set: contact form messages are stored in the database (contact_messages) and mailed to no one.',
    );
  }
  return notices;
}
