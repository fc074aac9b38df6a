import { expect, test } from '../support/test';
import { signUpViaApi, storeSession } from '../support/accounts';

test('the builder ticker field searches symbols as one types and shows the span of data', async ({
  page,
  request,
}) => {
  // The builder needs a signed-in user (docs/product.md#roles-and-permissions).
  const account = await signUpViaApi(request);
  await storeSession(page, account.token);
  await page.goto('/builder');
  const ticker = page.getByRole('combobox', { name: 'Ticker symbol' });
  await expect(ticker).toHaveValue('SPY');
  await expect(page.getByText('SPY: daily data from 2005-01-03 to 2025-12-31 (hourly too)')).toBeVisible();

  await ticker.fill('app');
  await expect(ticker).toHaveValue('APP');
  const apple = page.getByRole('option', { name: /AAPL Apple Inc\./ });
  await expect(apple).toBeVisible();
  await expect(apple).toContainText('daily data from 2005-01-03 to 2025-12-31');
  await page.screenshot({ path: 'test-results/builder-ticker-list.png' });
  await apple.click();
  await expect(ticker).toHaveValue('AAPL');
  await expect(page.getByText('AAPL: daily data from 2005-01-03 to 2025-12-31')).toBeVisible();

  await page.getByLabel('Asset class').selectOption('Cryptocurrency');
  await ticker.fill('bitcoin');
  await expect(page.getByRole('option', { name: /BTC-USD Bitcoin USD/ })).toBeVisible();
  await ticker.press('ArrowDown');
  await ticker.press('Enter');
  await expect(ticker).toHaveValue('BTC-USD');
  await expect(page.getByText('BTC-USD: daily data from 2014-09-17 to 2025-12-31')).toBeVisible();
  await page.screenshot({ path: 'test-results/builder-ticker.png', fullPage: true });

  await ticker.fill('ZZZQ');
  await expect(page.getByText('No Cryptocurrency symbol matches "ZZZQ"')).toBeVisible();
});
