import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { logicRow, openBuilderTemplate, rowElements } from '../support/builder';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { rangeField, setRange } from '../support/research';

/**
 * The research lab inside the builder: a two-parameter sweep from the Optimise tab whose best cell
 * (found independently by the command line on the builder's own exported file) loads into the
 * strategy as an undoable edit; a walk-forward and a Monte Carlo with their charts; the results
 * saved with the strategy, shared as a public report, and the link revoked. Collapsing the results
 * panel loses nothing: a sweep started before it collapses ends while it is closed, and its heatmap,
 * like a Monte Carlo's fan chart, is there with its set-up when the panel opens again.
 */

const CLI = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'stratblocks.mjs');
// The SMA Crossover template's periods are its inputs fast and slow, shared by the entry and the exit.
const FAST = 'fast';
const SLOW = 'slow';
const FAST_LABEL = 'fast (input)';
const SLOW_LABEL = 'slow (input)';

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

async function openTemplate(page: Page, template: string): Promise<void> {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openBuilderTemplate(page, template);
}

async function openBottomTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

/** Closes the results panel with its own control: every tab's content unmounts. */
async function collapseResults(page: Page, tab: string): Promise<void> {
  await page.getByRole('button', { name: 'Collapse results panel' }).click();
  await expect(page.getByRole('button', { name: 'Open results panel' })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { selected: true }),
  ).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toHaveCount(0);
}

/** The From, To and Step of a swept parameter, as the form shows them. */
async function rangeValues(scope: Locator, label: string): Promise<string[]> {
  const group = scope.getByRole('group', { name: label });
  return Promise.all((['from', 'to', 'step'] as const).map((part) => rangeField(group, part).inputValue()));
}

/** Screenshots at 1280 and 1920 px in the light theme, then the dark one (and back). */
async function screensInBothThemes(page: Page, name: string): Promise<void> {
  await captureScreens(page, `${name}-light`, { widths: [1280, 1920], fullPage: false });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await captureScreens(page, `${name}-dark`, { widths: [1280, 1920], fullPage: false });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(Number(value.toFixed(decimals)))
    .replace('\u2212', '-');

test('a two-parameter sweep from the Optimise tab loads its best cell into the strategy, undoably', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await openTemplate(page, 'SMA Crossover');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50']);

  // The reference: the command line (a separate process) sweeps the builder's own export file.
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export JSON' }).click();
  const exported = testInfo.outputPath('sma-crossover.json');
  await (await download).saveAs(exported);
  const expected = JSON.parse(
    execFileSync(
      process.execPath,
      [
        CLI,
        'sweep',
        '--config',
        exported,
        '--param',
        `${FAST}=5:15:5`,
        '--param',
        `${SLOW}=60:80:10`,
        '--json',
      ],
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    ),
  ) as { cells: Array<{ values: number[]; objective: number | null; trades: number }>; best: number };
  const best = expected.cells[expected.best];
  if (!best) throw new Error('The command line found no best combination');
  const [bestFast, bestSlow] = best.values as [number, number];

  // The sweep's bars are held back until the panel is closed: the job starts, the panel collapses
  // (unmounting it), and the job goes on to its end unseen.
  let releaseBars = () => {};
  const barsHeld = new Promise<void>((resolve) => {
    releaseBars = resolve;
  });
  await page.route(
    '**/api/market/bars?**',
    async (route) => {
      await barsHeld;
      await route.continue();
    },
    { times: 1 },
  );
  let optimise = await openBottomTab(page, 'Optimise');
  await setRange(optimise, FAST_LABEL, 5, 15, 5);
  await setRange(optimise, SLOW_LABEL, 60, 80, 10);
  await optimise.getByRole('button', { name: 'Run 9 combinations' }).click();
  await expect(optimise.getByRole('progressbar', { name: 'Loading market data' })).toBeVisible();
  await collapseResults(page, 'Optimise');
  const barsServed = page.waitForResponse((response) => response.url().includes('/api/market/bars?'));
  releaseBars();
  expect((await barsServed).status()).toBe(200);

  optimise = await openBottomTab(page, 'Optimise');
  expect(await rangeValues(optimise, FAST_LABEL)).toEqual(['5', '15', '5']);
  expect(await rangeValues(optimise, SLOW_LABEL)).toEqual(['60', '80', '10']);
  const heatmap = optimise.getByRole('grid', {
    name: `Sharpe ratio by ${FAST_LABEL} (rows) and ${SLOW_LABEL} (columns); each cell shows the trade count. Darker is better.`,
  });
  await expect(heatmap).toBeVisible({ timeout: 60_000 });
  const sharpe = best.objective === null ? 'N/A' : fixed(best.objective, 2);
  const bestCell = heatmap.getByRole('gridcell', {
    name: `${FAST_LABEL} ${bestFast}, ${SLOW_LABEL} ${bestSlow}: Sharpe ratio ${sharpe} (${best.trades} trades)`,
    exact: true,
  });
  await expect(bestCell).toBeVisible();
  await captureScreens(page, 'builder-research-optimise-reopened', { widths: [1280, 1920], fullPage: false });

  // Closed and opened again once the result is in: the same heatmap and best cell.
  await collapseResults(page, 'Optimise');
  optimise = await openBottomTab(page, 'Optimise');
  await expect(bestCell).toBeVisible();
  await expectAccessible(page, 'builder Optimise heatmap');
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await screensInBothThemes(page, 'builder-research-optimise');
  await page.getByRole('button', { name: 'Restore panel size' }).click();

  await bestCell.click();
  await optimise.getByRole('button', { name: 'Apply these values' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual([
    `SMA fast=${bestFast}`,
    'Cross Above',
    `SMA slow=${bestSlow}`,
  ]);
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50']);
  expect(errors).toEqual([]);
});

test('a saved strategy runs a walk-forward and a Monte Carlo, shares them in a report, and revokes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openTemplate(page, 'SMA Crossover');

  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toHaveAttribute('aria-disabled', 'true');
  await expect(share).toHaveAccessibleDescription('Save the strategy to share it');

  const carlo = await openBottomTab(page, 'Monte Carlo');
  await expect(carlo.getByRole('heading', { name: 'No trades to resample yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to cloud')).toBeVisible({ timeout: 15_000 });
  await expect(share).not.toHaveAttribute('aria-disabled', 'true');

  const savedResearch = page.waitForResponse(
    (response) => response.url().endsWith('/research') && response.request().method() === 'PUT',
  );
  let monteCarlo = await openBottomTab(page, 'Monte Carlo');
  const seed = monteCarlo.getByLabel('Seed', { exact: true });
  await seed.fill('7');
  await seed.blur();
  await monteCarlo.getByRole('button', { name: 'Run Monte Carlo' }).click();
  const fanChart = monteCarlo.getByRole('img', { name: /^Fan chart of equity/ });
  await expect(fanChart).toBeVisible({ timeout: 30_000 });
  await expect(monteCarlo.getByRole('heading', { name: 'Monte Carlo', exact: true })).toBeVisible();
  expect((await savedResearch).status()).toBe(200);
  const fanChartName = await fanChart.getAttribute('aria-label');

  await collapseResults(page, 'Monte Carlo');
  monteCarlo = await openBottomTab(page, 'Monte Carlo');
  await expect(monteCarlo.getByRole('img', { name: /^Fan chart of equity/ })).toHaveAttribute(
    'aria-label',
    fanChartName ?? '',
  );
  await expect(monteCarlo.getByLabel('Seed', { exact: true })).toHaveValue('7');
  await captureScreens(page, 'builder-research-monte-carlo-reopened', {
    widths: [1280, 1920],
    fullPage: false,
  });
  await expectAccessible(page, 'builder Monte Carlo');
  await page.getByRole('button', { name: 'Maximise panel' }).click();
  await screensInBothThemes(page, 'builder-research-monte-carlo');
  await page.getByRole('button', { name: 'Restore panel size' }).click();

  const walkSaved = page.waitForResponse(
    (response) => response.url().endsWith('/research') && response.request().method() === 'PUT',
  );
  const walk = await openBottomTab(page, 'Walk-forward');
  await setRange(walk, FAST_LABEL, 10, 30, 10);
  await walk.getByRole('button', { name: 'Run walk-forward' }).click();
  await expect(walk.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible({
    timeout: 90_000,
  });
  await expect(walk.getByRole('heading', { name: 'Walk-forward', exact: true })).toBeVisible();
  expect((await walkSaved).status()).toBe(200);
  await expectAccessible(page, 'builder walk-forward');

  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only report' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByLabel('Public link');
  await expect(field).toHaveValue(/\/report\/[A-Za-z0-9_-]{32}$/);
  const link = await field.inputValue();
  const builderUrl = page.url();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'SMA Crossover' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Robustness' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Fan chart of equity/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible();

  await page.goto(builderUrl);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Share a read-only report' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Share a read-only report' })
      .getByRole('button', { name: 'Create link' }),
  ).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Fan chart of equity/ })).toHaveCount(0);
});
