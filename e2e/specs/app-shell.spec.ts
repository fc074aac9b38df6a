import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { PublicShell } from '../pages/public-shell';

test.describe('the public shell', () => {
  test('has its landmarks, menu, badges and the current year, and passes axe in both themes', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/pricing');
    const shell = new PublicShell(page);
    await expect(shell.topBar).toBeVisible();
    await expect(shell.mainNav).toBeVisible();
    await expect(shell.main).toBeVisible();
    await expect(shell.footer).toBeVisible();
    // Get Started creates an account; the account icon signs in.
    await expect(shell.callToAction(false)).toHaveAttribute('href', '/auth/signup');
    await expect(shell.topBar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(shell.topBar.getByRole('link', { name: 'StratBlocks home' })).toHaveAttribute('href', '/');
    await expect(shell.topBar.getByText('FREE', { exact: true })).toBeVisible();
    await expect(shell.topBar.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(shell.footer.getByText('100% Free')).toBeVisible();
    await expect(shell.footer.getByText('No Credit Card')).toBeVisible();
    await expect(shell.footer).toContainText(`© ${new Date().getFullYear()} StratBlocks`);
    for (const name of ['Terms of Service', 'Privacy Policy', 'Disclaimer', 'Cookie Policy'])
      await expect(shell.footer.getByRole('link', { name })).toBeVisible();

    const contact = await shell.hoverMore();
    await expect(contact).toBeVisible();
    await expect(shell.mainNav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');

    await page.mouse.move(0, 600);
    await expectAccessible(page, '/pricing, light');
    await captureScreens(page, 'shell-public-light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page, '/pricing, dark');
    await captureScreens(page, 'shell-public-dark');
    expect(errors).toEqual([]);
  });

  test('takes its scrolled style after 20 px and is dark over the landing hero', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await expect(bar).toHaveAttribute('data-tone', 'dark');
    await page.mouse.wheel(0, 60);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect(bar).toHaveAttribute('data-tone', 'dark');
    const heroHeight = await page.locator('#hero').evaluate((hero) => hero.getBoundingClientRect().height);
    await page.evaluate((y) => {
      window.scrollTo(0, y);
    }, heroHeight);
    await expect(bar).toHaveAttribute('data-tone', 'light');
  });

  test('the menu works by keyboard on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('shows a not-found page that leads back home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'not found');
    await captureScreens(page, 'not-found', { fullPage: false });
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the loading screen for a moment when the page changes, then the new page at its top', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.scrollTo(0, 400);
    });
    // Watched in the page from before the click: the screen shows for only 300 ms, shorter than the
    // gaps between a locator's later polls, so a mutation observer records that it was there.
    await page.evaluate(() => {
      const seen = window as unknown as { loadingSeen: boolean };
      seen.loadingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="Loading page"]') !== null)
          seen.loadingSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForFunction(() => (window as unknown as { loadingSeen: boolean }).loadingSeen, undefined, {
      timeout: 10_000,
    });
    await expect(page.getByRole('status', { name: 'Loading page' })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('applies a saved dark theme before the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('stratblocks.theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/about');
    expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(true);
  });
});
