import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { closeSidePanels, logicRow, openBuilderTemplate, rowElements } from '../support/builder';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

/**
 * Another symbol and a longer timeframe on a block (docs/builder.md#symbol-and-timeframe): the SMA
 * Crossover template's slow SMA reads QQQ's weekly bars, picked in the inspector; its chip says so,
 * the run accepts it and shows results, and the price chart draws both QQQ lines over SPY's candles
 * (docs/engine.md#on-the-price-chart).
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('the slow SMA of an SMA cross reads QQQ weekly, its chip says so and the run shows trades', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBuilderTemplate(page, 'SMA Crossover');

  const row = logicRow(page, 1);
  expect(await rowElements(row)).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50']);
  await row.getByRole('button', { name: /^SMA slow=50, element 3 of/ }).click();
  await page.getByRole('tab', { name: 'Parameters' }).click();

  // Symbol: searched, picked from the list.
  const symbol = page.getByRole('combobox', { name: 'Symbol' });
  await expect(symbol).toHaveAttribute('placeholder', "This strategy's symbol");
  await symbol.fill('QQ');
  await page.getByRole('option', { name: /^QQQ\b/ }).click();
  await expect(page.getByRole('combobox', { name: 'Symbol' })).toHaveValue('QQQ');

  // Timeframe: a daily run offers the weekly and monthly bars.
  const timeframe = page.getByRole('combobox', { name: 'Timeframe' });
  await expect(timeframe.getByRole('option')).toHaveText([
    "The run's interval",
    'Weekly (1W)',
    'Monthly (1M)',
  ]);
  await timeframe.selectOption({ label: 'Weekly (1W)' });

  expect(await rowElements(row)).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50 · QQQ · 1W']);
  await expect(
    row.getByRole('button', { name: /^SMA slow=50 · QQQ · 1W, element 3 of Logic 1$/ }),
  ).toBeVisible();
  await expectAccessible(page, 'builder Parameters with a symbol and timeframe');
  await captureScreens(page, 'builder-other-symbol-inspector', { widths: [1920, 375], fullPage: false });
  await page.setViewportSize({ width: 1920, height: 1080 });

  // The fast SMA reads QQQ too (SPY's own price stays above QQQ's all through the window, so
  // nothing would cross): the strategy buys SPY when QQQ's daily trend crosses its weekly one.
  await row.getByRole('button', { name: /^SMA fast=20, element 1 of/ }).click();
  await page.getByRole('combobox', { name: 'Symbol' }).fill('QQQ');
  await page.getByRole('option', { name: /^QQQ\b/ }).click();
  expect(await rowElements(row)).toEqual(['SMA fast=20 · QQQ', 'Cross Above', 'SMA slow=50 · QQQ · 1W']);

  // The run reads QQQ's daily and weekly SMAs and shows its results.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText(
    'Entry long: SMA(period=20, symbol=QQQ) Cross Above SMA(period=50, symbol=QQQ, timeframe=1W)',
    { timeout: 60_000 },
  );
  await expect(logs).toContainText(/Backtest complete: \d+ trades?/, { timeout: 60_000 });
  const summary = (await logs.textContent()) ?? '';
  const trades = /Backtest complete: (\d+) trades?/.exec(summary)?.[1];
  expect(Number(trades)).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Performance Metrics' })).toContainText(
    new RegExp(`Total trades\\s*${trades ?? 'none'}(?!\\d)`),
  );
  await captureScreens(page, 'builder-other-symbol-results', { widths: [1920, 375], fullPage: false });

  // The run log names QQQ's bars it loaded, and the first block reading them.
  await page.getByRole('tab', { name: 'View Logs' }).click();
  await expect(logs).toContainText(
    /Loaded QQQ \(daily, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, [\d,]+ bars\) for Entry long, Logic 1, element 1 \(SMA\)/,
  );

  // The price chart draws both QQQ lines as steps over SPY's candles, named as their chips; QQQ's
  // prices are of SPY's magnitude, so they share its scale.
  await page.getByRole('tab', { name: 'Backtest Chart' }).click();
  const price = page
    .getByRole('tabpanel', { name: 'Backtest Chart' })
    .getByRole('figure', { name: /^Candlestick chart of SPY/ });
  await expect(price).toHaveAccessibleName(/and the lines of SMA\(20\) · QQQ, SMA\(50\) · QQQ · 1W$/);
  await expect(price.locator('canvas').first()).toBeVisible();
  const lines = price.getByRole('list', { name: 'Lines of other series' }).getByRole('listitem');
  await expect(lines).toHaveText([
    /^SMA\(20\) · QQQ\s*[\d,]+\.\d{2}$/,
    /^SMA\(50\) · QQQ · 1W\s*[\d,]+\.\d{2}$/,
  ]);
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await captureScreens(page, 'builder-other-symbol-chart', { widths: [1920], fullPage: false });
  // On a phone the maximised panel keeps the chart and its legend (the side panels closed, as a
  // phone opens the builder).
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSidePanels(page);
  await price.scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(2);
  await captureScreens(page, 'builder-other-symbol-chart', { widths: [375], fullPage: false });
  expect(errors).toEqual([]);
});
