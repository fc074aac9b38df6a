import { expect, test } from '../support/test';
import { AuthScreen } from '../pages/auth-page';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { collectErrors } from '../support/console';
import { captureScreens } from '../support/screens';
import { createStrategyViaApi, RSI_DIP_CONFIG } from '../support/strategies';

/**
 * A new visitor's first steps: the Start buttons create an account, the help is readable before
 * signing up, the signed-in pages say why they ask for sign-in and come back after it, and a new
 * user is welcomed, not welcomed back.
 */
test.describe('a new visitor', () => {
  test('"Start Building Free" opens account creation; Sign In keeps opening sign-in', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await captureScreens(page, 'first-steps-landing', { fullPage: false });
    await page.locator('#hero').getByRole('link', { name: 'Start Building Free' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(page.getByRole('tab', { name: 'Sign Up', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    await expectAccessible(page, 'auth, sign up');
    await captureScreens(page, 'first-steps-sign-up');

    // A password the meter calls Weak is refused before it reaches the server.
    const auth = new AuthScreen(page);
    await auth.email.fill('new-visitor@example.com');
    await auth.password.fill('abcdefghij');
    await expect(page.getByTestId('strength-meter')).toContainText('Weak');
    await auth.repeatPassword.fill('abcdefghij');
    await auth.terms.check();
    await auth.submit('Sign Up').click();
    await expect(
      page.getByText('Password is too weak: mix upper and lower case letters, numbers or symbols'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);

    // The tabs are the two paths; Get Started creates an account, the account icon signs in.
    await auth.tab('Sign In').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(errors).toEqual([]);
  });

  test('reads the Docs and the Quick Start without signing up', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
    await expect(page.getByRole('heading', { name: 'Execution model' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /every block/i);
    await expect(page).toHaveTitle(/Docs/);
    await expectAccessible(page, 'docs, signed out');
    await captureScreens(page, 'first-steps-docs', { fullPage: false });

    await page.getByRole('link', { name: 'New here? Quick Start' }).click();
    await expect(page).toHaveURL(/\/quick-start$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Start');
    await expect(page.getByText('Run your first backtest')).toBeVisible();
    await expectAccessible(page, 'quick start, signed out');
    await captureScreens(page, 'first-steps-quick-start', { fullPage: false });
    // Its last step creates an account when signed out.
    await page.getByRole('link', { name: 'Create your free account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    expect(errors).toEqual([]);
  });

  test('opening the builder signed out asks to sign in, says why, and returns there after', async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await page.goto('/builder');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Sign in to open the builder')).toBeVisible();
    await new AuthScreen(page).signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/builder$/);

    await page.evaluate(() => {
      window.localStorage.clear();
    });
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Sign in to see your dashboard')).toBeVisible();
  });

  test('a new user is welcomed with first steps; a returning one is welcomed back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const account = await signUpViaApi(request);
    await storeSession(page, account.token);
    await page.goto('/overview');
    await expect(page.getByText('No strategies yet', { exact: true })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Welcome, /);
    await expect(heading).not.toContainText('Welcome back');
    await expect(page.getByRole('link', { name: 'Start from a template' })).toHaveAttribute(
      'href',
      '/builder?start=template',
    );
    await expectAccessible(page, 'overview, new user');
    await captureScreens(page, 'first-steps-overview-new');

    // A portfolio's strategy page lists every one of its symbols.
    const symbols = ['SPY', 'QQQ', 'IWM', 'DIA', 'TLT'];
    const portfolio = await createStrategyViaApi(request, account.token, {
      name: 'Five ETFs, RSI dips',
      description: 'One account over five ETFs',
      withResults: true,
      config: { ...RSI_DIP_CONFIG, portfolio: { symbols, mode: 'shared' } },
    });
    await page.goto(`/strategy/${portfolio.id}`);
    const chips = page.getByRole('list', { name: 'Portfolio symbols' });
    await expect(chips.getByRole('listitem')).toHaveText(symbols);
    await expect(page.getByText('5 symbols · One account').first()).toBeVisible();
    await captureScreens(page, 'first-steps-portfolio-strategy-page');

    await page.goto('/overview');
    await expect(heading).toHaveText(/^Welcome back, /);
    await expect(page.getByRole('link', { name: 'Start from a template' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
