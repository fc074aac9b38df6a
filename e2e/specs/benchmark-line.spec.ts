import { readFileSync } from 'node:fs';
import { compareWithBenchmark } from '@stratblocks/engine';
import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { APP_URL } from '../support/ports';
import { captureScreens } from '../support/screens';
import { ResultsHarness, startResultsHarness } from '../pages/results-harness';

/**
 * Every equity chart compares the strategy with SPY bought and held over the same dates: the line,
 * its legend entry and alpha, beta and correlation of daily returns, checked against the engine's
 * compareWithBenchmark run here on the server's own JSON run and SPY bars.
 */

const EXAMPLE = JSON.parse(
  readFileSync(new URL('../../examples/sma-cross-rsi.json', import.meta.url), 'utf8'),
) as { generalSetting: Record<string, unknown> } & Record<string, unknown>;
const AAPL_RUN = { ...EXAMPLE, generalSetting: { ...EXAMPLE.generalSetting, tickerSymbol: 'AAPL' } };

interface ChartData {
  dates: string[];
  equity: number[];
}
interface Bars {
  bars: { time: string; close: number }[];
}

const fixed = (value: number) => {
  const rounded = Number(value.toFixed(2));
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    rounded === 0 ? 0 : rounded,
  );
};

let harness: Awaited<ReturnType<typeof startResultsHarness>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  harness = await startResultsHarness();
});

test.afterAll(async () => {
  await harness.close();
});

test.describe('the SPY benchmark on the equity chart', () => {
  test.setTimeout(120_000);

  test('draws SPY buy & hold and shows alpha, beta and correlation of the engine', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const answer = await request.post(`${APP_URL}/api/execute-strategy`, { data: AAPL_RUN });
    expect(answer.ok()).toBe(true);
    const run = (await answer.json()) as { chart_data: ChartData };
    const dates = run.chart_data.dates;
    const start = dates[0]?.slice(0, 10) ?? '';
    const end = dates[dates.length - 1]?.slice(0, 10) ?? '';
    const barsAnswer = await request.get(
      `${APP_URL}/api/market/bars?symbol=SPY&interval=1d&start=${start}&end=${end}`,
    );
    expect(barsAnswer.ok()).toBe(true);
    const { bars } = (await barsAnswer.json()) as Bars;
    const expected = compareWithBenchmark(
      { dates, equity: run.chart_data.equity },
      { symbol: 'SPY', dates: bars.map((bar) => bar.time), close: bars.map((bar) => bar.close) },
      252,
    );
    expect(expected.beta).not.toBeNull();

    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'aapl' });
    await view.run();
    const chart = view.charts;
    await expect(chart.getByRole('list', { name: 'Series' })).toContainText('SPY buy & hold');
    const row = chart.getByTestId('benchmark-row');
    await expect(row).toContainText('vs SPY:');
    const alpha = expected.alpha ?? Number.NaN;
    await expect(row.locator('[data-benchmark-figure="alpha"]')).toHaveText(
      `${alpha > 0 && fixed(alpha) !== '0.00' ? '+' : ''}${fixed(alpha)}% (annualised)`,
    );
    await expect(row.locator('[data-benchmark-figure="beta"]')).toHaveText(
      fixed(expected.beta ?? Number.NaN),
    );
    await expect(row.locator('[data-benchmark-figure="correlation"]')).toHaveText(
      fixed(expected.correlation ?? Number.NaN),
    );

    await row.getByRole('button', { name: 'beta' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('variance of SPY');
    await page.mouse.move(0, 0);

    await expectAccessible(page);
    await captureScreens(page, 'benchmark-line', { widths: [1280] });
    expect(errors).toEqual([]);
  });

  test('on SPY itself, compares with the symbol and says so', async ({ page }) => {
    const view = new ResultsHarness(page);
    await view.open(harness.url, { scenario: 'example' });
    await view.run();
    await expect(view.charts.getByRole('list', { name: 'Series' })).not.toContainText('SPY buy & hold');
    await expect(view.charts.getByTestId('benchmark-row')).toContainText(
      'the symbol is SPY: compared with its own buy and hold',
    );
  });
});
