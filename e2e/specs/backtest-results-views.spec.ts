import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { APP_URL } from '../support/ports';
import { captureScreens } from '../support/screens';
import { ResultsHarness, startResultsHarness } from '../pages/results-harness';

/**
 * The backtests feature's views fed by real streamed runs of the real server: what they show is
 * checked against the server's own JSON run of the same strategy, then looked at in both themes
 * at 1280 and 375 px. No page of the app hosts the views yet, so a harness page does.
 */

const EXAMPLE = JSON.parse(
  readFileSync(new URL('../../examples/sma-cross-rsi.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

interface Metrics {
  total_return: number;
  max_drawdown: number;
  sharpe_ratio: number | null;
  var_95: number;
  final_nav: number;
  total_trades: number;
}
interface Trade {
  pnl: number;
  pnl_percent: number;
  exit_reason: string;
  closed_at_end: boolean;
}

const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
const money = (value: number) => `${value < 0 ? '-' : ''}$${fixed(Math.abs(value), 2)}`;

let harness: Awaited<ReturnType<typeof startResultsHarness>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  harness = await startResultsHarness();
});

test.afterAll(async () => {
  await harness.close();
});

test.describe('the backtest results views', () => {
  test.setTimeout(120_000);

  test('show a streamed run with the numbers of the server’s JSON run, and pass axe in both themes', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const answer = await request.post(`${APP_URL}/api/execute-strategy`, { data: EXAMPLE });
    expect(answer.ok()).toBe(true);
    const expected = (await answer.json()) as { performance_metrics: Metrics; closed_trades: Trade[] };
    const metrics = expected.performance_metrics;

    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'example' });
    await expect(view.logs).toHaveCount(0);
    await view.run();

    await expect(view.logs).toContainText('Backtesting SPY on 1258 1 Day bars from 2020-01-02 to 2024-12-31');
    await expect(view.logs).toContainText(`Backtest complete: ${metrics.total_trades} trades`);
    await expect(view.metricValue('Total return')).toHaveText(`${fixed(metrics.total_return, 2)}%`);
    await expect(view.metricValue('Max drawdown')).toHaveText(`${fixed(metrics.max_drawdown, 2)}%`);
    await expect(view.metricValue('Sharpe ratio')).toHaveText(
      metrics.sharpe_ratio === null ? 'N/A' : fixed(metrics.sharpe_ratio, 3),
    );
    await expect(view.metricValue('VaR 95%')).toHaveText(`${fixed(metrics.var_95, 4)}%`);
    await expect(view.metricValue('Final NAV')).toHaveText(money(metrics.final_nav));
    await expect(view.trades).toContainText(`${metrics.total_trades} closed trades`);
    const firstRow = view.tradesTable.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(7)).toHaveText(
      money(expected.closed_trades[0]?.pnl ?? Number.NaN),
    );

    // Definitions on hover; sorting by keyboard.
    await view.metrics.locator('dl').getByRole('button', { name: 'Sharpe ratio', exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText('mean(r) / sample std(r) x sqrt(A)');
    await view.sortButton('P&L ($)').focus();
    await page.keyboard.press('Enter');
    await expect(view.tradesTable.getByRole('columnheader', { name: 'P&L ($)' })).not.toHaveAttribute(
      'aria-sort',
      'none',
    );
    const best = Math.max(...expected.closed_trades.map((trade) => trade.pnl));
    const worst = Math.min(...expected.closed_trades.map((trade) => trade.pnl));
    const sortedFirst = await firstRow.getByRole('cell').nth(7).textContent();
    expect([money(best), money(worst)]).toContain(sortedFirst);

    // Both charts drew (canvas), with their legends in units.
    await expect(
      view.charts
        .getByRole('figure', { name: /Candlestick chart of SPY/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    await expect(
      view.charts
        .getByRole('figure', { name: /Equity chart/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    await expect(view.charts).toContainText('Strategy return, %');
    await expect(view.charts).toContainText('Buy & hold SPY, %');
    await expect(view.charts).toContainText('Drawdown, %');
    await view.charts.getByRole('button', { name: 'Equity $' }).click();
    await expect(view.charts).toContainText('Strategy equity, $');

    await page.mouse.move(0, 0);
    await expectAccessible(page, 'results views, light');
    await captureScreens(page, 'backtest-results-light');
    // The theme changes under the drawn charts: they take the new colours (the accent text token
    // of each theme, read from styles.css) without a new run.
    const strategySwatch = view.charts.getByRole('listitem').filter({ hasText: 'Strategy' }).locator('line');
    await expect(strategySwatch).toHaveAttribute('stroke', '#1a4fd6');
    await page.getByRole('button', { name: 'Switch theme' }).click();
    await expect(strategySwatch).toHaveAttribute('stroke', '#8aa8ff');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'results views, dark');
    await captureScreens(page, 'backtest-results-dark');
    expect(errors).toEqual([]);
  });

  test('download the closed trades and the equity curve as CSV, as the engine writes them', async ({
    page,
    request,
  }) => {
    const answer = await request.post(`${APP_URL}/api/execute-strategy`, { data: EXAMPLE });
    const expected = (await answer.json()) as {
      closed_trades: Array<Record<string, unknown>>;
      chart_data: { dates: string[] };
    };
    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'example' });
    await view.run();

    const [trades] = await Promise.all([
      page.waitForEvent('download'),
      view.trades.getByRole('button', { name: 'Trades CSV' }).click(),
    ]);
    expect(trades.suggestedFilename()).toBe('spy-trades.csv');
    const lines = readFileSync(await trades.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 10)).toEqual([
      'entry_date',
      'exit_date',
      'ticker',
      'type',
      'entry_price',
      'exit_price',
      'size',
      'pnl',
      'pnl_percent',
      'commission',
    ]);
    expect(lines).toHaveLength(expected.closed_trades.length + 1);
    lines.slice(1).forEach((line, index) => {
      const fields = line.split(',');
      const trade = expected.closed_trades[index] ?? {};
      for (const column of ['entry_date', 'exit_date', 'pnl', 'commission', 'exit_reason'])
        expect(fields[header.indexOf(column)], column).toBe(String(trade[column]));
    });

    const [equity] = await Promise.all([
      page.waitForEvent('download'),
      view.trades.getByRole('button', { name: 'Equity curve CSV' }).click(),
    ]);
    const equityLines = readFileSync(await equity.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(equityLines[0]).toBe('dates,cumulative_returns,daily_returns,drawdown,equity,buy_and_hold');
    expect(equityLines).toHaveLength(expected.chart_data.dates.length + 1);
  });

  test('scroll 10,000 trades and 20,000 log lines smoothly', async ({ page }) => {
    const view = new ResultsHarness(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await view.open(harness.url, { scenario: 'hourly' });
    await view.run();
    await expect(view.trades).toContainText(/\d{2},\d{3} closed trades/);
    const count = Number((await view.trades.getByText(/closed trades/).textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(10_000);
    const box = await view.tradesTable.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(400);

    // Scroll as a wheel does (120 px a step) and as a dragged scroll bar does (the whole table in 60
    // steps), timing the work each step causes: the scroll event re-renders the rows synchronously.
    // Frame-to-frame times would measure the machine's other load as much as the table.
    const timings = await view.tradesTable.evaluate(async (element) => {
      const step = async (top: number) => {
        element.scrollTop = top;
        const start = performance.now();
        element.dispatchEvent(new Event('scroll'));
        const spent = performance.now() - start;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return spent;
      };
      const percentiles = (times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (share: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
        return { median: at(0.5), p95: at(0.95) };
      };
      const wheel: number[] = [];
      for (let index = 1; index <= 60; index += 1) wheel.push(await step(120 * index));
      const drag: number[] = [];
      const end = element.scrollHeight - element.clientHeight;
      for (let index = 1; index <= 60; index += 1) drag.push(await step((end / 60) * index));
      return { wheel: percentiles(wheel), drag: percentiles(drag) };
    });
    const measured = `${count} rows; per scroll step, wheel: median ${timings.wheel.median.toFixed(1)} ms, p95 ${timings.wheel.p95.toFixed(1)} ms; scroll bar: median ${timings.drag.median.toFixed(1)} ms, p95 ${timings.drag.p95.toFixed(1)} ms`;
    test.info().annotations.push({ type: 'trades scroll', description: measured });
    console.log(`Trades table scroll: ${measured}`);
    // One frame is 16.7 ms: a wheel step must fit in it with room to paint. (The 95th percentiles
    // are reported, not asserted: on a shared machine they measure its other load.)
    expect(timings.wheel.median).toBeLessThan(8);
    expect(timings.drag.median).toBeLessThan(33);
    await expect(view.tradesTable.locator(`tr[aria-rowindex="${count + 1}"]`)).toBeVisible();
    expect(await view.tradesTable.locator('tbody tr').count()).toBeLessThan(80);

    // The log followed the run to its last line; it scrolls back to the first.
    await expect(view.logs).toContainText('Backtest complete');
    await view.logs.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(view.logs).toContainText('Data: SPY');
    await captureScreens(page, 'backtest-results-10k-trades', { fullPage: false });
  });

  test("a run the server refuses shows its reason as a 'Stream error:' line", async ({ page }) => {
    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'refused' });
    await view.run('error');
    const line = view.logs.getByText(/^Stream error: HTTP 404: Unknown symbol "ZZZQ"/);
    await expect(line).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Unknown symbol "ZZZQ"');
    await expect(view.trades).toContainText('No trades yet');
  });

  test('results saved in the older form show what they have and N/A for the rest', async ({ page }) => {
    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'example', view: 'saved' });
    await view.run();
    await expect(view.metricValue('Total return')).not.toHaveText('N/A');
    await expect(view.metricValue('Sortino ratio')).toHaveText('N/A');
    await expect(view.charts).toContainText('No price chart yet');
    await expect(view.charts).not.toContainText('Buy & hold');
    await expect(view.tradesTable.getByRole('columnheader')).toHaveCount(9);
    await captureScreens(page, 'backtest-results-saved-form');
  });
});
