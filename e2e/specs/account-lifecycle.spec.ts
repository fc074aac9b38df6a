import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AuthScreen, VerifyScreen } from '../pages/auth-page';
import { DashboardShell } from '../pages/dashboard-shell';
import { SESSION_KEYS, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { codeIn, waitForMail } from '../support/mail';
import { createStrategyViaApi } from '../support/strategies';

const PASSWORD = 'Str0ng!Passw0rd';
const CHANGED_PASSWORD = 'Changed#2024x';
const RESET_PASSWORD = 'Reset!Passw0rd9';

/** A code of the same length that is not `code` (its last digit moved on by one). */
function wrongCode(code: string): string {
  return code.slice(0, -1) + String((Number(code.slice(-1)) + 1) % 10);
}

/** Hand-written formats of the Overview (docs/product.md#screens-and-routes): signed 2-decimal %, 2-decimal DD, 3-decimal Sharpe. */
function signedPercent(value: number): string {
  const text = Math.abs(value).toFixed(2);
  return value > 0 && Number(text) > 0 ? `+${text}%` : Number(text) === 0 ? `${text}%` : `-${text}%`;
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token);
  expect(token).toBeTruthy();
  return token ?? '';
}

test('a trader signs up, verifies, manages strategies and settings, changes and resets the password', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('lifecycle');
  const auth = new AuthScreen(page);
  const shell = new DashboardShell(page);

  await test.step('sign-up validation: every message, cleared when its field is edited', async () => {
    await auth.open();
    await auth.tab('Sign Up').click();
    await expect(
      page.getByText('Use 8 or more characters with a mix of letters, numbers & symbols.'),
    ).toBeVisible();
    await auth.submit('Sign Up').click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(page.getByText('You must accept the terms')).toBeVisible();
    await auth.email.fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await auth.password.fill('short');
    await auth.repeatPassword.fill('different');
    await auth.submit('Sign Up').click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    // The strength meter scores the four points (docs/product.md#validation-rules).
    await auth.password.fill('abcdefgh');
    await expect(page.getByTestId('strength-meter')).toHaveAttribute('data-score', '1');
    await auth.password.fill(PASSWORD);
    await expect(page.getByTestId('strength-meter')).toHaveAttribute('data-score', '4');
    await expect(page.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'auth, sign up with errors');
    // Toggling modes clears fields and errors.
    await auth.tab('Sign In').click();
    await auth.tab('Sign Up').click();
    await expect(auth.email).toHaveValue('');
    await expect(page.getByText('Passwords do not match')).toBeHidden();
  });

  await test.step('sign up, then a wrong code and the right one', async () => {
    await auth.email.fill(email);
    await auth.password.fill(PASSWORD);
    await auth.repeatPassword.fill(PASSWORD);
    await auth.terms.check();
    await auth.submit('Sign Up').click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page, 'verify email');
    const code = codeIn(await waitForMail(email));
    const verify = new VerifyScreen(page);
    await verify.enter(wrongCode(code));
    await expect(page.getByText('Invalid verification code')).toBeVisible();
    for (const index of [1, 2, 3, 4]) await expect(verify.digit(index)).toHaveValue('');
    await expect(verify.digit(1)).toBeFocused();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the overview starts empty', async () => {
    await shell.link('Home / Overview').click();
    // A user without a strategy is new here: welcomed, not welcomed back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    await expect(page.getByText('No strategies yet', { exact: true })).toBeVisible();
    await expect(page.getByText('No backtests yet', { exact: true })).toBeVisible();
    await expectAccessible(page, 'overview, empty');
  });

  const token = await storedToken(page);
  const saved = await createStrategyViaApi(request, token, {
    name: 'RSI dip on SPY',
    description: 'Buys oversold dips, 5% stop, 10% target',
    withResults: true,
  });

  await test.step('a strategy created through the API shows on the overview, with its real figures', async () => {
    await page.reload();
    const recent = page.getByRole('link', { name: /RSI dip on SPY.*Completed/ });
    await expect(recent).toBeVisible();
    const totalReturn = saved.metrics['total_return'];
    const drawdown = saved.metrics['max_drawdown'];
    const sharpe = saved.metrics['sharpe_ratio'];
    if (typeof totalReturn !== 'number' || typeof drawdown !== 'number' || typeof sharpe !== 'number')
      throw new Error('the engine run lacks its headline figures');
    await expect(recent).toContainText(`Return ${signedPercent(totalReturn)}`);
    await expect(recent).toContainText(`DD ${drawdown.toFixed(2)}%`);
    await expect(recent).toContainText(`Sharpe ${sharpe.toFixed(3)}`);
    await expect(page.getByText('No strategies yet', { exact: true })).toBeHidden();
  });

  await test.step('My Strategies lists it; the header search finds it', async () => {
    await shell.link('My Strategies').click();
    const card = page.getByRole('article', { name: 'RSI dip on SPY' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Backtested', { exact: true })).toBeVisible();
    await expectAccessible(page, 'my strategies');
    await page.getByRole('combobox', { name: 'Search strategies' }).fill('oversold');
    await page.getByRole('option', { name: /RSI dip on SPY/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?strategy=${saved.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'RSI dip on SPY' })).toBeVisible();
    await expect(page.getByText('RSI (period 14)')).toBeVisible();
    await expect(page.getByText('Stop Loss % (percentage 5)')).toBeVisible();
    await expectAccessible(page, 'strategy detail in the dashboard');
    await page.getByRole('link', { name: 'Back to list' }).click();
  });

  await test.step('duplicate, then delete the copy with DELETE typed exactly', async () => {
    const card = page.getByRole('article', { name: 'RSI dip on SPY' });
    await card.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate strategy' });
    const name = dialog.getByLabel('Name of the copy');
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await name.fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog.getByText('Name must be at most 100 characters')).toBeVisible();
    await name.fill('RSI dip copy');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText('Strategy duplicated successfully!')).toBeVisible();
    const copy = page.getByRole('article', { name: 'RSI dip copy' });
    await expect(copy).toBeVisible();

    await copy.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete strategy' });
    await expectAccessible(page, 'delete dialog');
    await confirm.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(confirm.getByRole('button', { name: 'Delete strategy' })).toBeDisabled();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete strategy' }).click();
    await expect(page.getByText('Strategy deleted successfully')).toBeVisible();
    await expect(copy).toBeHidden();
    await expect(page.getByRole('article', { name: 'RSI dip on SPY' })).toBeVisible();
  });

  await test.step('a settings change survives a reload; the theme applies at once', async () => {
    await shell.link('Settings').click();
    await page.getByLabel('Username').fill('Ada Trader');
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Timezone').selectOption('EST');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('General settings saved successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Preferences saved successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Trade alerts' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Notification settings saved successfully')).toBeVisible();
    await expectAccessible(page, 'settings, dark');

    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue('Ada Trader');
    await expect(page.getByLabel('Language')).toHaveValue('de');
    await expect(page.getByLabel('Timezone')).toHaveValue('EST');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Trade alerts' })).not.toBeChecked();
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(await me.json()).toMatchObject({
      username: 'Ada Trader',
      language: 'de',
      timezone: 'EST',
      settings: { theme: 'dark', trade_alerts: false, marketing_emails: false },
    });
  });

  await test.step('the account page: profile, statistics, and a password change', async () => {
    await shell.link('Account').click();
    await expect(shell.main.getByText(email)).toBeVisible();
    await expect(shell.main.getByText('Free Plan')).toBeVisible();
    await expect(shell.main.getByText('Verified', { exact: true })).toBeVisible();
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    const { total_backtests_run: backtests } = (await me.json()) as { total_backtests_run: number };
    const statistic = (label: string) => shell.main.getByText(label, { exact: true }).locator('..');
    await expect(statistic('Total strategies')).toContainText(/^Total strategies1$/);
    await expect(statistic('Backtests run')).toContainText(`Backtests run${backtests}`);
    await expect(statistic('Last login')).not.toContainText('Never');
    await page.getByRole('button', { name: 'Edit password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText("New passwords don't match")).toBeVisible();
    await expectAccessible(page, 'account, password errors');
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toBeHidden();
  });

  await test.step('log out, then sign in with the new password', async () => {
    await shell.logout().click();
    await expect(page).toHaveURL(/\/auth$/);
    await auth.signIn(email, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
    // This browser forgets the theme; signing in brings back the account's (dark).
    await page.evaluate(() => {
      window.localStorage.setItem('stratblocks.theme', 'light');
    });
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await auth.signIn(email, CHANGED_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  await test.step('forgot password: a code by mail resets it', async () => {
    await shell.logout().click();
    await expect(page).toHaveURL(/\/auth$/);
    await auth.email.fill(email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const resetCode = codeIn(await waitForMail(email, 1));
    expect(resetCode).toMatch(/^\d{10}$/);
    await dialog.getByLabel('Reset code').fill(wrongCode(resetCode));
    await dialog.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
    await dialog.getByLabel('Repeat new password').fill(RESET_PASSWORD);
    await expectAccessible(page, 'forgot password dialog');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
    await dialog.getByLabel('Reset code').fill(resetCode);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password reset: sign in with your new password')).toBeVisible();
    await auth.signIn(email, RESET_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
