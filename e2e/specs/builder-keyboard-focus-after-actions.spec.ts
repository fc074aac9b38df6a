import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpViaApi, storeSession, type TestAccount } from '../support/accounts';

/**
 * By keyboard only, focus never falls to the page body (docs/builder.md, "Keyboard focus after an
 * action"): after choosing a template it is on the Entry Logic tab, after Run on the Run button,
 * after Save on the Save button.
 */

let account: TestAccount;

test.beforeAll(async ({ request }) => {
  account = await signUpViaApi(request);
});

/** The focused element's role and accessible name, or 'body'. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent.trim();
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${name}`;
  });
}

for (const width of [1280, 375]) {
  test(`template, Run and Save by keyboard keep focus on a control at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await storeSession(page, account.token);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/builder');
    await expect(page.getByRole('tab', { name: 'Strategy Settings' })).toBeVisible({ timeout: 60_000 });

    // New from template, by keyboard.
    await page.getByRole('button', { name: 'Strategy file menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'New from template' }).focus();
    await page.keyboard.press('Enter');
    const templates = page.getByRole('dialog', { name: 'New from template' });
    await templates.getByRole('button', { name: /^SMA Crossover/ }).focus();
    await page.keyboard.press('Enter');
    await expect(templates).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Entry Logic' })).toBeFocused();
    expect(await focused(page)).toBe('tab: Entry Logic');

    // Run: the run modal takes focus, then gives it back to Run.
    // On a phone Run Backtest and Save are in the bottom action bar; the top bar's are hidden.
    const bar = page.getByRole('group', { name: 'Strategy actions' });
    const run =
      width < 768
        ? bar.getByRole('button', { name: 'Run Backtest' })
        : page.getByRole('button', { name: 'Run', exact: true });
    await run.focus();
    await page.keyboard.press('Enter');
    // The run's log tab opens as the run starts; the modal (shown ~2 s) then hands focus back.
    await expect(page.getByRole('tab', { name: 'View Logs' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog', { name: 'Generating Python code…' })).toBeHidden({
      timeout: 20_000,
    });
    await expect(page.getByRole('tabpanel', { name: 'View Logs' })).toContainText('Backtest complete', {
      timeout: 60_000,
    });
    await expect(run).toBeFocused();

    // Save: focus stays on Save while it saves and after.
    const save =
      width < 768
        ? bar.getByRole('button', { name: 'Save', exact: true })
        : page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Strategy "SMA Crossover" saved successfully!')).toBeVisible({
      timeout: 15_000,
    });
    await expect(save).toBeFocused();
    expect(await focused(page)).not.toBe('body');
  });
}
