import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A real pointer drag, as a user makes it: press on the source, move a few pixels (dnd-kit starts
 * after 4 px), glide to the target in several steps, release. No injected state.
 */
export async function pointerDrag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source is not visible');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 8, startY + 4, { steps: 3 });
  await expect(page.getByTestId('drag-preview')).toBeVisible();
  await target.scrollIntoViewIfNeeded().catch(() => undefined);
  const to = await target.boundingBox();
  if (!to) throw new Error('drag target is not visible');
  const endX = to.x + Math.min(to.width / 2, 40);
  const endY = to.y + to.height / 2;
  await page.mouse.move(endX, endY, { steps: 12 });
  await page.mouse.move(endX + 1, endY, { steps: 2 });
  await page.mouse.up();
}

/** A block of the library: its accessible name starts with the block's name. */
export function libraryBlock(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('navigation', { name: 'Block library' })
    .getByRole('button', { name: new RegExp(`^${escaped}:`) });
}

export function logicRow(page: Page, n: number): Locator {
  return page.getByRole('group', { name: `Logic ${n}`, exact: true });
}

export function slot(page: Page, name: 'Entry Long' | 'Entry Short' | 'Exit Long' | 'Exit Short'): Locator {
  return page.getByRole('group', { name: `${name} slot` });
}

/** Names of a row's elements in order ("zone" for a drop zone). */
export async function rowElements(row: Locator): Promise<string[]> {
  const labels = await row
    .getByRole('button', { name: /element \d+ of Logic/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => (label.startsWith('Drop zone') ? 'zone' : (label.split(',')[0] ?? '')));
}

/** Opens /builder (signed in) on a new strategy from a template; the Entry Logic tab shows. */
export async function openBuilderTemplate(page: Page, template: string): Promise<void> {
  await page.goto('/builder');
  // The builder's chunk is the app's largest: its first load on a busy machine takes a while.
  await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Strategy file menu' }).click();
  await page.getByRole('menuitem', { name: 'New from template' }).click();
  await page
    .getByRole('dialog', { name: 'New from template' })
    .getByRole('button', { name: new RegExp(`^${template}`) })
    .click();
  await expect(page.getByRole('tab', { name: 'Entry Logic' })).toHaveAttribute('aria-selected', 'true');
}

/**
 * A desktop session made phone-sized keeps its side panels open, and on a phone they lie over the
 * whole builder: close them, as a phone opens the builder.
 */
export async function closeSidePanels(page: Page): Promise<void> {
  for (const name of ['Hide block library', 'Hide properties panel']) {
    const toggle = page.getByRole('button', { name });
    if (await toggle.isVisible()) await toggle.click();
  }
}
