import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { logicRow, rowElements } from '../support/builder';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi } from '../support/strategies';

/**
 * What a trader meets first in the builder: the end date an address gives, a block's parameters
 * on selection, templates offered where a new strategy is empty and from the dashboard's Create
 * Strategy.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('/builder?id=&endDate= shows that date in End date as an unsaved change, runs it and saves it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'Ends in 2023',
    description: 'Saved with an end date of 2023-12-31',
    withResults: false,
  });
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/builder?id=${strategy.id}&endDate=2021-06-30`);
  await expect(page.getByRole('button', { name: /^Strategy name: Ends in 2023/ })).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveValue('2021-06-30');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving asks, as for any change.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('End date')).toHaveValue('2021-06-30');

  // Save keeps it.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy "Ends in 2023" saved successfully!')).toBeVisible();
  const saved = await request.get(`/api/strategies/${strategy.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const body = (await saved.json()) as { strategy_config: { generalSetting: { endDate: string } } };
  expect(body.strategy_config.generalSetting.endDate).toBe('2021-06-30');

  // The run uses the date the field shows, and a date typed after it.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('from 2020-01-02 to 2021-06-30', { timeout: 30_000 });
  await expect(logs).toContainText('Backtest complete', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  await page.getByLabel('End date').fill('2020-12-31');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(logs).toContainText('from 2020-01-02 to 2020-12-31', { timeout: 30_000 });
});

test('selecting a block in a row shows its Parameters; Description and Block Properties are a click away', async ({
  page,
  request,
}) => {
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'Parameters first',
    description: 'RSI below 30',
    withResults: false,
  });
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/builder?id=${strategy.id}`);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  const inspector = page.getByRole('complementary', { name: 'Properties' });

  await logicRow(page, 1)
    .getByRole('button', { name: /^RSI 14, element 1/ })
    .click();
  await expect(inspector.getByRole('tab', { name: 'Parameters' })).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.getByRole('spinbutton', { name: 'period' })).toHaveValue('14');
  await captureScreens(page, 'builder-parameters-on-selection', { widths: [1920, 1280], fullPage: false });
  await inspector.getByRole('tab', { name: 'Description' }).click();
  await expect(inspector.getByRole('tabpanel', { name: 'Description' })).toContainText(/\w+/);
  await inspector.getByRole('tab', { name: 'Block Properties' }).click();
  await expect(inspector.getByRole('tabpanel', { name: 'Block Properties' })).toContainText('Category');

  // By keyboard: Enter on another block shows its parameters, ready to be typed in.
  const number = logicRow(page, 1).getByRole('button', { name: /^Number 30, element 3/ });
  await number.focus();
  await page.keyboard.press('Enter');
  await expect(inspector.getByRole('tab', { name: 'Parameters' })).toHaveAttribute('aria-selected', 'true');
  const value = inspector.getByRole('spinbutton', { name: 'value' });
  await expect(value).toHaveValue('30');
  await value.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('25');
  expect(await rowElements(logicRow(page, 1))).toEqual(['RSI 14', '<', 'Number 25']);
});

test('a new strategy offers Start from a template and the Quick Start where its logic is empty', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/builder');
  // The builder's first load on a busy machine takes longer than the default wait.
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  const workspace = page.getByRole('main');
  await expect(workspace.getByRole('button', { name: 'Start from a template' })).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/quick-start');
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await expectAccessible(page, 'builder, empty entry logic');
  await captureScreens(page, 'builder-empty-entry-templates', { widths: [1920, 1280], fullPage: false });
  await workspace.getByRole('button', { name: 'Start from a template' }).click();
  await page
    .getByRole('dialog', { name: 'New from template' })
    .getByRole('button', { name: /^SMA Crossover/ })
    .click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50']);
  await expect(workspace.getByRole('button', { name: 'Start from a template' })).toBeHidden();
});

test('Create Strategy on the overview and on My Strategies offers a blank strategy or a template', async ({
  page,
}) => {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/overview');
  await page.getByRole('button', { name: 'Create Strategy' }).first().click();
  await expect(page.getByRole('menuitem', { name: /^Blank strategy/ })).toBeVisible();
  await expectAccessible(page, 'overview, Create Strategy menu');
  await captureScreens(page, 'create-strategy-menu', { widths: [1280], fullPage: false });
  await page.getByRole('menuitem', { name: /^From a template/ }).click();
  const templates = page.getByRole('dialog', { name: 'New from template' });
  await expect(templates).toBeVisible();
  await templates.getByRole('button', { name: /^RSI Reversal/ }).click();
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['RSI 14', '<', 'Number 30']);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/dashboard');
  // The header's button (an account with no saved strategy shows a second one in the empty list).
  await page.getByRole('button', { name: 'Create New Strategy' }).first().click();
  await expect(page.getByRole('menuitem', { name: /^From a template/ })).toBeVisible();
  // The template left an unsaved draft: a blank strategy asks before it replaces it.
  await page.getByRole('menuitem', { name: /^Blank strategy/ }).click();
  await expect(page).toHaveURL(/\/builder/);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Start from a template' })).toBeVisible();
  await expect(logicRow(page, 1)).toBeHidden();
});
