import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page (WCAG 2.x A and AA rules) and fails on any serious or critical violation,
 * listing each with the elements it found. The toasts' region is left out: a toast lasts 3 s and
 * fades in and out on its own clock, so one that starts fading while axe reads the page (a second
 * or two on a large one) shows a faint frame of its text, not the colours a reader sees.
 */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? ''}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/**
 * Waits until no finite animation or transition (a page fading in, a dialog opening, a hovered
 * button changing colour) has run for a few checks in a row, so that axe measures the colours a
 * reader sees rather than a frame in between. A page that mounts its content late and fades it
 * in is caught by the repeated checks. Endless ones (spinners, skeleton pulses) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
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
