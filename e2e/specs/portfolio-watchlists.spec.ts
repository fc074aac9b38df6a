import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { openBuilderTemplate } from '../support/builder';
import { captureScreens } from '../support/screens';

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

const MY_TECH = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA'];

async function openStrategySettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
}

async function expectChips(page: Page, symbols: readonly string[]): Promise<void> {
  const chips = page.getByRole('list', { name: 'Chosen symbols' }).getByRole('listitem');
  // Each chip is its symbol and its remove button's ×.
  await expect(chips).toHaveText(symbols.map((symbol) => `${symbol}×`));
}

test('a watchlist saved from the picked symbols is there after a reload, applies, renames and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openBuilderTemplate(page, 'Bollinger Bounce');
  await openStrategySettings(page);
  const watchlists = page.getByRole('region', { name: 'Watchlists' });
  await expect(watchlists).toContainText('No saved watchlists yet');
  await expect(page.getByRole('button', { name: 'Save as watchlist' })).toBeDisabled();

  await page.getByRole('button', { name: 'Mega-cap tech' }).click();
  await page.getByRole('button', { name: 'Remove TSLA' }).click();
  await expectChips(page, MY_TECH);
  await page.getByRole('textbox', { name: 'Watchlist name' }).fill('My tech');
  await page.getByRole('button', { name: 'Save as watchlist' }).click();
  await expect(page.getByText('Watchlist "My tech" saved with 6 symbols')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply watchlist My tech' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Watchlist name' })).toHaveValue('');
  await captureScreens(page, 'portfolio-watchlists', { widths: [1280, 375], fullPage: false });

  // A name the user already has is refused with the server's reason.
  await page.getByRole('textbox', { name: 'Watchlist name' }).fill('MY TECH');
  await page.getByRole('textbox', { name: 'Watchlist name' }).press('Enter');
  await expect(
    page.getByText('You already have a watchlist named "My tech": choose another name'),
  ).toBeVisible();

  await page.reload();
  await openStrategySettings(page);
  const clear = page.getByRole('button', { name: 'Clear symbols' });
  if (await clear.isVisible()) await clear.click();
  await expectChips(page, []);
  await page.getByRole('button', { name: 'Apply watchlist My tech' }).click();
  await expectChips(page, MY_TECH);

  await page.getByRole('button', { name: 'Rename watchlist My tech' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename watchlist' });
  await rename.getByRole('textbox', { name: 'New name' }).fill('Big tech');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Watchlist renamed to "Big tech"')).toBeVisible();
  await expect(rename).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply watchlist Big tech' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply watchlist My tech' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete watchlist Big tech' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete watchlist' });
  await expect(confirm).toContainText('"Big tech" (6 symbols) will be deleted');
  await captureScreens(page, 'portfolio-watchlist-delete', { widths: [1280, 375], fullPage: false });
  await confirm.getByRole('button', { name: 'Delete watchlist' }).click();
  await expect(page.getByText('Watchlist "Big tech" deleted')).toBeVisible();
  await expect(watchlists).toContainText('No saved watchlists yet');
  // The strategy keeps the symbols it took from the list.
  await expectChips(page, MY_TECH);
});
