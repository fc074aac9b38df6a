import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { logicRow, openBuilderTemplate, rowElements } from '../support/builder';
import { collectErrors } from '../support/console';
import { rangeField } from '../support/research';
import { captureScreens } from '../support/screens';

/**
 * A sweep from the builder's Optimise tab, as a first-time user meets it: the SMA Crossover
 * template's inputs (fast 20 from 5 to 100 by 5, slow 50 from 20 to 200 by 10) start their ranges
 * on their own bounds and steps; the arrow keys browse the parameter list without adding; the
 * heat map is a grid with one tab stop; the best cell is stated in words, and "Apply best" loads
 * it into the inputs. At 1920 px, then the same on a 375 px phone.
 */

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

async function openOptimise(page: Page, width: number): Promise<Locator> {
  await storeSession(page, account.token);
  await page.setViewportSize({ width, height: width < 600 ? 812 : 1080 });
  // A first load on a busy machine may take longer than the helper waits: warm the page first.
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });
  await openBuilderTemplate(page, 'SMA Crossover');
  await page
    .getByRole('tablist', { name: 'Results' })
    .getByRole('tab', { name: 'Optimise', exact: true })
    .click();
  return page.getByRole('tabpanel', { name: 'Optimise', exact: true });
}

async function values(group: Locator): Promise<string[]> {
  return Promise.all((['from', 'to', 'step'] as const).map((part) => rangeField(group, part).inputValue()));
}

/** Sets a range through its named fields ("fast from"...). */
async function narrow(optimise: Locator, name: string, from: number, to: number, step: number) {
  for (const [part, value] of [
    ['from', from],
    ['to', to],
    ['step', step],
  ] as const) {
    const field = optimise.getByRole('spinbutton', { name: `${name} ${part}`, exact: true });
    await field.fill(String(value));
    await field.blur();
  }
}

/** The inputs' values as Strategy Settings shows them, in order (fast, slow). */
async function inputValues(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'Strategy Settings' }).click();
  return page
    .getByLabel('Input value', { exact: true })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
}

for (const width of [1920, 375]) {
  test(`at ${width} px a sweep starts on the inputs' own ranges and Apply best loads the best cell`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    const optimise = await openOptimise(page, width);

    // The arrow keys on the closed list browse it: nothing is added until Enter.
    const picker = optimise.getByLabel('Add a parameter');
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(optimise.getByRole('group')).toHaveCount(0);
    await expect(picker.locator('option:checked')).toHaveText('slow (input)');
    await page.keyboard.press('ArrowUp');
    await expect(picker.locator('option:checked')).toHaveText('fast (input)');
    await page.keyboard.press('Enter');
    const fast = optimise.getByRole('group', { name: 'fast (input)' });
    await expect(fast).toBeVisible();
    await expect(optimise.getByRole('group')).toHaveCount(1);
    // The input's own min, max and step (the template declares 5, 100 and 5).
    expect(await values(fast)).toEqual(['5', '100', '5']);

    await picker.selectOption({ label: 'slow (input)' });
    const slow = optimise.getByRole('group', { name: 'slow (input)' });
    expect(await values(slow)).toEqual(['20', '200', '10']);

    // A start below the input's min is brought back to it on leaving the field.
    const fastFrom = optimise.getByRole('spinbutton', { name: 'fast from', exact: true });
    await fastFrom.fill('1');
    await fastFrom.blur();
    await expect(fastFrom).toHaveValue('5');

    // Nine combinations keep the run short: fast 10, 20, 30 x slow 40, 50, 60.
    await narrow(optimise, 'fast', 10, 30, 10);
    await narrow(optimise, 'slow', 40, 60, 10);
    await optimise.getByRole('button', { name: 'Run 9 combinations' }).click();

    const bestLine = optimise.getByText(/^Best: fast \d+, slow \d+: Sharpe ratio -?\d+\.\d\d$/);
    await expect(bestLine).toBeVisible({ timeout: 90_000 });
    const [, bestFast, bestSlow, sharpe] =
      /^Best: fast (\d+), slow (\d+): Sharpe ratio (-?\d+\.\d\d)$/.exec(
        (await bestLine.textContent()) ?? '',
      ) ?? [];
    if (!bestFast || !bestSlow || !sharpe) throw new Error('The best cell is not stated');

    // The grid: its best cell is the one tab stop, the one the text names, in view.
    const grid = optimise.getByRole('grid', { name: /^Sharpe ratio by fast \(input\) \(rows\)/ });
    await expect(grid.getByRole('gridcell')).toHaveCount(9);
    const stop = grid.locator('[role="gridcell"][tabindex="0"]');
    await expect(stop).toHaveCount(1);
    await expect(stop).toHaveAttribute(
      'aria-label',
      new RegExp(
        `^fast \\(input\\) ${bestFast}, slow \\(input\\) ${bestSlow}: Sharpe ratio ${sharpe.replace('.', '\\.')} `,
      ),
    );
    await expect(stop).toBeInViewport();

    // Arrow keys move inside the grid; Home goes to the row's first cell; Enter selects, not applies.
    await stop.focus();
    await page.keyboard.press('Home');
    await expect(
      grid.getByRole('gridcell', { name: new RegExp(`^fast \\(input\\) ${bestFast}, slow \\(input\\) 40:`) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(optimise.getByText(`Selected: fast ${bestFast}, slow 40`)).toBeVisible();
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    expect(await rowElements(logicRow(page, 1))).toEqual(['SMA fast=20', 'Cross Above', 'SMA slow=50']);
    await expectAccessible(page, `builder sweep grid at ${width} px`);
    await captureScreens(page, 'sweep-apply-best', { widths: [width], fullPage: false });

    await optimise.getByRole('button', { name: 'Apply best' }).click();
    expect(await rowElements(logicRow(page, 1))).toEqual([
      `SMA fast=${bestFast}`,
      'Cross Above',
      `SMA slow=${bestSlow}`,
    ]);
    expect(await inputValues(page)).toEqual([bestFast, bestSlow]);
    expect(errors).toEqual([]);
  });
}
