import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi, RSI_DIP_CONFIG } from '../support/strategies';

/**
 * The public report of a shared strategy, with robustness results computed by the real engine
 * through the command line (Monte Carlo with a seed, a walk-forward), seen signed out; then the
 * owner revokes the link and the page says the report is not found, like a guessed link.
 */

const CLI = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'stratblocks.mjs');
const RSI_PERIOD = 'entryLogicRows.0.elements.0.properties.period';
const RSI_LEVEL = 'entryLogicRows.0.elements.2.properties.value';

function cli(args: string[]): unknown {
  return JSON.parse(
    execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 }),
  );
}

let account: TestAccount;
let strategyId: number;
let folder: string;
let monteCarlo: { seed: number; runs: number; tradeCount: number };

async function share(request: APIRequestContext, method: 'post' | 'delete') {
  const response = await request[method](`/api/strategies/${strategyId}/share`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return method === 'post' ? ((await response.json()) as { token: string; path: string }) : null;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await signUpViaApi(request);
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'RSI dip, shared',
    description: 'Buys oversold SPY',
    withResults: true,
  });
  strategyId = strategy.id;
  folder = mkdtempSync(join(tmpdir(), 'stratblocks-report-'));
  const config = join(folder, 'strategy.json');
  writeFileSync(config, JSON.stringify(RSI_DIP_CONFIG));
  monteCarlo = cli([
    'monte-carlo',
    '--config',
    config,
    '--seed',
    '4242',
    '--runs',
    '500',
    '--json',
  ]) as typeof monteCarlo;
  const walkForward = cli([
    'walk-forward',
    '--config',
    config,
    '--param',
    `${RSI_PERIOD}=10,14,20`,
    '--param',
    `${RSI_LEVEL}=25:35:5`,
    '--in-sample',
    '252',
    '--out-of-sample',
    '126',
    '--json',
  ]);
  const saved = await request.put(`/api/strategies/${strategyId}/research`, {
    headers: { authorization: `Bearer ${account.token}` },
    data: { monte_carlo: monteCarlo, walk_forward: walkForward },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

test('anyone with the link sees the strategy, its results and its robustness checks', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const link = await share(request, 'post');
  expect(link?.path).toMatch(/^\/report\/[A-Za-z0-9_-]{32}$/);
  await page.goto(link?.path ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'RSI dip, shared' })).toBeVisible();
  await expect(page.getByText('Read-only report')).toBeVisible();
  // The rules in words, the settings, the saved results.
  await expect(page.getByText('RSI(period=14) < 30')).toBeVisible();
  await expect(page.getByText('SPY (US Stocks)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Closed trades' })).toBeVisible();
  // Monte Carlo with its seed, and the walk-forward, each with its chart.
  await expect(
    page.getByText(
      `${monteCarlo.runs} runs of ${monteCarlo.tradeCount} trades, trade order reshuffled · seed 4242`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Fan chart of equity after each trade/ })).toBeVisible();
  await expect(page.getByText('Efficiency', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /windows: in-sample spans in grey/ })).toBeVisible();
  // Nothing of the account.
  await expect(page.locator('body')).not.toContainText(account.email);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('stratblocks.theme', value);
    }, theme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'RSI dip, shared' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Fan chart/ })).toBeVisible();
    await expectAccessible(page, `report, ${theme}`);
    await captureScreens(page, `shared-report-${theme}`);
  }
  expect(errors).toEqual([]);
});

test('a revoked link and a guessed one show "Report not found"', async ({ page, request }) => {
  const link = await share(request, 'post');
  await page.goto(`/report/${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await page.goto(link?.path ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'RSI dip, shared' })).toBeVisible();
  await share(request, 'delete');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await expect(page.getByText('This link was revoked by its owner or never existed.')).toBeVisible();
  await expect(page.getByText('RSI dip, shared')).toHaveCount(0);
  await expectAccessible(page, 'report not found');
  await captureScreens(page, 'shared-report-not-found');
});
