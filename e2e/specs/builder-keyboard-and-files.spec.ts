import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { libraryBlock, logicRow, pointerDrag, rowElements, slot } from '../support/builder';

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

/** Keyboard only: focus (as Tab would) and press. */
async function press(target: Locator, key = 'Enter'): Promise<void> {
  await target.focus();
  await target.press(key);
}

async function openBuilder(page: Page): Promise<void> {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible();
}

test('the same strategy built by keyboard only runs to the engine result', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openBuilder(page);
  await press(page.getByRole('tab', { name: 'Entry Logic' }));
  await press(libraryBlock(page, 'SMA'));
  await press(libraryBlock(page, 'Cross Above'));
  await press(logicRow(page, 1).getByRole('button', { name: /^Drop zone/ }));
  await press(libraryBlock(page, 'SMA'));
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 20']);
  await press(logicRow(page, 1).getByRole('button', { name: /^SMA 20, element 3/ }));
  await press(page.getByRole('tab', { name: 'Parameters' }));
  const period = page.getByRole('spinbutton', { name: 'period' });
  await period.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('50');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);
  await press(page.getByRole('button', { name: 'Select Logic 1' }));
  await press(page.getByRole('button', { name: 'Place Logic 1 in Entry Long' }));
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeVisible();

  await press(page.getByRole('tab', { name: 'Exit Logic' }));
  await press(libraryBlock(page, 'Stop Loss %'));
  await press(libraryBlock(page, 'Or'));
  await press(libraryBlock(page, 'Take Profit %'));
  expect(await rowElements(logicRow(page, 1))).toEqual(['Stop Loss % 5', 'Or', 'Take Profit % 10']);
  await press(page.getByRole('button', { name: 'Select Logic 1' }));
  await press(page.getByRole('button', { name: 'Place Logic 1 in Exit Long' }));
  await expect(slot(page, 'Exit Long').getByText('Logic 1')).toBeVisible();
  await expectAccessible(page, 'builder exit tab');

  await press(page.getByRole('button', { name: 'Run', exact: true }));
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('Backtest complete', { timeout: 40_000 });

  // The reference: the engine on the server with the same rows written by hand.
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
      exitLogic: { exit_long: [{ name: 'Stop Loss %' }, { name: 'Or' }, { name: 'Take Profit %' }] },
    },
  });
  expect(reference.status(), await reference.text()).toBe(200);
  const expected = (await reference.json()) as { performance_metrics: { total_trades: number } };
  await expect(logs).toContainText(`Backtest complete: ${expected.performance_metrics.total_trades} trades`);
});

test('an invalid row is refused by a slot with the spec message for 2 s', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await pointerDrag(
    page,
    libraryBlock(page, 'SMA'),
    page.getByText('Drag a block here to start an entry row'),
  );
  await expect(logicRow(page, 1).getByText('Invalid')).toBeVisible();
  await expect(logicRow(page, 1)).toContainText('must be compared with something');
  await pointerDrag(
    page,
    page.getByRole('button', { name: 'Drag Logic 1 to a slot' }),
    slot(page, 'Entry Long'),
  );
  const message = slot(page, 'Entry Long').getByRole('alert');
  await expect(message).toHaveText('This logic block is not a valid entry condition');
  const shown = Date.now();
  await expect(message).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(1200);
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeHidden();
});

test('undo and redo step through every edit; deleting a row renumbers the others', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await pointerDrag(
    page,
    libraryBlock(page, 'Trending Up'),
    page.getByText('Drag a block here to start an entry row'),
  );
  await pointerDrag(page, libraryBlock(page, 'Hammer'), page.getByText('Drop a block here for a new row'));
  await pointerDrag(page, libraryBlock(page, 'Doji'), page.getByText('Drop a block here for a new row'));
  await expect(logicRow(page, 3)).toBeVisible();

  await page.getByRole('button', { name: 'Delete Logic 2' }).click();
  await expect(logicRow(page, 3)).toBeHidden();
  expect(await rowElements(logicRow(page, 2))).toEqual(['Doji 0.1']);

  await page.locator('body').click({ position: { x: 5, y: 500 } });
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await rowElements(logicRow(page, 2))).toEqual(['Hammer']);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(logicRow(page, 3)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(logicRow(page, 3)).toBeVisible();
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  await expect(logicRow(page, 1)).toBeHidden();
  await page.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['Trending Up 20']);
});

test('Python export, JSON export and import, templates and library search', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBuilder(page);

  // Before a run the export has nothing to show.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Python Code' });
  await expect(exportDialog).toContainText('No Python Code Yet');
  await expect(exportDialog).toContainText('Run your strategy to generate the Python code');
  await page.keyboard.press('Escape');

  // A template opens as ordinary rows.
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  await page.getByRole('menuitem', { name: 'New from template' }).click();
  await page.getByRole('button', { name: /^RSI Reversal/ }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['RSI 14', '<', 'Number 30']);
  await expect(slot(page, 'Entry Long').getByText('Logic 1')).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
    timeout: 40_000,
  });
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportDialog.getByLabel('Python code')).toContainText('import pandas');
  await exportDialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(exportDialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('import pandas');
  await expect(exportDialog.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({
    timeout: 4_000,
  });
  await page.keyboard.press('Escape');

  // JSON: export, start anew, import the file back.
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export JSON' }).click();
  const download = await downloading;
  const file = await download.path();
  const json = JSON.parse(readFileSync(file, 'utf8')) as { format: string; name: string };
  expect(json.format).toBe('stratblocks-strategy');
  expect(json.name).toBe('RSI Reversal');

  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  await page.getByRole('menuitem', { name: 'New strategy' }).click();
  await expect(page.getByRole('button', { name: /^Strategy name: Untitled Strategy/ })).toBeVisible();
  await page.getByLabel('Import strategy JSON file').setInputFiles(file);
  await expect(page.getByRole('button', { name: /^Strategy name: RSI Reversal/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['RSI 14', '<', 'Number 30']);

  // Library search: substring, case-insensitive; no match; clear.
  const search = page.getByPlaceholder('Search items...');
  await search.fill('bollinger');
  await expect(libraryBlock(page, 'Bollinger Bands')).toBeVisible();
  await expect(libraryBlock(page, 'SMA')).toBeHidden();
  await search.fill('zzzz');
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByText('Try searching for something else or clear your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(libraryBlock(page, 'SMA')).toBeVisible();
  await expectAccessible(page, 'builder entry tab');
});

test('an Or tree in Exit Long, built by drags, runs like the same exits in one row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openBuilder(page);
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  await page.getByRole('menuitem', { name: 'New from template' }).click();
  await page.getByRole('button', { name: /^SMA Crossover/ }).click();

  // Replace the template's exit by a tree: Or with a stop row and a target row.
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  await page.getByRole('button', { name: 'Remove Logic 1 from Exit Long' }).click();
  await page.getByRole('button', { name: 'Delete Logic 1' }).click();
  await pointerDrag(
    page,
    libraryBlock(page, 'Stop Loss %'),
    page.getByText('Drag a block here to start an exit row'),
  );
  await pointerDrag(
    page,
    libraryBlock(page, 'Take Profit %'),
    page.getByText('Drop a block here for a new row'),
  );
  await pointerDrag(page, libraryBlock(page, 'Or'), slot(page, 'Exit Long'));
  const places = slot(page, 'Exit Long').getByText('Drop a valid row or And/Or');
  await expect(places).toHaveCount(2);
  await pointerDrag(page, page.getByRole('button', { name: 'Drag Logic 1 to a slot' }), places.first());
  await pointerDrag(page, page.getByRole('button', { name: 'Drag Logic 2 to a slot' }), places.first());
  await expect(places).toHaveCount(0);
  await expect(slot(page, 'Exit Long')).toContainText(/Logic 1\s*Or\s*Logic 2/);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText('Backtest complete', { timeout: 40_000 });
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
      exitLogic: { exit_long: [{ name: 'Stop Loss %' }, { name: 'Or' }, { name: 'Take Profit %' }] },
    },
  });
  expect(reference.status(), await reference.text()).toBe(200);
  const expected = (await reference.json()) as { performance_metrics: { total_trades: number } };
  await expect(logs).toContainText(`Backtest complete: ${expected.performance_metrics.total_trades} trades`);
});
