import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  maCrossoverSample,
  parseBarsCsv,
  runBacktest,
  sliceByDate,
  type StrategyInput,
} from '@stratblocks/engine';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

const SLICES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'public', 'demo-data');

function engineRun(strategy: StrategyInput) {
  const symbol = strategy.generalSetting.tickerSymbol;
  const parsed = parseBarsCsv(readFileSync(join(SLICES, `${symbol}.csv`), 'utf8'), symbol);
  if (!parsed.ok) throw new Error(parsed.message);
  const bars = sliceByDate(parsed.series, strategy.generalSetting.startDate, strategy.generalSetting.endDate);
  const outcome = runBacktest(strategy, bars);
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((item) => item.message).join('; '));
  return outcome.results;
}

const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (value: number) => `${two.format(value)}%`;
const signed = (value: number) => (value > 0 ? `+${percent(value)}` : percent(value));

function metric(page: Page, label: string) {
  return page.getByRole('region', { name: 'Backtest preview' }).locator(`[data-metric="${label}"]`);
}

test.describe('the landing page', () => {
  // Screenshots at two widths in two themes of a long page take a while.
  test.setTimeout(120_000);

  test('shows its sections and texts, passes axe, and its preview runs the real engine @smoke', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/StratBlocks/);
    for (const id of ['hero', 'demo', 'features', 'how-it-works', 'why-free', 'faq', 'cta'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('traders online now')).toBeVisible();
    // The counters are the server's real counts: a fresh server has no users online.
    const stats = (await (await page.request.get('/api/stats')).json()) as { active_users: number };
    await expect(page.getByTestId('online-now')).toHaveText(String(stats.active_users));
    // The Start buttons open account creation, not sign-in.
    for (const link of await page.getByRole('link', { name: /Start Building Free/ }).all())
      await expect(link).toHaveAttribute('href', '/auth/signup');

    const preview = page.getByRole('region', { name: 'Backtest preview' });
    await expect(preview.getByTestId('preview-status')).toHaveText('Running...');
    await expect(preview.getByText('Calculating Statistics...')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Save This Strategy' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );

    const expected = engineRun(maCrossoverSample());
    const metrics = expected.performance_metrics;
    await expect(metric(page, 'Return')).toContainText(signed(metrics.total_return));
    await expect(metric(page, 'Sharpe')).toContainText(two.format(metrics.sharpe_ratio ?? Number.NaN));
    await expect(metric(page, 'Max DD')).toContainText(percent(metrics.max_drawdown));
    await expect(metric(page, 'Win Rate')).toContainText(percent(metrics.win_rate ?? Number.NaN));
    const winners = expected.closed_trades
      .filter((trade) => trade.pnl_percent > 0)
      .sort((a, b) => b.exit_date.localeCompare(a.exit_date))
      .slice(0, 6);
    const rows = preview.getByRole('list', { name: 'Recent winning trades' }).getByRole('listitem');
    await expect(rows).toHaveCount(winners.length);
    for (const [index, trade] of winners.entries())
      await expect(rows.nth(index)).toContainText(signed(trade.pnl_percent));

    await preview.getByRole('button', { name: 'Compare strategies' }).click();
    await expect(preview.getByRole('table')).toContainText('RSI Reversal');
    await expect(preview.getByRole('row', { name: /MA Crossover/ })).toContainText(
      signed(metrics.total_return),
    );

    await preview.getByRole('button', { name: 'RSI Reversal' }).click();
    await expect(preview.getByText('Backtest has not been run')).toBeVisible();

    // Back to the first strategy's results for the screenshots.
    await preview.getByRole('button', { name: 'Hide comparison' }).click();
    await preview.getByRole('button', { name: 'MA Crossover' }).click();
    await preview.getByRole('button', { name: 'Run Backtest' }).click();
    await expect(preview.getByRole('link', { name: 'Save This Strategy' })).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectAccessible(page, 'landing, light');
    await captureScreens(page, 'site-landing-hero-light', { fullPage: false });
    await captureScreens(page, 'site-landing-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page, 'landing, dark');
    await captureScreens(page, 'site-landing-hero-dark', { fullPage: false });
    await captureScreens(page, 'site-landing-dark');
    expect(errors).toEqual([]);
  });

  test("'Try Interactive Demo' scrolls to the demo and the FAQ keeps one answer open", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Try Interactive Demo' }).click();
    await expect
      .poll(() => page.locator('#demo').evaluate((demo) => Math.abs(demo.getBoundingClientRect().top)))
      .toBeLessThan(80);
    await expect(page.locator('#demo')).toBeFocused();

    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'Is StratBlocks really free?' });
    const second = faq.getByRole('button', { name: 'Do I need to know how to program?' });
    // The pre-rendered questions are plain buttons until the accordion's code, loaded as the
    // reader nears the FAQ, takes their place (Radix marks its triggers with data-state).
    await faq.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-state', 'closed');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('the demo checks its four rules in order, then runs the engine', async ({ page }) => {
    await page.goto('/#demo');
    const demo = page.locator('#demo');
    const alert = demo.getByRole('alert');
    const run = demo.getByRole('button', { name: 'Run Backtest' });
    await demo.getByRole('button', { name: 'Skip tutorial' }).click();

    await run.click();
    await expect(alert).toHaveText('⚠️ Please add at least one condition to your strategy!');
    await demo.getByRole('button', { name: 'Add Take Profit' }).click();
    await run.click();
    await expect(alert).toHaveText('⚠️ Your strategy needs at least one entry condition (green)!');
    await demo.getByRole('button', { name: 'Remove Take Profit' }).click();
    await expect(alert).toHaveCount(0);
    await demo.getByRole('button', { name: 'Add RSI Signal' }).click();
    await run.click();
    await expect(alert).toHaveText('⚠️ Your strategy needs at least one exit condition (red)!');
    await demo.getByRole('button', { name: 'Add Stop Loss' }).click();
    // Conditions start with their defaults, said in a sentence; a field emptied must be filled.
    await expect(demo.getByLabel('RSI Signal Period')).toHaveValue('14');
    await expect(demo.getByLabel('Stop Loss Percentage')).toHaveValue('5');
    await expect(demo.getByText('Sell when the price is 5% below the entry price.')).toBeVisible();
    await demo.getByLabel('RSI Signal Threshold').fill('');
    await run.click();
    await expect(alert).toHaveText('⚠️ Please fill all fields for "RSI Signal"');

    await demo.getByLabel('RSI Signal Threshold').fill('30');
    await demo.getByLabel('Stop Loss Percentage').fill('8');
    await expect(demo.getByText('Sell when the price is 8% below the entry price.')).toBeVisible();
    await demo.getByRole('radio', { name: 'ETH' }).click();
    // Only the daily bars it runs are offered.
    await expect(demo.getByRole('radio', { name: '4H' })).toHaveCount(0);
    await expect(demo.getByRole('radio', { name: '1H' })).toHaveCount(0);
    await run.click();
    await expect(demo.getByRole('button', { name: 'Running...' })).toBeVisible();
    const result = demo.getByTestId('demo-result');
    await expect(result).toContainText('ETH-USD · 1D');
    await demo.getByRole('button', { name: 'Clear All' }).click();
    await expect(result).toHaveCount(0);
    await expect(demo.getByTestId('dropped-condition')).toHaveCount(0);
  });

  test('a visitor can drag a condition into the strategy and follow the whole tutorial', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/#demo');
    const demo = page.locator('#demo');
    const tutorial = demo.getByRole('region', { name: 'Tutorial' });
    await expect(tutorial).toHaveAttribute('data-step', '0');
    await tutorial.getByRole('button', { name: 'Next Step' }).click();
    await expect(tutorial).toHaveAttribute('data-step', '1');

    // An HTML5 drag, event by event, carrying the same DataTransfer from the palette to the zone.
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await demo
      .getByRole('button', { name: 'Add MA Crossover' })
      .dispatchEvent('dragstart', { dataTransfer: transfer });
    await demo.getByTestId('strategy-zone').dispatchEvent('dragover', { dataTransfer: transfer });
    await demo.getByTestId('strategy-zone').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(demo.getByTestId('dropped-condition')).toHaveCount(1);
    await expect(tutorial).toHaveAttribute('data-step', '2');
    await demo.getByRole('button', { name: 'Add Take Profit' }).click();
    await demo.getByRole('button', { name: 'Add Stop Loss' }).click();
    await expect(tutorial).toHaveAttribute('data-step', '3');
    await demo.getByLabel('MA Crossover Fast MA').fill('20');
    await demo.getByLabel('MA Crossover Slow MA').fill('50');
    await demo.getByLabel('Take Profit Percentage').fill('5');
    await demo.getByLabel('Stop Loss Percentage').fill('2');
    await expect(tutorial).toHaveAttribute('data-step', '4');
    await demo.getByRole('button', { name: 'Run Backtest' }).click();
    await expect(demo.getByTestId('demo-result')).toContainText('BTC-USD');
    await expect(tutorial).toHaveAttribute('data-step', '5');
    await expect(tutorial).toContainText('Congratulations!');
    await expect(demo.getByRole('link', { name: 'Sign up to save this strategy' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    await tutorial.getByRole('button', { name: 'Done' }).click();
    await expect(tutorial).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
