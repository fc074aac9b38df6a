// The browser suite's second server, for watches: the app as main.ts builds it, but with a clock
// the suite moves and Yahoo Finance replaced by recorded bars served one session at a time. It is
// started by playwright.config.ts only; nothing in the server's configuration can do this.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { InProcessScheduler } from '../../apps/server/src/infra/check-scheduler';
import { BarFeed, shiftDate } from '../../apps/server/test/bar-feed';
import { SMTP_PORT, WATCH_PORT } from './ports';
import { WATCH_SOURCE } from './watch-dates';

const DAY_MS = 86_400_000;
// The recorded bars move by whole weeks so that the session before the one the suite releases is
// the latest weekday on or after today: the app's clock then stays within a week of the browser's.
const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const weeks = Math.max(
  0,
  Math.ceil((today - Date.parse(`${WATCH_SOURCE.watchedFrom}T00:00:00Z`)) / (7 * DAY_MS)),
);
const shiftDays = weeks * 7;

/** The app's clock: set by the suite, running on from there like a clock does. */
let setAt = Date.parse(`${shiftDate(WATCH_SOURCE.watchedFrom, shiftDays)}T23:00:00Z`);
let setWhen = Date.now();
const clock = { now: () => new Date(setAt + (Date.now() - setWhen)) };

const feed = new BarFeed(shiftDate(WATCH_SOURCE.watchedFrom, shiftDays), undefined, shiftDays);
const scheduler = new InProcessScheduler(clock);
const config = loadConfig({
  ...process.env,
  PORT: String(WATCH_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'stratblocks-e2e-watch-')),
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}/?ignoreTLS=true`,
  MARKET_DATA_PROVIDER: 'yahoo',
});
const database = openDatabase(config);
await migrateToLatest(database);
const app = await createApp({
  config,
  database,
  queueKind: 'inline',
  logger: { level: config.logLevel },
  clock,
  yahooClient: feed,
  checkScheduler: scheduler,
});

/** How the recorded dates map to the served ones. */
app.get('/__e2e/state', { schema: { hide: true } }, () => ({
  shiftDays,
  releasedThrough: feed.releasedThrough,
}));

/** The next session: its bar is released, the clock goes to 22:30 UTC that day, the checks run. */
app.post('/__e2e/next-session', { schema: { hide: true } }, async () => {
  let next = shiftDate(feed.releasedThrough, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = shiftDate(next, 1);
  feed.releasedThrough = next;
  setAt = Date.parse(`${next}T22:30:00Z`);
  setWhen = Date.now();
  await scheduler.tick();
  return { releasedThrough: next };
});

await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
