import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { openBuilderTemplate } from '../support/builder';
import { captureScreens } from '../support/screens';

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('on a phone, a portfolio’s results keep the workspace: the side panels open over it, one at a time', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 375, height: 812 });
  await openBuilderTemplate(page, 'Bollinger Bounce');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await page.getByRole('combobox', { name: 'Asset class' }).selectOption('Cryptocurrency');
  await page.getByRole('button', { name: 'Crypto', exact: true }).click();
  // The ticker is the portfolio's first symbol, and the field says so.
  const ticker = page.getByRole('combobox', { name: 'Ticker symbol' });
  await expect(ticker).toHaveValue('BTC-USD');
  await expect(ticker).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('A portfolio runs all 2 symbols below; its ticker is the first, BTC-USD.'),
  ).toBeVisible();
  await captureScreens(page, 'builder-portfolio-ticker', { widths: [375, 1280], fullPage: false });

  // On a phone Run is the bottom action bar's Run Backtest (the top bar's Run is not shown).
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Strategy actions' })
    .getByRole('button', { name: 'Run Backtest', exact: true })
    .click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText(/Backtest complete/, {
    timeout: 90_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Portfolio', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Per-symbol results' })).toBeVisible({ timeout: 30_000 });
  await captureScreens(page, 'builder-portfolio-phone-closed', { widths: [375], fullPage: false });

  const main = page.locator('main#main');
  const mainWidth = async () => (await main.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Show block library' }).click();
  await expect(page.getByPlaceholder('Search items...')).toBeVisible();
  expect(await mainWidth()).toBeGreaterThan(360);
  await captureScreens(page, 'builder-portfolio-phone-library', { widths: [375], fullPage: false });
  // Opening the other panel closes this one: side by side they would cover the whole screen.
  await page.getByRole('button', { name: 'Show properties panel' }).click();
  await expect(page.getByRole('button', { name: 'Show block library' })).toBeVisible();
  expect(await mainWidth()).toBeGreaterThan(360);
  await captureScreens(page, 'builder-portfolio-phone-right', { widths: [375], fullPage: false });
});
