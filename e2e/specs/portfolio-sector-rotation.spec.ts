import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { openBuilderTemplate } from '../support/builder';
import { captureScreens } from '../support/screens';

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

const SECTOR_ETFS = ['XLK', 'XLF', 'XLE', 'XLV', 'XLI', 'XLP', 'XLU', 'XLY'];
const SCAN_SYMBOLS =
  'AAPL, MSFT, GOOGL, AMZN, META, NVDA, TSLA, JPM, BAC, WFC, XOM, CVX, KO, PEP, WMT, COST, HD, LOW, MCD, NKE';

/** Runs the strategy and waits for the run modal to close and the Run button to come back. */
async function runAndWait(page: Page, logLine: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText(logLine, { timeout: 90_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
}

async function openResultsTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

test('a sector-ETF rotation in one account: per-symbol results, the benchmark, saved and reopened', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openBuilderTemplate(page, 'Bollinger Bounce');

  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await page.getByRole('button', { name: 'Sector ETFs' }).click();
  for (const symbol of SECTOR_ETFS) {
    await expect(page.getByRole('button', { name: `Remove ${symbol}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Remove XLY' }).click();
  await expect(page.getByRole('button', { name: 'Remove XLY' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /One account/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Rank by' }).selectOption('Price Change %');
  await expect(page.getByRole('combobox', { name: 'Rank order' })).toHaveValue('highest');
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await page.getByRole('spinbutton', { name: 'Max open trades' }).fill('3');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await captureScreens(page, 'portfolio-picker', { widths: [1920, 1280, 375], fullPage: false });

  await page.getByRole('button', { name: /^Strategy name:/ }).click();
  await page.getByRole('textbox', { name: 'Strategy name' }).fill('Sector rotation');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy "Sector rotation" saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/builder\?id=\d+$/);

  await runAndWait(page, /Backtest complete: \d+ trades?/);
  await openResultsTab(page, 'Portfolio');
  const table = page.getByRole('table', { name: 'Per-symbol results' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // One row per symbol, in list order, plus the header row.
  await expect(table.getByRole('row')).toHaveCount(SECTOR_ETFS.length);
  await expect(table.getByRole('row').nth(1)).toContainText('XLK');
  await captureScreens(page, 'portfolio-shared-results', { widths: [1920, 1280, 375], fullPage: false });
  await table.getByRole('button', { name: 'Show XLK trades' }).click();
  await expect(page.getByRole('combobox', { name: 'Ticker', exact: true })).toHaveValue('XLK');

  await openResultsTab(page, 'Backtest Chart');
  await expect(page.getByText(/Equal-weight benchmark/)).toBeVisible();

  // Reopened: the portfolio is still the strategy's.
  await page.reload();
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await expect(page.getByRole('button', { name: 'Remove XLK' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove XLU' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rank by' })).toHaveValue('Price Change %');
});

test('a scan of 20 symbols, each alone, shows its table', async ({ page }) => {
  test.setTimeout(180_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openBuilderTemplate(page, 'Bollinger Bounce');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const add = page.getByRole('combobox', { name: 'Add symbols' });
  await add.fill(SCAN_SYMBOLS);
  await add.press('Enter');
  await expect(page.getByText('20 of 50 symbols')).toBeVisible();
  await page.getByRole('radio', { name: /Each symbol alone/ }).check();

  await runAndWait(page, /NKE: \d+ trades?, total return/);
  await openResultsTab(page, 'Portfolio');
  const table = page.getByRole('table', { name: 'Scan results' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // Header, 20 symbols, average and median.
  await expect(table.getByRole('row')).toHaveCount(23);
  await expect(table).toContainText('Average');
  await expect(table).toContainText('Median');
  await captureScreens(page, 'portfolio-scan-results', { widths: [1920, 1280, 375], fullPage: false });
});
