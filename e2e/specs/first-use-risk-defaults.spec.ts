import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { captureScreens, expectNoHorizontalScroll } from '../support/screens';
import { closeSidePanels } from '../support/builder';

/**
 * A new user's first run is not distorted by limits they never set: the SMA Crossover template runs
 * its whole window with both risk limits off; a limit the user sets and that stops the run is
 * named, with its date, at the top of the results, readable on a phone.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

/** Runs the strategy and returns the trade count its log's last line gives. */
async function runAndCountTrades(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('Backtest complete', { timeout: 40_000 });
  const line = /Backtest complete: (\d+) trades?/.exec((await logs.textContent()) ?? '');
  return Number(line?.[1] ?? Number.NaN);
}

test('the SMA Crossover template runs unhalted, and a max drawdown the user sets is named with its date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/builder?start=template');
  await page.getByRole('button', { name: /^SMA Crossover/ }).click();

  // Both limits start off, and say so.
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  const drawdown = page.getByRole('spinbutton', { name: 'Max drawdown (%)' });
  await expect(drawdown).toHaveValue('0');
  await expect(drawdown).toHaveAccessibleDescription(/^Off\./);
  await expect(page.getByRole('spinbutton', { name: 'Daily loss limit (%)' })).toHaveAccessibleDescription(
    /^Off\./,
  );
  await captureScreens(page, 'first-use-risk-settings-off', { widths: [1280, 375], fullPage: false });

  const trades = await runAndCountTrades(page);
  expect(trades).toBeGreaterThan(5);
  await expect(page.getByRole('status', { name: 'Risk rules changed this run' })).toHaveCount(0);

  // A 10% limit the user sets stops the run; the top of its results says when and why.
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await drawdown.fill('10');
  await expect(drawdown).toHaveAccessibleDescription(/falls more than 10% below its peak/);
  const halted = await runAndCountTrades(page);
  expect(halted).toBeLessThan(trades);
  const banner = page.getByRole('status', { name: 'Risk rules changed this run' });
  await expect(banner).toContainText(
    /Trading halted on \d{4}-\d{2}-\d{2}: equity fell more than 10% below its peak \(max drawdown limit\)/,
  );
  // The date is the one the log gives for the halt.
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  const haltLine = /(\d{4}-\d{2}-\d{2}) Max drawdown of 10\.00% reached/.exec(
    (await logs.textContent()) ?? '',
  );
  expect(haltLine?.[1]).toBeTruthy();
  await expect(banner).toContainText(`Trading halted on ${haltLine?.[1] ?? ''}`);
  // The results tabs carry it too.
  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Performance Metrics' })
      .getByRole('status', { name: 'Risk rules changed this run' }),
  ).toContainText(`Trading halted on ${haltLine?.[1] ?? ''}`);
  await captureScreens(page, 'first-use-risk-banner', { widths: [1920, 1280], fullPage: false });

  // On a phone the banner wraps within the screen and its text is full size.
  // The side panels opened at desktop width lie over the whole builder on a phone: close them first.
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSidePanels(page);
  await page.getByRole('tab', { name: 'View Logs' }).click();
  const phoneBanner = page.getByRole('status', { name: 'Risk rules changed this run' });
  await phoneBanner.scrollIntoViewIfNeeded();
  await expect(phoneBanner).toBeVisible();
  const box = await phoneBanner.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
  const fontSize = await phoneBanner
    .getByText(/^Trading halted on/)
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(13);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/screens/first-use-risk-banner-phone-375.png' });
});

test('five symbols in one account size each position to fill the five slots, and trade', async ({ page }) => {
  test.setTimeout(120_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/builder?start=template');
  await page.getByRole('button', { name: /^SMA Crossover/ }).click();
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const equityUsed = page.getByRole('spinbutton', { name: 'Equity used (%)' });
  await expect(equityUsed).toHaveValue('100');
  const symbols = page.getByRole('combobox', { name: 'Add symbols' });
  await symbols.fill('AAPL, MSFT, GOOGL, AMZN, META');
  await symbols.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen symbols' }).getByRole('listitem')).toHaveCount(5);
  await expect(equityUsed).toHaveValue('20');
  await expect(equityUsed).toHaveAccessibleDescription('20% of equity per position, up to 5 positions.');
  await equityUsed.scrollIntoViewIfNeeded();
  await captureScreens(page, 'first-use-portfolio-sizing', { widths: [1280, 375], fullPage: false });

  const trades = await runAndCountTrades(page);
  expect(trades).toBeGreaterThan(20);
});
