import { expect, test } from '../support/test';
import { SESSION_KEYS, signUpViaApi, storeSession, tokenExpiringIn } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { captureScreens } from '../support/screens';
import { DashboardShell } from '../pages/dashboard-shell';
import { PublicShell } from '../pages/public-shell';

test.describe('the session', () => {
  test('a user signed up through the API stays signed in after a reload @smoke', async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await storeSession(page, account.token);
    await page.goto('/about');
    const shell = new PublicShell(page);
    await expect(shell.callToAction(true)).toHaveAttribute('href', '/dashboard');
    await expect(shell.topBar.getByText('FREE', { exact: true })).toBeHidden();
    // /api/auth/me answered and the user was stored beside the token.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.user))
      .toContain(account.email);

    await page.reload();
    await expect(shell.callToAction(true)).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token)).toBe(
      account.token,
    );
  });

  test('an expired token counts as signed out and is removed', async ({ page }) => {
    await storeSession(page, tokenExpiringIn(-60));
    await page.goto('/about');
    await expect(new PublicShell(page).callToAction(false)).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token)).toBeNull();
  });

  test('a token the server no longer accepts signs the visitor out', async ({ page }) => {
    // Well formed and not expired, but not signed by this server: /api/auth/me answers 401.
    await storeSession(page, tokenExpiringIn(3600));
    await page.goto('/about');
    await expect(new PublicShell(page).callToAction(false)).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token)).toBeNull();
  });

  test('an undecodable token counts as signed out', async ({ page }) => {
    await storeSession(page, 'not-a-jwt');
    await page.goto('/about');
    await expect(new PublicShell(page).callToAction(false)).toBeVisible();
  });

  test('a signed-out visitor of a dashboard page is sent to /auth', async ({ page }) => {
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the dashboard shell: sidebar groups, breadcrumbs, collapse, drawer, logout', async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await storeSession(page, account.token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/overview');
    const shell = new DashboardShell(page);
    for (const group of ['Core', 'Account', 'Help'])
      await expect(shell.sidebar.getByRole('heading', { name: group })).toBeAttached();
    for (const name of [
      'Home / Overview',
      'My Strategies',
      'Strategy Builder',
      'Account',
      'Settings',
      'Docs',
      'Quick Start',
      'Support',
    ])
      await expect(shell.link(name)).toBeVisible();
    await expect(shell.breadcrumbs.getByText('Overview')).toHaveAttribute('aria-current', 'page');
    await expect(shell.link('Home / Overview')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'dashboard shell, light');
    await captureScreens(page, 'shell-dashboard-light', { fullPage: false });

    await shell.link('My Strategies').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.breadcrumbs.getByText('My Strategies')).toBeVisible();

    await shell.sidebarToggle().click();
    // Collapsed: icons only, each link keeping its name.
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCSS('width', '64px');
    await expect(shell.link('Settings')).toBeVisible();
    await page.reload();
    await expect(shell.header.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await shell.header.getByRole('button', { name: 'Expand sidebar' }).click();

    await page.evaluate(() => {
      window.localStorage.setItem('stratblocks.theme', 'dark');
    });
    await page.reload();
    await expectAccessible(page, 'dashboard shell, dark');
    await captureScreens(page, 'shell-dashboard-dark', { fullPage: false });

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Docs' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token)).toBeNull();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.user)).toBeNull();
  });
});
