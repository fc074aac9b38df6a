import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { logicRow, rowElements, slot, closeSidePanels } from '../support/builder';
import { captureScreens } from '../support/screens';

/**
 * Rules typed as plain English in a new strategy (docs/builder.md#rules-as-text) build the same
 * rows as blocks would, and the run gives the same trades as those rows sent to the server.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

test('pasted rules build the rows and slots, a misspelt name is pointed at, and the run matches the blocks', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Strategy as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Strategy as text' });
  await expect(dialog.getByText(/No rules yet/)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Paste rules' })
    .fill('Buy when SMA(20) crosses above SMA(50)\nSell when stop loss 5% or take profit 10%');
  await expect(dialog.getByRole('list', { name: 'Buy blocks' }).getByRole('listitem')).toHaveText([
    'SMA20',
    'Cross Above',
    'SMA50',
  ]);
  await expect(dialog.getByRole('list', { name: 'Sell blocks' }).getByRole('listitem')).toHaveCount(3);
  await captureScreens(page, 'builder-paste-rules', { widths: [1920, 375], fullPage: false });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeVisible();

  // The row's own text field: T on the focused row opens it; a misspelt name gets a suggestion.
  await logicRow(page, 1).getByRole('button', { name: 'Select Logic 1' }).focus();
  await page.keyboard.press('t');
  const ruleText = logicRow(page, 1).getByRole('textbox', { name: 'Rule text' });
  await expect(ruleText).toHaveValue('SMA crosses above SMA(50)');
  await ruleText.fill('SMA(20) crosses above SMAA(50)');
  // "SMA(20) crosses above " is 22 characters: SMAA starts at column 23.
  await expect(logicRow(page, 1).getByText(/^line 1, column 23: .*did you mean SMA/)).toBeVisible();
  await expect(logicRow(page, 1).getByRole('button', { name: 'Apply' })).toBeDisabled();
  await captureScreens(page, 'builder-row-text-error', { widths: [1920], fullPage: false });
  await logicRow(page, 1).getByRole('button', { name: 'Cancel' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);

  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  const exits = await rowElements(logicRow(page, 1));
  expect(exits.map((name) => name.split(' ').slice(0, 2).join(' '))).toEqual([
    'Stop Loss',
    'Or',
    'Take Profit',
  ]);
  await expect(slot(page, 'Exit Long').getByText('Logic 1')).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('Backtest complete', { timeout: 60_000 });

  // The reference: the server's engine with the same rows written as blocks.
  const reference = await request.post('/api/execute-strategy', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      entryLogic: {
        long: [
          { name: 'SMA', properties: { period: 20 } },
          { name: 'Cross Above' },
          { name: 'SMA', properties: { period: 50 } },
        ],
      },
      exitLogic: {
        exit_long: [
          { name: 'Stop Loss %', properties: { percentage: 5 } },
          { name: 'Or' },
          { name: 'Take Profit %', properties: { percentage: 10 } },
        ],
      },
    },
  });
  expect(reference.status(), await reference.text()).toBe(200);
  const expected = (await reference.json()) as { performance_metrics: { total_trades: number } };
  expect(expected.performance_metrics.total_trades).toBeGreaterThan(0);
  await expect(logs).toContainText(`Backtest complete: ${expected.performance_metrics.total_trades} trades`);

  await page.getByRole('button', { name: 'Strategy as text' }).click();
  await expect(dialog.getByLabel('Rules as text')).toContainText('Buy when SMA crosses above SMA(50)');
  await captureScreens(page, 'builder-strategy-as-text', { widths: [1920, 375], fullPage: false });
  await page.keyboard.press('Escape');

  // On a phone: the side panels closed, the row's field from its button, the dialog from More actions.
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSidePanels(page);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await logicRow(page, 1).getByRole('button', { name: 'Edit Logic 1 as text' }).click();
  await ruleText.fill('SMA(20) crosses abve SMA(50) and RSI(14) < 70');
  // "SMA(20) crosses " is 16 characters: the misspelt word starts at column 17.
  await expect(logicRow(page, 1).getByText(/^line 1, column 17: /)).toBeVisible();
  await captureScreens(page, 'builder-row-text-error-phone', { widths: [375], fullPage: false });
  await logicRow(page, 1).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Strategy as text' }).click();
  await expect(dialog.getByLabel('Rules as text')).toContainText('Sell when stop loss 5% or take profit 10%');
});
