import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { RESEARCH_LAB_STRATEGY, startResearchLabHarness } from '../pages/research-lab-harness';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { setRange } from '../support/research';
import { createStrategyViaApi } from '../support/strategies';

/**
 * The research components the builder mounts, on a harness page, fed by the real server's bars and
 * run in the browser's Web Worker: what they show is checked against the command line's own runs
 * of the same strategy (a separate process), then looked at in both themes at 1280 and 375 px.
 */

const CLI = join(import.meta.dirname, '..', '..', 'apps', 'cli', 'bin', 'stratblocks.mjs');
const FAST = 'entryLogicRows.0.elements.0.properties.period';
const SLOW = 'entryLogicRows.0.elements.2.properties.period';
const FAST_LABEL = 'SMA period (Entry long, Logic 1, element 1)';
const SLOW_LABEL = 'SMA period (Entry long, Logic 1, element 3)';

function cli(args: string[]): unknown {
  return JSON.parse(
    execFileSync(process.execPath, [CLI, ...args, '--config', RESEARCH_LAB_STRATEGY, '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    }),
  );
}

const fixed = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(Number(value.toFixed(decimals)))
    // The app writes negatives with the ASCII minus (lib/format.ts), as Intl does in en-US.
    .replace('\u2212', '-');

/** A sweep's cells as the command line prints them (`--json`). */
interface CliSweep {
  cells: Array<{ values: number[]; objective: number | null; trades: number }>;
  best: number;
}

/** The accessible name of a heat map cell's button. */
function cellName(cell: CliSweep['cells'][number]): string {
  const [fast, slow] = cell.values as [number, number];
  const sharpe = cell.objective === null ? 'N/A' : fixed(cell.objective, 2);
  return `${FAST_LABEL} ${fast}, ${SLOW_LABEL} ${slow}: Sharpe ratio ${sharpe} (${cell.trades} trades)`;
}

const heatmapName = `Sharpe ratio by ${FAST_LABEL} (rows) and ${SLOW_LABEL} (columns); each cell shows the trade count. Darker is better.`;

let harness: Awaited<ReturnType<typeof startResearchLabHarness>>;
let account: TestAccount;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  harness = await startResearchLabHarness();
  account = await signUpViaApi(request);
});

test.afterAll(async () => {
  await harness.close();
});

for (const where of ['browser', 'server'] as const) {
  test(`a two-parameter sweep runs ${where === 'server' ? 'on the server' : 'in the browser'}, matches the command line, and its best cell applies`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    if (where === 'server') await storeSession(page, account.token);
    await page.goto(`${harness.url}?runOn=${where}`);
    const optimise = page.getByRole('region', { name: 'Optimise panel' });
    await setRange(optimise, FAST_LABEL, 10, 30, 10);
    await setRange(optimise, SLOW_LABEL, 40, 60, 10);
    const serverCall =
      where === 'server'
        ? page.waitForResponse(
            (response) =>
              response.url().endsWith('/api/research/jobs') && response.request().method() === 'POST',
          )
        : null;
    await page.getByRole('button', { name: 'Run 9 combinations' }).click();
    if (serverCall) expect((await serverCall).status()).toBe(202);
    const heatmap = page.getByRole('grid', { name: heatmapName });
    await expect(heatmap).toBeVisible({ timeout: 60_000 });

    const expected = cli([
      'sweep',
      '--param',
      `${FAST}=10:30:10`,
      '--param',
      `${SLOW}=40:60:10`,
      '--objective',
      'sharpe',
    ]) as CliSweep;
    for (const cell of expected.cells) {
      await expect(
        heatmap.getByRole('gridcell', {
          name: cellName(cell),
          exact: true,
        }),
      ).toBeVisible();
    }
    const best = expected.cells[expected.best];
    if (!best) throw new Error('The command line found no best combination');
    const [bestFast, bestSlow] = best.values as [number, number];
    // A click selects the cell; its values load only from "Apply these values".
    await heatmap.getByRole('gridcell', { name: cellName(best), exact: true }).click();
    await expect(page.getByTestId('applied')).toHaveText('Nothing applied');
    await page.getByRole('button', { name: 'Apply these values' }).click();
    await expect(page.getByTestId('applied')).toHaveText(`Applied: ${FAST}=${bestFast} ${SLOW}=${bestSlow}`);
    await expectAccessible(page, 'sweep heatmap');
    if (where === 'browser') await captureScreens(page, 'research-lab-sweep');
    expect(errors).toEqual([]);
  });
}

test("a sweep of 1,200 combinations runs over one Web Worker per core, and its best cell is the command line's", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const researchWorkers: string[] = [];
  page.on('worker', (worker) => {
    if (worker.url().includes('research-worker')) researchWorkers.push(worker.url());
  });
  await page.goto(`${harness.url}?runOn=browser`);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const optimise = page.getByRole('region', { name: 'Optimise panel' });
  await setRange(optimise, FAST_LABEL, 5, 44, 1);
  await setRange(optimise, SLOW_LABEL, 40, 69, 1);
  await page.getByRole('button', { name: 'Run 1,200 combinations' }).click();
  const heatmap = page.getByRole('grid', { name: heatmapName });
  await expect(heatmap).toBeVisible({ timeout: 90_000 });

  const expected = cli([
    'sweep',
    '--param',
    `${FAST}=5:44:1`,
    '--param',
    `${SLOW}=40:69:1`,
    '--objective',
    'sharpe',
  ]) as CliSweep;
  expect(expected.cells).toHaveLength(1_200);
  const best = expected.cells[expected.best];
  if (!best) throw new Error('The command line found no best combination');
  await expect(heatmap.getByRole('gridcell')).toHaveCount(1_200);
  for (const cell of [
    best,
    expected.cells[0],
    expected.cells[599],
    expected.cells[600],
    expected.cells[1_199],
  ]) {
    if (cell)
      await expect(heatmap.getByRole('gridcell', { name: cellName(cell), exact: true })).toBeVisible();
  }
  // One worker per core (at most four): the grid was split between them.
  expect(researchWorkers).toHaveLength(Math.min(Math.max(cores, 1), 4));
  expect(errors).toEqual([]);
});

test('a walk-forward and a Monte Carlo show their charts and the command line figures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(harness.url);
  await page.getByRole('button', { name: 'Run walk-forward' }).first().click();
  await expect(page.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible({
    timeout: 60_000,
  });
  const walk = cli([
    'walk-forward',
    '--param',
    `${FAST}=10,20,30`,
    '--param',
    `${SLOW}=50,100`,
    '--in-sample',
    '504',
    '--out-of-sample',
    '126',
    '--objective',
    'sharpe',
  ]) as { efficiency: number | null; windows: unknown[] };
  await expect(
    page.getByText(`${walk.windows.length} rolling windows: in-sample 504 bars, out-of-sample 126 bars`),
  ).toBeVisible();
  const efficiency = page.getByText('Efficiency', { exact: true }).locator('xpath=../..');
  await expect(efficiency).toContainText(walk.efficiency === null ? 'N/A' : fixed(walk.efficiency, 2));

  await page.getByRole('button', { name: 'Run Monte Carlo' }).click();
  await expect(page.getByRole('img', { name: /^Fan chart of equity/ })).toBeVisible({ timeout: 30_000 });
  const carlo = cli(['monte-carlo', '--method', 'bootstrap', '--seed', '7', '--drawdown', '15']) as {
    finalEquity: Record<string, number>;
    tradeCount: number;
  };
  await expect(
    page.getByText(`1,000 runs of ${carlo.tradeCount} trades, trades drawn with replacement · seed 7`),
  ).toBeVisible();
  const median = page.getByText('Median final equity', { exact: true }).locator('xpath=../..');
  await expect(median).toContainText(`$${fixed(carlo.finalEquity['50'] ?? Number.NaN, 2)}`);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('stratblocks.theme', value);
    }, theme);
    await page.goto(`${harness.url}?theme=${theme}`);
    await page.getByRole('button', { name: 'Run walk-forward' }).first().click();
    await page.getByRole('button', { name: 'Run Monte Carlo' }).click();
    await expect(page.getByRole('img', { name: /^Fan chart of equity/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible({
      timeout: 60_000,
    });
    await expectAccessible(page, `walk-forward and Monte Carlo, ${theme}`);
    await captureScreens(page, `research-lab-${theme}`);
  }
});

test('the Monte Carlo panel runs with the seed the user gives, like the command line', async ({ page }) => {
  await page.goto(harness.url);
  await page.getByRole('button', { name: "Load the run's trades" }).click();
  const panel = page.getByRole('region', { name: 'Monte Carlo panel' });
  await panel.getByLabel('Method').selectOption({ label: 'Bootstrap (draw trades with replacement)' });
  const seed = panel.getByLabel('Seed');
  await seed.fill('99');
  await seed.blur();
  await panel.getByRole('button', { name: 'Run Monte Carlo' }).click();
  const carlo = cli(['monte-carlo', '--method', 'bootstrap', '--seed', '99']) as {
    finalEquity: Record<string, number>;
    tradeCount: number;
  };
  await expect(
    panel.getByText(`1,000 runs of ${carlo.tradeCount} trades, trades drawn with replacement · seed 99`),
  ).toBeVisible();
  const median = panel.getByText('Median final equity', { exact: true }).locator('xpath=../..');
  await expect(median).toContainText(`$${fixed(carlo.finalEquity['50'] ?? Number.NaN, 2)}`);
  await expectAccessible(page, 'Monte Carlo panel');
});

test('the walk-forward panel runs the windows it is given, like the command line', async ({ page }) => {
  await page.goto(harness.url);
  const panel = page.getByRole('region', { name: 'Walk-forward panel' });
  await setRange(panel, FAST_LABEL, 10, 30, 10);
  await panel.getByLabel('Windows').selectOption({ label: 'Anchored (from the first bar)' });
  for (const [label, value] of [
    [/^In-sample/, '252'],
    [/^Out-of-sample/, '252'],
  ] as const) {
    const field = panel.getByLabel(label);
    await field.fill(value);
    await field.blur();
  }
  await panel.getByRole('button', { name: 'Run walk-forward' }).click();
  await expect(panel.getByRole('img', { name: /^Stitched out-of-sample equity/ })).toBeVisible({
    timeout: 60_000,
  });
  const walk = cli([
    'walk-forward',
    '--param',
    `${FAST}=10:30:10`,
    '--in-sample',
    '252',
    '--out-of-sample',
    '252',
    '--mode',
    'anchored',
  ]) as { efficiency: number | null; windows: unknown[] };
  await expect(
    panel.getByText(`${walk.windows.length} anchored windows: in-sample 252 bars, out-of-sample 252 bars`),
  ).toBeVisible();
  const efficiency = panel.getByText('Efficiency', { exact: true }).locator('xpath=../..');
  await expect(efficiency).toContainText(walk.efficiency === null ? 'N/A' : fixed(walk.efficiency, 2));
  await expectAccessible(page, 'walk-forward panel');
  await captureScreens(page, 'research-lab-walk-forward-panel');
});

test('the Share button creates a public link, copies nothing without asking, and revokes it', async ({
  page,
  request,
}) => {
  const strategy = await createStrategyViaApi(request, account.token, {
    name: 'Shared from the button',
    description: 'A report link',
    withResults: true,
  });
  await storeSession(page, account.token);
  await page.goto(`${harness.url}?strategy=${strategy.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only report' });
  await expect(
    dialog.getByText('This strategy is private. Create a link to share its report.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByLabel('Public link');
  await expect(field).toHaveValue(/\/report\/[A-Za-z0-9_-]{32}$/);
  const path = new URL(await field.inputValue()).pathname;
  const token = path.split('/').at(-1) ?? '';
  expect((await request.get(`/api/reports/${token}`)).status()).toBe(200);
  await expectAccessible(page, 'share dialog');
  await captureScreens(page, 'share-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await request.get(`/api/reports/${token}`)).status()).toBe(404);
});
