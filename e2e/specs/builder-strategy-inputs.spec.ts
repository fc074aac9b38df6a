import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { logicRow, openBuilderTemplate, rowElements, closeSidePanels } from '../support/builder';
import { setRange } from '../support/research';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

/**
 * Strategy inputs (docs/engine.md#strategy-inputs) in the builder: two inputs, fast and slow, created in Strategy
 * Settings; the four SMA periods of an SMA cross (entry and exit rows) linked to them from the
 * Parameters panel; a two-input sweep from the Optimise panel whose best cell (found independently
 * by the command line on the builder's own exported file) loads into the inputs.
 */

const CLI = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'stratblocks.mjs');

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

/** The SMA Crossover template with its inputs deleted: four plain periods, 20 and 50. */
async function openPlainSmaCross(page: Page): Promise<void> {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  for (const name of ['fast', 'slow']) {
    await page.getByRole('button', { name: `Delete input ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete input "${name}"?` })
      .getByRole('button', { name: 'Delete input' })
      .click();
  }
  await expect(page.getByText('No inputs yet.')).toBeVisible();
}

async function addInput(inputs: Locator, index: number, name: string, value: number): Promise<void> {
  await inputs.getByRole('button', { name: 'Add input' }).click();
  await inputs.getByLabel('Input name', { exact: true }).nth(index).fill(name);
  const field = inputs.getByLabel('Input value', { exact: true }).nth(index);
  await field.fill(String(value));
  await field.blur();
}

/** Selects a period's block and links its period to an input through the Parameters panel. */
async function linkPeriod(page: Page, row: Locator, element: number, input: string): Promise<void> {
  await row.getByRole('button', { name: new RegExp(`^SMA [^,]+, element ${element} of`) }).click();
  await page.getByRole('tab', { name: 'Parameters' }).click();
  await page.getByRole('button', { name: 'Link to input: period' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${input}`) }).click();
  await expect(page.getByRole('button', { name: 'Unlink input: period' })).toBeVisible();
}

const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(Number(value.toFixed(decimals)))
    .replace('\u2212', '-');

test('inputs fast and slow drive the four periods of an SMA cross and a 2-input sweep loads its best cell', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const errors = collectErrors(page);
  await openPlainSmaCross(page);

  const inputs = page.getByRole('region', { name: 'Inputs' });
  await addInput(inputs, 0, 'fast', 10);
  await addInput(inputs, 1, 'slow', 30);
  await expect(inputs.getByLabel('Input name', { exact: true })).toHaveCount(2);
  await expectAccessible(page, 'builder Strategy Settings with inputs');
  await inputs.scrollIntoViewIfNeeded();
  await captureScreens(page, 'builder-inputs-section', { widths: [1920], fullPage: false });

  // The four periods, entry and exit, linked to the two inputs.
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA 50']);
  await linkPeriod(page, logicRow(page, 1), 1, 'fast');
  await linkPeriod(page, logicRow(page, 1), 3, 'slow');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=10', 'Cross Above', 'SMA slow=30']);
  const linked = page.getByRole('group', { name: 'period' });
  await expect(linked).toContainText('Input slow = 30');
  await expectAccessible(page, 'builder Parameters with a linked field');
  await captureScreens(page, 'builder-linked-parameter', { widths: [1920], fullPage: false });
  await page.getByRole('tab', { name: 'Exit Logic' }).click();
  await linkPeriod(page, logicRow(page, 1), 1, 'fast');
  await linkPeriod(page, logicRow(page, 1), 3, 'slow');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=10', 'Cross Below', 'SMA slow=30']);

  // Unlinking keeps the value; linking again restores the link.
  await page.getByRole('button', { name: 'Unlink input: period' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=10', 'Cross Below', 'SMA 30']);
  await captureScreens(page, 'builder-unlinked-parameter', { widths: [1920], fullPage: false });
  await page.getByRole('button', { name: 'Link to input: period' }).click();
  await page.getByRole('menuitem', { name: /^slow/ }).click();

  // The reference: the command line sweeps the builder's own export file by input name.
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export JSON' }).click();
  const exported = testInfo.outputPath('sma-cross-inputs.json');
  await (await download).saveAs(exported);
  const expected = JSON.parse(
    execFileSync(
      process.execPath,
      [CLI, 'sweep', '--config', exported, '--param', 'fast=5:15:5', '--param', 'slow=30:50:10', '--json'],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    ),
  ) as { cells: Array<{ values: number[]; objective: number | null; trades: number }>; best: number };
  const best = expected.cells[expected.best];
  if (!best) throw new Error('The command line found no best combination');
  const [bestFast, bestSlow] = best.values as [number, number];

  // The Optimise panel lists the inputs first and sweeps them.
  await page
    .getByRole('tablist', { name: 'Results' })
    .getByRole('tab', { name: 'Optimise', exact: true })
    .click();
  const optimise = page.getByRole('tabpanel', { name: 'Optimise', exact: true });
  const picker = optimise.getByLabel('Add a parameter');
  // After its placeholder: the inputs, then the settings (the linked periods are the inputs).
  await expect(picker.locator('option').nth(1)).toHaveText('fast (input)');
  await expect(picker.locator('option').nth(2)).toHaveText('slow (input)');
  await expect(picker.locator('option').nth(3)).toHaveText('Initial capital');
  await setRange(optimise, 'fast (input)', 5, 15, 5);
  await setRange(optimise, 'slow (input)', 30, 50, 10);
  await optimise.getByRole('button', { name: 'Run 9 combinations' }).click();
  const heatmap = optimise.getByRole('grid', {
    name: 'Sharpe ratio by fast (input) (rows) and slow (input) (columns); each cell shows the trade count. Darker is better.',
  });
  await expect(heatmap).toBeVisible({ timeout: 60_000 });
  const sharpe = best.objective === null ? 'N/A' : fixed(best.objective, 2);
  const bestCell = heatmap.getByRole('gridcell', {
    name: `fast (input) ${bestFast}, slow (input) ${bestSlow}: Sharpe ratio ${sharpe} (${best.trades} trades)`,
    exact: true,
  });
  await expect(bestCell).toBeVisible();
  await bestCell.click();
  await optimise.getByRole('button', { name: 'Apply these values' }).click();

  // The best cell set the two inputs: every linked period reads them.
  expect(await rowElements(logicRow(page, 1))).toEqual([
    `SMA fast=${bestFast}`,
    'Cross Below',
    `SMA slow=${bestSlow}`,
  ]);
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const values = await inputs
    .getByLabel('Input value', { exact: true })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(values).toEqual([String(bestFast), String(bestSlow)]);

  // On a phone, with the side panels closed: the Inputs section, then a linked field.
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSidePanels(page);
  await inputs.getByRole('button', { name: 'Delete input slow' }).scrollIntoViewIfNeeded();
  await captureScreens(page, 'builder-inputs-section', { widths: [375], fullPage: false });
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  await logicRow(page, 1)
    .getByRole('button', { name: /^SMA fast=\d+, element 1 of/ })
    .click();
  await page.getByRole('button', { name: 'Show properties panel' }).click();
  await page.getByRole('tab', { name: 'Parameters' }).click();
  await expect(page.getByRole('group', { name: 'period' })).toContainText(`Input fast = ${bestFast}`);
  await captureScreens(page, 'builder-linked-parameter', { widths: [375], fullPage: false });
  expect(errors).toEqual([]);
});

test('deleting an input that blocks use asks first; a new input is named after its block and parameter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const inputs = page.getByRole('region', { name: 'Inputs' });

  // Cancel keeps the input and its links; focus goes back to the Delete button.
  const deleteFast = inputs.getByRole('button', { name: 'Delete input fast' });
  await deleteFast.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete input "fast"?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('2 block parameters are linked to it');
  await expectAccessible(page, 'builder asks before deleting a used input');
  await captureScreens(page, 'builder-delete-input-dialog', { widths: [1280, 375], fullPage: false });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(deleteFast).toBeFocused();
  await expect(inputs.getByLabel('Input name', { exact: true })).toHaveCount(2);

  // Delete input: the blocks keep the value as a number; focus stays in the section.
  await deleteFast.click();
  await ask.getByRole('button', { name: 'Delete input' }).click();
  await expect(ask).toBeHidden();
  await expect(inputs.getByLabel('Input name', { exact: true })).toHaveCount(1);
  await expect(inputs.getByRole('button', { name: 'Add input' })).toBeFocused();
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'SMA slow=50']);

  // Two periods linked to new inputs: sma_period, then sma_period_2.
  for (const [tab, expected] of [
    ['Entry Logic', 'sma_period'],
    ['Exit Logic', 'sma_period_2'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await logicRow(page, 1)
      .getByRole('button', { name: /^SMA 20, element 1 of/ })
      .click();
    await page.getByRole('tab', { name: 'Parameters' }).click();
    await page.getByRole('button', { name: 'Link to input: period' }).click();
    await page.getByRole('menuitem', { name: 'New input from this value' }).click();
    await expect(page.getByRole('group', { name: 'period' })).toContainText(`Input ${expected} = 20`);
  }
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const names = await inputs
    .getByLabel('Input name', { exact: true })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(names).toEqual(['slow', 'sma_period', 'sma_period_2']);

  // An input no block uses goes without a question.
  await inputs.getByRole('button', { name: 'Add input' }).click();
  await inputs.getByRole('button', { name: 'Delete input input 1' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(inputs.getByLabel('Input name', { exact: true })).toHaveCount(3);
  await expect(inputs.getByRole('button', { name: 'Add input' })).toBeFocused();
  expect(errors).toEqual([]);
});
