import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { openBuilderTemplate } from '../support/builder';
import { collectErrors } from '../support/console';
import { setRange } from '../support/research';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi } from '../support/strategies';

/**
 * Saving and results (docs/builder.md): a run's results go with the document they ran on, so the
 * first Save of a strategy just run stores them and its card says Backtested; a run of a document
 * edited since is not saved with it; the dashboard's Run Backtest runs the strategy as saved and
 * writes nothing until Save; a sweep run before the first save is kept with the strategy.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

interface StoredStrategy {
  name: string;
  description: string;
  updated_at: string;
  strategy_config: { generalSetting: { endDate: string } };
  backtest_results: {
    performance_metrics: { total_trades: number; final_nav: number };
    closed_trades: unknown[];
  } | null;
}

async function stored(request: APIRequestContext, id: number): Promise<StoredStrategy> {
  const answer = await request.get(`/api/strategies/${id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StoredStrategy;
}

/** The server's engine on the same configuration: the reference for what was saved. */
async function engineRun(request: APIRequestContext, config: unknown) {
  const answer = await request.post('/api/execute-strategy', {
    headers: { authorization: `Bearer ${account.token}` },
    data: config,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as {
    performance_metrics: { total_trades: number; final_nav: number };
    closed_trades: unknown[];
  };
}

async function runToTheEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
    timeout: 60_000,
  });
}

async function nameAndSave(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name: /^Strategy name:/ }).click();
  await page.getByRole('textbox', { name: 'Strategy name' }).fill(name);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Strategy "${name}" saved successfully!`)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/builder\?id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

test('the first Save of a strategy just run stores its results, and its card says Backtested', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await runToTheEnd(page);
  const id = await nameAndSave(page, 'Saved after its first run');

  const strategy = await stored(request, id);
  const reference = await engineRun(request, strategy.strategy_config);
  expect(reference.performance_metrics.total_trades).toBeGreaterThan(0);
  expect(strategy.backtest_results).not.toBeNull();
  expect(strategy.backtest_results?.closed_trades).toEqual(reference.closed_trades);
  expect(strategy.backtest_results?.performance_metrics.final_nav).toBe(
    reference.performance_metrics.final_nav,
  );
  expect(strategy.description).toMatch(/^Last backtested on /);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Saved after its first run' });
  await expect(card.getByText('Backtested', { exact: true })).toBeVisible();
  await expect(card.getByText('Not Run')).toHaveCount(0);
  await captureScreens(page, 'strategies-card-after-first-save', { widths: [1280, 375], fullPage: false });
  expect(errors).toEqual([]);
});

test('results of a run whose document was edited since are not saved with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await runToTheEnd(page);
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const ranTo = await page.getByLabel('End date').inputValue();
  await page.getByLabel('End date').fill('2021-12-31');
  await page.getByLabel('End date').blur();
  const id = await nameAndSave(page, 'Edited after its run');
  const strategy = await stored(request, id);
  expect(strategy.strategy_config.generalSetting.endDate).toBe('2021-12-31');
  expect(strategy.backtest_results).toBeNull();

  // The end date set back to what ran: the run's results belong to that document again.
  await page.getByLabel('End date').fill(ranTo);
  await page.getByLabel('End date').blur();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to cloud')).toBeVisible({ timeout: 15_000 });
  const undone = await stored(request, id);
  expect(undone.strategy_config.generalSetting.endDate).toBe(ranTo);
  const reference = await engineRun(request, undone.strategy_config);
  expect(undone.backtest_results?.closed_trades).toEqual(reference.closed_trades);
});

test("the card's Run Backtest runs the strategy as saved, with its own dates, and writes nothing until Save", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const created = await createStrategyViaApi(request, account.token, {
    name: 'Run from its card',
    description: 'Ends at the end of 2023',
    withResults: false,
  });
  const before = await stored(request, created.id);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: 'Run from its card' })
    .getByRole('button', { name: 'Run Backtest' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/builder\\?id=${created.id}&autoRun=true$`));
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  // The saved end date, 2023-12-31, whose last trading day is the 29th.
  await expect(logs).toContainText('to 2023-12-29', { timeout: 30_000 });
  await expect(logs).toContainText('Backtest complete', { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await expect(page.getByLabel('End date')).toHaveValue('2023-12-31');
  await expect(page.getByRole('status').filter({ hasText: 'Results not saved' })).toBeVisible();
  await captureScreens(page, 'builder-run-from-card-not-saved', { widths: [1280], fullPage: false });

  // Nothing is written: an auto-save would have come within a second or two of the end.
  await page.waitForTimeout(3000);
  const untouched = await stored(request, created.id);
  expect(untouched.updated_at).toBe(before.updated_at);
  expect(untouched.description).toBe('Ends at the end of 2023');
  expect(untouched.backtest_results).toBeNull();
  expect(untouched.strategy_config.generalSetting.endDate).toBe('2023-12-31');

  // Save keeps the run's results, those of the strategy as saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy "Run from its card" saved successfully!')).toBeVisible();
  const saved = await stored(request, created.id);
  const reference = await engineRun(request, saved.strategy_config);
  expect(saved.strategy_config.generalSetting.endDate).toBe('2023-12-31');
  expect(saved.backtest_results?.closed_trades).toEqual(reference.closed_trades);
  expect(saved.description).toBe('Ends at the end of 2023');
});

test('a sweep run before the first save is stored with the strategy when it is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await page
    .getByRole('tablist', { name: 'Results' })
    .getByRole('tab', { name: 'Optimise', exact: true })
    .click();
  const optimise = page.getByRole('tabpanel', { name: 'Optimise', exact: true });
  await setRange(optimise, 'fast (input)', 5, 15, 5);
  await setRange(optimise, 'slow (input)', 60, 80, 10);
  await optimise.getByRole('button', { name: 'Run 9 combinations' }).click();
  await expect(optimise.getByRole('grid', { name: /^Sharpe ratio by fast \(input\)/ })).toBeVisible({
    timeout: 60_000,
  });

  const researchSaved = page.waitForResponse(
    (response) => response.url().endsWith('/research') && response.request().method() === 'PUT',
  );
  const id = await nameAndSave(page, 'Swept before saving');
  expect((await researchSaved).status()).toBe(200);
  const answer = await request.get(`/api/strategies/${id}/research`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(answer.status()).toBe(200);
  const research = (await answer.json()) as {
    research: { sweep: { cells: unknown[] } | null } | null;
  };
  expect(research.research?.sweep?.cells).toHaveLength(9);
});
