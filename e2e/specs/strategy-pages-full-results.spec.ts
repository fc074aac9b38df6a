import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import {
  createStrategyViaApi,
  saveStrategyWithResults,
  SMA_SWING_CONFIG,
  type SavedStrategy,
} from '../support/strategies';

/**
 * The strategy pages (the dashboard's detail view and /strategy/{id}) read a saved backtest back
 * in full: the spec's metric cards of each page, the equity curve with its drawdown and buy and
 * hold, and the closed trades, sortable, with CSV downloads. Checked against the results the
 * server saved.
 */

const SUMMARY_CARDS = [
  'Total return',
  'Annualized return',
  'Win ratio',
  'Trading days',
  'Sharpe ratio',
  'Calmar ratio',
  'Max drawdown',
  'Annualized volatility',
];
const PAGE_CARDS = [
  'Total return',
  'Win rate',
  'Total trades',
  'Sharpe ratio',
  'Max drawdown',
  'Profit factor',
];
const TRADE_COLUMNS = [
  'Entry date',
  'Exit date',
  'Ticker',
  'Type',
  'Entry price',
  'Exit price',
  'Size',
  'P&L ($)',
  'P&L %',
];

const money = (value: number) =>
  `${value < 0 ? '-' : ''}$${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(value))}`;

let account: TestAccount;
let swing: SavedStrategy;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
  swing = await createStrategyViaApi(request, account.token, {
    name: 'SMA 5/20 swing on SPY',
    description: 'Buys when the 5-day average crosses above the 20-day one, sells when it crosses back',
    withResults: true,
    config: SMA_SWING_CONFIG,
  });
});

function resultsOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Backtest results' });
}

async function metricCardLabels(results: Locator): Promise<string[]> {
  return results.getByRole('list').first().getByRole('listitem').locator('button').allTextContents();
}

/** The equity chart drew its canvas, with buy and hold and the drawdown in its legend. */
async function expectEquityChart(results: Locator): Promise<void> {
  const figure = results.getByRole('figure', { name: /^Equity chart from Jan 2, 2015 to Dec 31, 2024/ });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(figure).toContainText('Strategy return, %');
  await expect(figure).toContainText('Buy & hold SPY, %');
  await expect(figure).toContainText('Drawdown, %');
}

async function expectSortableTrades(page: Page, results: Locator, pnls: number[]): Promise<void> {
  const table = results.getByRole('region', { name: 'Closed trades' }).getByRole('table');
  await expect(results).toContainText(`${pnls.length} closed trades`);
  const header = table.getByRole('columnheader', { name: 'P&L ($)' });
  const firstPnl = table.getByRole('row').nth(1).getByRole('cell').nth(7);
  const expectedFirst = (direction: string | null) =>
    money(direction === 'ascending' ? Math.min(...pnls) : Math.max(...pnls));
  await header.getByRole('button').click();
  await expect(header).not.toHaveAttribute('aria-sort', 'none');
  const once = await header.getAttribute('aria-sort');
  await expect(firstPnl).toHaveText(expectedFirst(once));
  await header.getByRole('button').click();
  await expect(header).not.toHaveAttribute('aria-sort', once ?? 'none');
  const twice = await header.getAttribute('aria-sort');
  if (twice !== 'none') await expect(firstPnl).toHaveText(expectedFirst(twice));
  await page.mouse.move(0, 0);
}

async function expectTradesCsv(page: Page, results: Locator, trades: number): Promise<void> {
  const downloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Trades CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-trades\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toContain('entry_date');
  expect(lines).toHaveLength(trades + 1);
  const equity = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Equity curve CSV' }).click();
  const curve = readFileSync(await (await equity).path(), 'utf8')
    .trim()
    .split('\n');
  expect(curve.length).toBeGreaterThan(2000);
}

/** The page with its chart drawn, at 1280 and 375 px, in the light theme and then the dark one. */
async function screensInBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('stratblocks.theme', value);
    }, theme);
    await page.reload();
    await expectEquityChart(resultsOf(page));
    await captureScreens(page, `${name}-${theme}`);
  }
}

test('the dashboard detail view shows the saved metric cards, equity curve and closed trades', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const saved = swing.results;
  if (!saved) throw new Error('saved without results');
  expect(saved.closed_trades.length).toBeGreaterThan(40);
  await storeSession(page, account.token);
  await page.goto(`/dashboard?strategy=${swing.id}`);
  const results = resultsOf(page);
  await expect(results.getByRole('button', { name: 'Total return', exact: true })).toBeVisible();
  expect(await metricCardLabels(results)).toEqual(SUMMARY_CARDS);
  await expectEquityChart(results);

  const table = results.getByRole('region', { name: 'Closed trades' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(TRADE_COLUMNS);
  const first = saved.closed_trades[0];
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(7)).toHaveText(money(first?.pnl ?? NaN));
  await expectSortableTrades(
    page,
    results,
    saved.closed_trades.map((trade) => trade.pnl),
  );
  await expectTradesCsv(page, results, saved.closed_trades.length);
  await expectAccessible(page, 'strategy detail with results');
  await screensInBothThemes(page, 'strategy-detail-results');
  expect(errors).toEqual([]);
});

test('/strategy/{id} shows its six cards, the equity curve and the trades with their commission', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const saved = swing.results;
  if (!saved) throw new Error('saved without results');
  await storeSession(page, account.token);
  await page.goto(`/strategy/${swing.id}`);
  const results = resultsOf(page);
  await expect(results.getByRole('button', { name: 'Total return', exact: true })).toBeVisible();
  expect(await metricCardLabels(results)).toEqual(PAGE_CARDS);
  await expectEquityChart(results);
  const table = results.getByRole('region', { name: 'Closed trades' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([...TRADE_COLUMNS, 'Commission']);
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(9)).toHaveText(
    money(saved.closed_trades[0]?.commission ?? NaN),
  );
  await expectSortableTrades(
    page,
    results,
    saved.closed_trades.map((trade) => trade.pnl),
  );
  await expectTradesCsv(page, results, saved.closed_trades.length);
  await expectAccessible(page, 'strategy page with results');
  await screensInBothThemes(page, 'strategy-page-results');
});

test('results saved in an older form still show their chart and trades', async ({ page, request }) => {
  // The spec's own chart_data (dates and returns only) and trades without the newer fields.
  const id = await saveStrategyWithResults(request, account.token, {
    name: 'Saved long ago',
    description: 'Results from an earlier version',
    results: {
      chart_data: {
        dates: ['2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07'],
        cumulative_returns: [0, 1.5, -0.5, 2.25],
        drawdown: [0, 0, -1.97, 0],
      },
      performance_metrics: { total_return: 2.25, win_ratio: 50, sharpe_ratio: 1.2, max_drawdown: -1.97 },
      closed_trades: [
        { entry_date: '2020-01-02', exit_date: '2020-01-06', ticker: 'SPY', type: 'long', pnl: 120.5 },
        { entry_date: '2020-01-06', exit_date: '2020-01-07', ticker: 'SPY', type: 'long', pnl: -40 },
      ],
    },
  });
  await storeSession(page, account.token);
  await page.goto(`/strategy/${id}`);
  const results = resultsOf(page);
  await expect(
    results.getByRole('figure', { name: /^Equity chart from Jan 2, 2020 to Jan 7, 2020: strategy 2\.25%/ }),
  ).toBeVisible();
  await expect(results).toContainText('2 closed trades');
  const table = results.getByRole('region', { name: 'Closed trades' }).getByRole('table');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(7)).toHaveText('$120.50');
  // What the older form lacks reads N/A.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(9)).toHaveText('N/A');
  await page.goto(`/dashboard?strategy=${id}`);
  await expect(resultsOf(page)).toContainText('2 closed trades');
});
