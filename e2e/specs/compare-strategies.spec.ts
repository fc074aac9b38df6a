import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import {
  createStrategyViaApi,
  RSI_DIP_CONFIG,
  SMA_SWING_CONFIG,
  type SavedStrategy,
} from '../support/strategies';

/**
 * Saved strategies side by side (docs/comparison.md): three of them (a 2015-2024 swing on SPY, a
 * 2020-2023 RSI dip on SPY and a shared XLK/XLE portfolio over 2019-2024) picked on My Strategies
 * and compared on their common dates; the table's figures are those each strategy's own page
 * shows; the view survives a reload; a strategy page's "Compare with..." and the view's empty and
 * error states.
 */

/** The figures /strategy/{id} shows as cards, read there and in the comparison's table. */
const PAGE_CARDS = [
  'Total return',
  'Win rate',
  'Total trades',
  'Sharpe ratio',
  'Max drawdown',
  'Profit factor',
];

const PORTFOLIO_CONFIG = {
  ...SMA_SWING_CONFIG,
  generalSetting: {
    ...SMA_SWING_CONFIG.generalSetting,
    tickerSymbol: 'XLK',
    startDate: '2019-01-01',
    endDate: '2024-12-31',
    equityUsed: 50,
  },
  riskSetting: { maxOpenTrades: 2, maxDrawdown: 100, dailyLossLimit: 100 },
  portfolio: { symbols: ['XLK', 'XLE'], mode: 'shared' },
};

let account: TestAccount;
let swing: SavedStrategy;
let dip: SavedStrategy;
let pair: SavedStrategy;
let notRun: SavedStrategy;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  account = await signUpViaApi(request);
  swing = await createStrategyViaApi(request, account.token, {
    name: 'SMA swing on SPY',
    description: 'SMA 5/20 in and out, 2015-2024',
    withResults: true,
    config: SMA_SWING_CONFIG,
  });
  dip = await createStrategyViaApi(request, account.token, {
    name: 'RSI dip on SPY',
    description: 'RSI under 30, 2020-2023',
    withResults: true,
    config: RSI_DIP_CONFIG,
  });
  pair = await createStrategyViaApi(request, account.token, {
    name: 'XLK and XLE in one account',
    description: 'A shared portfolio, 2019-2024',
    withResults: true,
    config: PORTFOLIO_CONFIG,
  });
  notRun = await createStrategyViaApi(request, account.token, {
    name: 'Idea not run yet',
    description: 'Saved without results',
    withResults: false,
  });
});

/** The days all three saved curves have, worked out here from what the server saved. */
function commonRange(strategies: readonly SavedStrategy[]): [string, string] {
  const [first, ...others] = strategies.map((strategy) => new Set(strategy.results?.chart_data.dates ?? []));
  const common = [...(first ?? [])].filter((day) => others.every((other) => other.has(day))).sort();
  return [common[0] ?? '', common.at(-1) ?? ''];
}

function metricsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Metrics, side by side' });
}

/** The names over the table's strategy columns (after Metric and Unit). */
function strategyColumns(page: Page): Locator {
  return metricsTable(page).getByRole('row').first().getByRole('columnheader');
}

/** The figure of each strategy (by column) in a metric's row, without its "Best" tag. */
async function rowFigures(page: Page, metric: string): Promise<string[]> {
  const row = metricsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: metric, exact: true }) });
  const cells = await row.getByRole('cell').allTextContents();
  // The first cell is the unit.
  return cells.slice(1).map((text) => text.replace(/Best$/, '').trim());
}

async function tableSnapshot(page: Page): Promise<string> {
  return (await metricsTable(page).textContent()) ?? '';
}

/** A metric card's figure on /strategy/{id}. */
async function cardFigure(page: Page, metric: string): Promise<string> {
  const results = page.getByRole('region', { name: 'Backtest results' });
  const card = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: metric, exact: true }) })
    .first();
  const text = (await card.textContent()) ?? '';
  return text.slice(text.indexOf(metric) + metric.length).trim();
}

async function expectCharts(page: Page, names: readonly string[]): Promise<void> {
  for (const title of ['Equity, rebased to 100', 'Drawdown, %']) {
    const figure = page.getByRole('figure', { name: new RegExp(`^${title.replace(/[,%]/g, '.')} from`) });
    await expect(figure.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const legend = figure.getByRole('list', { name: 'Strategies' });
    for (const name of names) await expect(legend).toContainText(name);
  }
}

test('three strategies picked on My Strategies compare on their common dates, as on their own pages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.goto('/dashboard');
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toBeDisabled();
  const picked = [swing, dip, pair];
  await page.getByRole('checkbox', { name: `Select ${swing.name} for comparison` }).click();
  await expect(compare).toBeDisabled();
  for (const strategy of picked.slice(1)) {
    await page.getByRole('checkbox', { name: `Select ${strategy.name} for comparison` }).click();
  }
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(page).toHaveURL(`/dashboard/compare?ids=${picked.map((strategy) => strategy.id).join(',')}`);

  const [from, to] = commonRange(picked);
  expect(from).toBe('2020-01-02');
  // Three saved results of thousands of bars each load and parse first (slow on a busy machine).
  await expect(page.getByText(`Compared on common dates ${from} to ${to}`)).toBeVisible({ timeout: 30_000 });
  await expectCharts(
    page,
    picked.map((strategy) => strategy.name),
  );
  await expect(strategyColumns(page)).toContainText([
    'Metric',
    'Unit',
    ...picked.map((strategy) => strategy.name),
  ]);
  await expect(metricsTable(page)).toContainText('Portfolio, total equity');

  // The better total return is the highest of the three saved (read from the server's results).
  const returns = picked.map((strategy) => strategy.metrics['total_return'] ?? Number.NaN);
  const best = returns.indexOf(Math.max(...returns));
  const totalRow = metricsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total return', exact: true }) });
  await expect(totalRow.getByRole('cell').nth(best + 1)).toContainText('Best');
  await expect(totalRow.getByText('Best')).toHaveCount(1);

  // Every pair's correlation of daily returns.
  const pairs = page.getByRole('region', { name: 'Correlation of daily returns' }).getByRole('rowheader');
  await expect(pairs).toHaveText([
    `${swing.name} and ${dip.name}`,
    `${swing.name} and ${pair.name}`,
    `${dip.name} and ${pair.name}`,
  ]);
  // Yearly returns on the common dates: 2020 to 2023.
  const years = page.getByRole('region', { name: 'Yearly returns, side by side' }).getByRole('rowheader');
  await expect(years).toHaveText(['2020 (partial)', '2021', '2022', '2023 (partial)']);

  const figures = new Map<string, string[]>();
  for (const metric of PAGE_CARDS) figures.set(metric, await rowFigures(page, metric));
  await expectAccessible(page, 'comparison');
  await captureScreens(page, 'compare-strategies');

  // At 375 px the table scrolls inside itself, by keyboard too, and the charts stack.
  await page.setViewportSize({ width: 375, height: 812 });
  const region = metricsTable(page);
  await expect.poll(() => region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const equityBox = await page.getByRole('region', { name: 'Equity, rebased to 100' }).boundingBox();
  const drawdownBox = await page.getByRole('region', { name: 'Drawdown, %' }).boundingBox();
  expect(drawdownBox?.y ?? 0).toBeGreaterThanOrEqual((equityBox?.y ?? 0) + (equityBox?.height ?? 0));
  await page.setViewportSize({ width: 1280, height: 900 });

  // A reload shows the same comparison.
  const before = await tableSnapshot(page);
  await page.reload();
  await expect(page.getByText(`Compared on common dates ${from} to ${to}`)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tableSnapshot(page)).toBe(before);
  await expectCharts(
    page,
    picked.map((strategy) => strategy.name),
  );

  // Each column reads as the strategy's own page.
  for (const [column, strategy] of picked.entries()) {
    await page.goto(`/strategy/${strategy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: strategy.name })).toBeVisible();
    for (const metric of PAGE_CARDS) {
      await expect
        .poll(() => cardFigure(page, metric), { message: `${strategy.name}: ${metric}` })
        .toBe(figures.get(metric)?.[column]);
    }
  }
  expect(errors).toEqual([]);
});

test('a strategy page compares it with others picked from a list', async ({ page }) => {
  test.setTimeout(90_000);
  await storeSession(page, account.token);
  await page.goto(`/strategy/${dip.id}`);
  await page.getByRole('button', { name: 'Compare with...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with...' });
  const go = dialog.getByRole('button', { name: 'Compare', exact: true });
  await expect(go).toBeDisabled();
  // This strategy is not offered to itself.
  await expect(dialog.getByRole('checkbox', { name: `Select ${dip.name} for comparison` })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: `Select ${pair.name} for comparison` }).click();
  await go.click();
  await expect(page).toHaveURL(`/dashboard/compare?ids=${dip.id},${pair.id}`);
  await expectCharts(page, [dip.name, pair.name]);

  // The dark theme: the lines' lighter palette, and every figure still readable.
  await page.evaluate(() => {
    window.localStorage.setItem('stratblocks.theme', 'dark');
  });
  await page.reload();
  await expectCharts(page, [dip.name, pair.name]);
  await expectAccessible(page, 'comparison, dark theme');
  await captureScreens(page, 'compare-strategies-dark');
});

test('the comparison says what it cannot compare', async ({ page }) => {
  test.setTimeout(90_000);
  await storeSession(page, account.token);
  // One strategy.
  await page.goto(`/dashboard/compare?ids=${swing.id}`);
  await expect(page.getByRole('heading', { name: 'Pick at least two strategies to compare' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Strategies' })).toBeVisible();

  // A strategy without results and an id that is none of this user's.
  const unknown = 987_654_321;
  await page.goto(`/dashboard/compare?ids=${swing.id},${notRun.id},${unknown},${dip.id}`);
  await expect(page.getByText(`Strategy ${unknown} not found`)).toBeVisible();
  await expect(page.getByText(`${notRun.name} has no saved results`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Run ${notRun.name}` })).toHaveAttribute(
    'href',
    `/builder?id=${notRun.id}`,
  );
  // The two that can be compared still are.
  await expectCharts(page, [swing.name, dip.name]);
  await expect(strategyColumns(page)).toHaveCount(4);
  await captureScreens(page, 'compare-strategies-notes');

  // Only one left with results: nothing to compare, and a way on.
  await page.goto(`/dashboard/compare?ids=${swing.id},${unknown}`);
  await expect(page.getByText(`Strategy ${unknown} not found`)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Pick at least two strategies with saved results' }),
  ).toBeVisible();
});
