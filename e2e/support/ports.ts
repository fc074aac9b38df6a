/** Ports of the browser suite's processes (the app server, the watch server, the mail sink), overridable by env. */
export const APP_PORT = Number(process.env['E2E_PORT'] ?? 3917);
export const SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] ?? 3925);
export const MAIL_PORT = Number(process.env['E2E_MAIL_PORT'] ?? 3926);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
/** The second server, with a clock the suite moves and recorded bars (support/watch-server.ts). */
export const WATCH_PORT = Number(process.env['E2E_WATCH_PORT'] ?? APP_PORT + 1);
export const WATCH_URL = `http://127.0.0.1:${WATCH_PORT}`;
