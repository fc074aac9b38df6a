import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { openBuilderTemplate, closeSidePanels } from '../support/builder';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';

/**
 * The builder's run history (docs/builder.md#run-history): two runs of a template with one input
 * changed between them are both kept, named by their time and change; the comparison with the
 * previous run shows the change of a metric that matches the two runs' own figures; a reload finds
 * the history and the comparison unchanged.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

function resultsTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name, exact: true });
}

/** Opens a tab of the results panel (pressing the open one would close the panel). */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = resultsTab(page, name);
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function runToTheEnd(page: Page, runs: number): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
    timeout: 60_000,
  });
  // The run joins the history once its results are in.
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('stratblocks.run-history.draft') ?? '[]') as unknown[]).length,
      ),
    )
    .toBe(runs);
}

/** The Total return the results panel shows for the last run, as a number of percent. */
async function totalReturnShown(page: Page): Promise<number> {
  await openTab(page, 'Performance Metrics');
  const value = page
    .getByRole('tabpanel', { name: 'Performance Metrics' })
    .locator('dl > div')
    .filter({ has: page.getByRole('button', { name: 'Total return', exact: true }) })
    .locator('dd');
  await expect(value).toHaveText(/%$/);
  return percent(await value.innerText());
}

function percent(text: string): number {
  return Number(text.replace(/[%,+\s]/g, ''));
}

async function totalReturnRow(comparison: Locator): Promise<string[]> {
  const row = comparison
    .getByRole('row')
    .filter({ has: comparison.page().getByRole('rowheader', { name: 'Total return', exact: true }) });
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

test('two runs of an edited template compare with each other, and a reload keeps both', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await runToTheEnd(page, 1);
  const first = await totalReturnShown(page);

  // One input changed: the fast SMA's period, 20 -> 10.
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  const fast = page.getByRole('region', { name: 'Inputs' }).getByLabel('Input value', { exact: true }).nth(0);
  await expect(fast).toHaveValue('20');
  await fast.fill('10');
  await fast.blur();
  await runToTheEnd(page, 2);
  const second = await totalReturnShown(page);
  expect(second).not.toBe(first);

  await openTab(page, 'Run History');
  const history = page.getByRole('region', { name: 'Run history' });
  await expect(history.getByRole('button', { name: /^This run at \d\d:\d\d: fast 20 -> 10/ })).toBeVisible();
  await expect(history.getByRole('button', { name: /^Run at \d\d:\d\d: First run/ })).toBeVisible();
  await history.getByRole('button', { name: 'Compare with previous run' }).click();

  const comparison = page.getByRole('region', { name: 'Run comparison' });
  await expect(comparison.getByRole('figure')).toContainText('This run');
  await expect(comparison.getByRole('figure')).toContainText(/Run at \d\d:\d\d \(First run\)/);
  const cells = await totalReturnRow(comparison);
  // This run, the other, the change, the verdict: the change is the second run's figure less the
  // first's, as each run's own results panel showed them (to a hundredth, both being rounded).
  expect(percent(cells[0] ?? '')).toBe(second);
  expect(percent(cells[1] ?? '')).toBe(first);
  expect(Math.abs(percent(cells[2] ?? '') - (second - first))).toBeLessThanOrEqual(0.011);
  expect(cells[3]).toBe(second > first ? 'Better' : 'Worse');
  await captureScreens(page, 'builder-run-history', { widths: [1920], fullPage: false });

  // A reload reads the history and the comparison back.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });
  await openTab(page, 'Run History');
  await expect(page.getByRole('region', { name: 'Run history' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Run comparison' })).toBeVisible();
  expect(await totalReturnRow(page.getByRole('region', { name: 'Run comparison' }))).toEqual(cells);

  // On a phone, with the side panels closed as a phone opens them: the history and its comparison.
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSidePanels(page);
  await expect(page.getByRole('region', { name: 'Run comparison' })).toBeVisible();
  await captureScreens(page, 'builder-run-history', { widths: [375], fullPage: false });
  expect(errors).toEqual([]);
});
