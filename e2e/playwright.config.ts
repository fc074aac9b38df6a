import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { APP_PORT, APP_URL, MAIL_PORT, MAIL_URL, SMTP_PORT, WATCH_PORT, WATCH_URL } from './support/ports';
const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-e2e-'));

/**
 * The built app, served as `npm start` serves it (one server for the whole run, on a temporary
 * DATA_DIR), its mail going to a real SMTP sink, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx support/mail-sink.ts',
      url: `${MAIL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    },
    {
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The browser suite runs on the bundled dataset only (no network).
        MARKET_DATA_PROVIDER: 'bundled',
        // Each test sends its own X-Forwarded-For (support/test.ts), so per-IP limits hold per test.
        TRUST_PROXY: 'loopback',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}/?ignoreTLS=true`,
      },
    },
    {
      // Watches: the same app with a clock the suite moves and recorded bars one session at a time.
      command: 'node --import tsx support/watch-server.ts',
      url: `${WATCH_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_WATCH_PORT: String(WATCH_PORT), E2E_SMTP_PORT: String(SMTP_PORT) },
    },
  ],
});
