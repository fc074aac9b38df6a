import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { logicRow, openBuilderTemplate, rowElements } from '../support/builder';
import { collectErrors } from '../support/console';
import { setRange } from '../support/research';
import { captureScreens } from '../support/screens';

/**
 * The research lab on a portfolio: a 2 x 2 sweep of a 3-symbol shared portfolio from the Optimise
 * tab (its bars: one market request per symbol) whose best cell, found independently by the command
 * line on the builder's own exported file, loads into the strategy; the Walk-forward and Monte Carlo
 * tabs with the portfolio, at 1280 and 375 px.
 */

const CLI = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'stratblocks.mjs');
const SYMBOLS = ['XLK', 'XLE', 'XLV'];
const FAST_LABEL = 'fast (input)';
const SLOW_LABEL = 'slow (input)';

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

async function openBottomTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

test('a 2 x 2 sweep of a 3-symbol shared portfolio opens its best cell', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  // A first visit loads the builder's code (slow on a busy machine); the template opens on a warm one.
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const add = page.getByRole('combobox', { name: 'Add symbols' });
  await add.fill(SYMBOLS.join(', '));
  await add.press('Enter');
  for (const symbol of SYMBOLS)
    await expect(page.getByRole('button', { name: `Remove ${symbol}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: /One account/ })).toBeChecked();

  // The reference: the command line sweeps the builder's own export file (portfolio included).
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export JSON' }).click();
  const exported = testInfo.outputPath('portfolio.json');
  await (await download).saveAs(exported);
  const expected = JSON.parse(
    execFileSync(
      process.execPath,
      [
        CLI,
        'sweep',
        '--config',
        exported,
        '--param',
        'fast=10:20:10',
        '--param',
        'slow=50:100:50',
        '--threads',
        '1',
        '--json',
      ],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    ),
  ) as { cells: Array<{ values: number[]; trades: number }>; best: number };
  const best = expected.cells[expected.best];
  if (!best) throw new Error('The command line found no best combination');
  const [bestFast, bestSlow] = best.values as [number, number];

  const barRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/market/bars') barRequests.push(url.searchParams.get('symbol') ?? '');
  });
  const optimise = await openBottomTab(page, 'Optimise');
  await setRange(optimise, FAST_LABEL, 10, 20, 10);
  await setRange(optimise, SLOW_LABEL, 50, 100, 50);
  await optimise.getByRole('button', { name: 'Run 4 combinations' }).click();
  const heatmap = optimise.getByRole('grid', {
    name: /^Sharpe ratio by fast \(input\) \(rows\) and slow \(input\)/,
  });
  await expect(heatmap).toBeVisible({ timeout: 90_000 });
  expect([...barRequests].sort()).toEqual([...SYMBOLS].sort());
  const bestCell = heatmap.getByRole('gridcell', {
    name: new RegExp(
      `^fast \\(input\\) ${bestFast}, slow \\(input\\) ${bestSlow}: .*\\(${best.trades} trades\\)$`,
    ),
  });
  await expect(bestCell).toBeVisible();
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await captureScreens(page, 'portfolio-research-optimise', { widths: [1280, 375], fullPage: false });
  await page.getByRole('button', { name: 'Restore panel size' }).click();

  await bestCell.click();
  await optimise.getByRole('button', { name: 'Apply these values' }).click();
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual([
    `SMA fast=${bestFast}`,
    'Cross Above',
    `SMA slow=${bestSlow}`,
  ]);

  const walk = await openBottomTab(page, 'Walk-forward');
  await expect(walk.getByRole('button', { name: /Run/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await captureScreens(page, 'portfolio-research-walk-forward', { widths: [1280, 375], fullPage: false });
  await page.getByRole('button', { name: 'Restore panel size' }).click();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
    timeout: 90_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  const carlo = await openBottomTab(page, 'Monte Carlo');
  await carlo.getByRole('button', { name: 'Run Monte Carlo' }).click();
  await expect(carlo.getByRole('img', { name: /^Fan chart of equity/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await captureScreens(page, 'portfolio-research-monte-carlo', { widths: [1280, 375], fullPage: false });
  expect(errors).toEqual([]);
});
