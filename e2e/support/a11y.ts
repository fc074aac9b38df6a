import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (WCAG 2.x A and AA rules) and fails on any serious or critical violation,
 * listing each with the elements it found. The toasts' region is left out: a toast lasts 3 s and
 * fades in and out on its own clock, so one that starts fading while axe reads the page (a second
 * or two on a large one) shows a faint frame of its text, not the colours a reader sees.
 */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  await settleAnimations(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]');
  expect(await blockingViolations(axe), `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/**
 * Runs axe on the toasts on screen alone (those the page-wide check leaves out), after holding
 * them: a pointer over a toast pauses its clock, so it neither fades nor goes while axe reads it.
 */
export async function expectToastsAccessible(page: Page, context = ''): Promise<void> {
  await page.locator('[data-sonner-toast]').first().hover();
  await settleAnimations(page, { keepPointer: true });
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).include('[data-sonner-toaster]');
  expect(
    await blockingViolations(axe),
    `axe violations in the toasts${context ? ` on ${context}` : ''}`,
  ).toEqual([]);
  await page.mouse.move(0, 0);
}

/** The serious and critical violations axe finds, each with (up to five of) its elements. */
async function blockingViolations(axe: AxeBuilder): Promise<string[]> {
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    );
}

/**
 * Waits until no finite animation or transition (a page fading in, a dialog opening, a hovered
 * button changing colour) has run for a few checks in a row, so that axe measures the colours a
 * reader sees rather than a frame in between. A page that mounts its content late and fades it
 * in is caught by the repeated checks. Endless ones (spinners, skeleton pulses) are left alone.
 */
async function settleAnimations(page: Page, options: { keepPointer?: boolean } = {}): Promise<void> {
  if (!options.keepPointer) await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    const runningFinite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    let quietChecks = 0;
    for (let round = 0; quietChecks < 3 && round < 200; round += 1) {
      const running = runningFinite();
      if (running.length === 0) {
        quietChecks += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      quietChecks = 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
