import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const SCREEN_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

/** The widths every page is looked at (desktop and a small phone); the builder adds 1920. */
export const WIDTHS = [1280, 375] as const;

/** Fails when the page scrolls sideways at the current width (content wider than the screen). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // Polled for a moment: right after a resize the layout may not have settled yet, while an
  // overflow that stays is still a failure.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - root.clientWidth;
        }),
      { message: 'horizontal overflow in px', timeout: 3_000 },
    )
    .toBeLessThanOrEqual(0);
}

/**
 * Screenshots of the page at each width (test-results/screens/<name>-<width>.png), checking at
 * each that nothing scrolls sideways. Restores the original viewport afterwards.
 */
export async function captureScreens(
  page: Page,
  name: string,
  options: { widths?: readonly number[]; fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREEN_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of options.widths ?? WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.waitForTimeout(150);
    await expectNoHorizontalScroll(page);
    await page.screenshot({
      path: join(SCREEN_DIR, `${name}-${width}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize(original);
}
