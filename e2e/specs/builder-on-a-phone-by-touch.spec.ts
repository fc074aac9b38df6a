import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';
import { libraryBlock, logicRow, rowElements, slot } from '../support/builder';
import { captureScreens, expectNoHorizontalScroll } from '../support/screens';

/**
 * The builder on a phone, by touch only: a template, blocks tapped into a new row, the row tapped
 * into the Entry Long slot, then Run Backtest and Save from the bottom action bar (docs/builder.md,
 * "On a phone").
 */

let account: TestAccount;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

const actionBar = (page: Page) => page.getByRole('group', { name: 'Strategy actions' });

/** Opens the library (it lies over the canvas on a phone) and taps one block. */
async function tapBlock(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Show block library' }).tap();
  await libraryBlock(page, name).tap();
  // The library closes after the tap, so that the row it went into shows.
  await expect(page.getByRole('navigation', { name: 'Block library' })).toBeHidden();
}

/** The names of a row's blocks in order, without their settings ("zone" for a drop zone). */
async function blockNames(row: Locator): Promise<string[]> {
  return (await rowElements(row)).map((label) => label.split(' ')[0] ?? '');
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box.y + box.height;
}

test('on a phone a strategy is built, run and saved by touch from the bottom action bar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await storeSession(page, account.token);
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible();

  // The bar sits at the bottom of the screen; the top bar's copies of its actions are gone.
  const bar = actionBar(page);
  await expect(bar).toBeVisible();
  expect(await bottomOf(bar)).toBeGreaterThanOrEqual(800);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save( strategy)?$/ })).toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Alerts/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  // Nor does the top bar scroll sideways inside itself: all it keeps fits the phone.
  const topBar = page.getByRole('banner').first();
  expect(await topBar.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Strategy file menu' })).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Strategy file menu' }).tap();
  await page.getByRole('menuitem', { name: 'New from template' }).tap();
  await page
    .getByRole('dialog', { name: 'New from template' })
    .getByRole('button', { name: /^SMA Crossover/ })
    .tap();
  await expect(page.getByRole('tab', { name: 'Entry Logic' })).toHaveAttribute('aria-selected', 'true');

  // A new row (selected as it is made), then Close > SMA tapped into it from the library.
  await page.getByRole('button', { name: 'Add row' }).tap();
  await expect(page.getByRole('button', { name: 'Select Logic 2' })).toHaveAttribute('aria-pressed', 'true');
  await tapBlock(page, 'Close');
  expect(await blockNames(logicRow(page, 2))).toEqual(['Close']);
  await tapBlock(page, '>');
  expect(await blockNames(logicRow(page, 2))).toEqual(['Close', '>', 'zone']);
  // The tap fills the row's drop zone, as a drop on it would.
  await tapBlock(page, 'SMA');
  expect(await blockNames(logicRow(page, 2))).toEqual(['Close', '>', 'SMA']);
  await expect(logicRow(page, 2).getByText('Valid', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'SMA added to Logic 2' })).toHaveCount(1);

  // Entry Long becomes the template's cross And the new row, by taps.
  const entryLong = slot(page, 'Entry Long');
  await page.getByRole('button', { name: 'Remove Logic 1 from Entry Long' }).tap();
  await page.getByRole('button', { name: 'Split Entry Long with And' }).tap();
  await page.getByRole('button', { name: 'Select Logic 1' }).tap();
  await page.getByRole('button', { name: 'Place Logic 1 in Entry Long (left)' }).tap();
  await page.getByRole('button', { name: 'Select Logic 2' }).tap();
  await page.getByRole('button', { name: 'Place Logic 2 in Entry Long (right)' }).tap();
  await expect(entryLong.getByText('Logic 1')).toBeVisible();
  await expect(entryLong.getByText('Logic 2')).toBeVisible();
  await expect(entryLong.getByText('And', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await captureScreens(page, 'builder-phone-touch-built', { widths: [375], fullPage: false });

  await bar.getByRole('button', { name: 'Run Backtest', exact: true }).tap();
  const logs = page.getByRole('tabpanel', { name: 'View Logs' });
  await expect(logs).toContainText(/Backtest complete: \d+ trades/, { timeout: 90_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Performance Metrics' }).tap();
  await expect(page.getByRole('tabpanel', { name: 'Performance Metrics' })).toContainText('Returns');

  await bar.getByRole('button', { name: 'Save', exact: true }).tap();
  const toast = page.getByText('Strategy "SMA Crossover" saved successfully!');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/builder\?id=\d+$/);
  // The toast rises above the bar: it covers none of its buttons (measured once its entrance,
  // a slide up, is over).
  const barBox = await bar.boundingBox();
  await expect.poll(() => bottomOf(toast)).toBeLessThanOrEqual(barBox?.y ?? 0);
  await captureScreens(page, 'builder-phone-saved', { widths: [375], fullPage: false });

  // More actions holds the rest of the top bar: Export, Watch and Share (saved now), alerts.
  await bar.getByRole('button', { name: 'More actions' }).tap();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Export', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Watch', exact: true })).toBeEnabled();
  await expect(menu.getByRole('menuitem', { name: 'Share', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^View Alerts \(\d+\)$/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await captureScreens(page, 'builder-phone-more-actions', { widths: [375], fullPage: false });
  await menu.getByRole('menuitem', { name: 'Export', exact: true }).tap();
  await expect(page.getByRole('dialog', { name: 'Export Python Code' })).toBeVisible();
});

/**
 * A finger on a library block: touch events dispatched in the page (the touchmoves and the
 * touchend go to the touched element, as a browser sends them). Presses, holds `holdMs`, moves to
 * `to` in steps, lifts.
 */
async function touchDrag(block: Locator, to: { x: number; y: number }, holdMs: number): Promise<void> {
  await block.evaluate(
    async (element, { to, holdMs }) => {
      const box = element.getBoundingClientRect();
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const send = (type: string, x: number, y: number) => {
        const touch = new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
        const touches = type === 'touchend' ? [] : [touch];
        element.dispatchEvent(
          new TouchEvent(type, {
            touches,
            targetTouches: touches,
            changedTouches: [touch],
            bubbles: true,
            cancelable: true,
          }),
        );
      };
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      send('touchstart', from.x, from.y);
      await pause(holdMs);
      for (let step = 1; step <= 12; step += 1) {
        send('touchmove', from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
        await pause(16);
      }
      send('touchend', to.x, to.y);
    },
    { to, holdMs },
  );
}

test('by touch a block is dragged after a press and hold; a finger that moves at once drags nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await storeSession(page, account.token);
  await page.goto('/builder');
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Entry Logic' }).tap();
  await page.getByRole('button', { name: 'Show block library' }).tap();
  // The library lies over the left of the canvas; the drop zone shows on its right.
  const zoneBox = await page.getByText('Drag a block here to start an entry row').boundingBox();
  if (!zoneBox) throw new Error('no drop zone');
  const onZone = { x: zoneBox.x + zoneBox.width - 20, y: zoneBox.y + zoneBox.height / 2 };

  // A finger that moves at once (a swipe, which scrolls) picks up nothing: no row is made.
  await touchDrag(libraryBlock(page, 'EMA'), onZone, 0);
  await expect(page.getByTestId('drag-preview')).toHaveCount(0);
  await expect(logicRow(page, 1)).toHaveCount(0);

  // Press and hold, then move: the block follows the finger and lands in a new row.
  await touchDrag(libraryBlock(page, 'SMA'), onZone, 500);
  await expect(logicRow(page, 1)).toBeVisible();
  expect(await blockNames(logicRow(page, 1))).toEqual(['SMA']);
});
