import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi } from '../support/strategies';

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('the standalone page runs a strategy never backtested and saves its results @smoke', async ({
  page,
  request,
}) => {
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'Never run',
    description: 'Waiting for its first run',
    withResults: false,
  });
  await storeSession(page, account.token);
  await page.goto(`/strategy/${strategy.id}`);
  await expect(page.getByText('No backtest results available')).toBeVisible();
  await expect(page.getByText('Run a backtest in the builder and save to see results here')).toBeVisible();
  await expectAccessible(page, 'strategy page without results');
  await page.getByRole('button', { name: 'Run Backtest' }).first().click();
  await expect(page.getByText('Strategy "Never run" saved successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No backtest results available')).toBeHidden();

  const saved = await request.get(`/api/strategies/${strategy.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = (await saved.json()) as {
    description: string;
    backtest_results: { performance_metrics: { total_trades: number; total_return: number } } | null;
  };
  expect(body.description).toMatch(/^Last backtested on /);
  expect(body.backtest_results).not.toBeNull();
  const metrics = body.backtest_results?.performance_metrics;
  // The page shows the figures the server saved.
  const results = page.getByRole('region', { name: 'Backtest results' });
  await expect(results).toContainText(new RegExp(`Total trades\\s*${metrics?.total_trades}(?!\\d)`));
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('Run Backtest on a card shows the transition, then opens the builder with autoRun on the saved dates', async ({
  page,
  request,
}) => {
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'Card runner',
    description: 'Opened in the builder',
    withResults: false,
  });
  await storeSession(page, account.token);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Card runner' });
  const started = Date.now();
  await card.getByRole('button', { name: 'Run Backtest' }).click();
  await expect(page.getByText('Initializing Strategy Builder...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/builder\\?id=${strategy.id}&autoRun=true$`));
  expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
});

test('an unknown strategy says Strategy not found, with a way back', async ({ page }) => {
  await storeSession(page, account.token);
  await page.goto('/strategy/999999');
  await expect(page.getByText('Strategy not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await page.goto('/dashboard?strategy=999999');
  await expect(page.getByText('Strategy not found')).toBeVisible();
  await expectAccessible(page, 'strategy not found');
});

test('a signed-out visitor of a strategy page is sent to /auth', async ({ page }) => {
  await page.goto('/strategy/1');
  await expect(page).toHaveURL(/\/auth$/);
});

test('My Strategies switches between grid and list, and the filter finds nothing politely', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await captureScreens(page, 'my-strategies-list-light');
  await page.getByRole('searchbox', { name: 'Filter strategies' }).fill('no such strategy');
  await expect(page.getByText('No strategies found matching your search.')).toBeVisible();
  await expectAccessible(page, 'my strategies, no match');
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
