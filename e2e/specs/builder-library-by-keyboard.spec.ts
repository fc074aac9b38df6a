import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { libraryBlock, logicRow, rowElements } from '../support/builder';
import { captureScreens } from '../support/screens';

/**
 * The block library by keyboard (docs/builder.md, "By keyboard"): one Tab stop, arrow keys between
 * the blocks, Enter or Space to add one; a Skip to canvas link first of all.
 */

let account: TestAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

async function openBuilder(page: Page): Promise<void> {
  await storeSession(page, account.token);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/builder');
  // The builder's chunk loads first: slow on a busy machine.
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 30_000 });
}

const library = (page: Page) => page.getByRole('navigation', { name: 'Block library' });
const blocks = (page: Page) => library(page).locator('[data-library-block]');

/** Whether the focus is inside the element. */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

test('Skip to canvas is the first Tab stop, shows when focused and moves the focus to the canvas', async ({
  page,
}) => {
  await openBuilder(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to canvas' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await captureScreens(page, 'builder-skip-to-canvas', { widths: [1920], fullPage: false });
  await page.keyboard.press('Enter');
  const canvas = page.getByRole('main');
  await expect(canvas).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next Tab goes on inside the canvas, past the top bar and the library.
  await page.keyboard.press('Tab');
  expect(await holdsFocus(canvas)).toBe(true);
  expect(await holdsFocus(library(page))).toBe(false);
});

test('the library is one Tab stop: the arrow keys move between blocks, Enter and Space add one', async ({
  page,
}) => {
  await openBuilder(page);
  await page.getByRole('tab', { name: 'Entry Logic' }).click();
  const search = page.getByRole('searchbox', { name: 'Search blocks' });

  // Out of every block of the catalogue, one takes part in the Tab order beside the search field.
  expect(await blocks(page).count()).toBeGreaterThan(50);
  const tabStops = await library(page).evaluate(
    (nav) =>
      Array.from(nav.querySelectorAll<HTMLElement>('button, input, a[href], [tabindex]')).filter(
        (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
      ).length,
  );
  expect(tabStops).toBe(2);

  await search.focus();
  await page.keyboard.press('Tab');
  await expect(blocks(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(blocks(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(blocks(page).nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(blocks(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(blocks(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(blocks(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(blocks(page).nth(2)).toBeFocused();

  // Tab leaves the library; Shift+Tab comes back to the block last focused.
  await page.keyboard.press('Tab');
  expect(await holdsFocus(library(page))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(blocks(page).nth(2)).toBeFocused();
  await captureScreens(page, 'builder-library-keyboard', { widths: [1920], fullPage: false });

  // A search keeps one Tab stop for the blocks: the first it shows, after the Clear search button.
  await search.fill('Cross');
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(blocks(page).nth(0)).toBeFocused();
  await expect(blocks(page).nth(0)).toHaveAccessibleName(/^Cross/);
  await search.fill('');

  // Enter adds the focused block to a new row; Space the next one to the row it made.
  await libraryBlock(page, 'SMA').focus();
  await page.keyboard.press('Enter');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20']);
  await expect(
    page.getByRole('status').filter({ hasText: 'SMA added to Logic 1 of Entry Logic' }),
  ).toHaveCount(1);
  // The focus stays on the block: the next one is an arrow key away.
  await expect(libraryBlock(page, 'SMA')).toBeFocused();
  await libraryBlock(page, 'Cross Above').focus();
  await page.keyboard.press(' ');
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'zone']);
  // A click adds too, into the row's drop zone, as a drop there would.
  await libraryBlock(page, 'EMA').click();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'EMA 20']);
  await expect(logicRow(page, 1).getByText('Valid', { exact: true })).toBeVisible();

  // A block the selected place does not take is refused, and the refusal is said.
  await libraryBlock(page, 'Stop Loss %').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stop Loss % does not fit the selected place').first()).toBeVisible();
  expect(await rowElements(logicRow(page, 1))).toEqual(['SMA 20', 'Cross Above', 'EMA 20']);
});
