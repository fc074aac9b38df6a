import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AuthScreen } from '../pages/auth-page';
import { signUpViaApi, storeSession } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { captureScreens } from '../support/screens';

const GIS_URL = 'https://accounts.google.com/gsi/client';

/**
 * A stand-in for Google's script: renders a button that hands the page a credential, as Google's
 * popup does after the user picks an account.
 */
const FAKE_GIS = `
window.google = { accounts: { id: {
  initialize(options) { window.__gisCallback = options.callback; },
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
    button.onclick = () => window.__gisCallback({ credential: 'not-a-google-id-token' });
    parent.appendChild(button);
  },
} } };`;

async function pretendGoogleIsConfigured(page: Page): Promise<void> {
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { google_client_id: 'client-123.apps.googleusercontent.com' } }),
  );
}

test.describe('sign-in with Google and the auth redirects', () => {
  test('without a client id the button says Google sign-in is not configured', async ({ page }) => {
    await page.goto('/auth');
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(button).toBeVisible();
    await expect(page.getByText('Google sign-in is not configured').first()).toBeVisible();
    await button.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Google sign-in is not configured' }),
    ).toBeVisible();
    await new AuthScreen(page).tab('Sign Up').click();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await expectAccessible(page, 'auth, sign up');
    await captureScreens(page, 'auth-sign-up-light');
  });

  test("with a client id, Google's button signs in; a refused token shows the server's reason", async ({
    page,
  }) => {
    await pretendGoogleIsConfigured(page);
    await page.route(GIS_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GIS }));
    await page.goto('/auth');
    const group = page.getByRole('group', { name: 'Sign in with Google' });
    await group.getByRole('button', { name: 'Sign in with Google' }).click();
    // This server has no client id, so it refuses the token whatever it is.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Google sign-in is not configured' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('when the Google script cannot load, the spec message shows', async ({ page }) => {
    await pretendGoogleIsConfigured(page);
    await page.route(GIS_URL, (route) => route.abort());
    await page.goto('/auth');
    await expect(page.getByText('Google Sign-In library not loaded. Please refresh the page.')).toBeVisible();
  });

  test('when Google cannot initialise, the spec message shows', async ({ page }) => {
    await pretendGoogleIsConfigured(page);
    await page.route(GIS_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: { initialize() { throw new Error('bad client'); }, renderButton() {} } } };`,
      }),
    );
    await page.goto('/auth');
    await expect(
      page.getByText('Could not initialize Google Sign-In. Please refresh the page.'),
    ).toBeVisible();
  });

  test('/verify-email without an email goes to /auth; a signed-in visitor of /auth goes to /dashboard', async ({
    page,
    request,
  }) => {
    await page.goto('/verify-email');
    await expect(page).toHaveURL(/\/auth$/);
    await expectAccessible(page, 'auth, sign in');
    await captureScreens(page, 'auth-sign-in-light');
    const account = await signUpViaApi(request);
    await storeSession(page, account.token);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified account signing in is sent to /verify-email; a failed Resend says so, a successful one counts down 60 s', async ({
    page,
    request,
  }) => {
    const email = `unverified-${Date.now().toString(36)}@example.com`;
    const registered = await request.post('/api/auth/register', {
      data: { email, password: 'Str0ng!Passw0rd' },
    });
    expect(registered.status()).toBe(201);
    const auth = new AuthScreen(page);
    await auth.open();
    await auth.signIn(email, 'Str0ng!Passw0rd');
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    // Submit with boxes missing digits.
    await page.getByLabel('Digit 1 of 4').fill('1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter all 4 digits')).toBeVisible();
    // A resend that fails without a reason shows the fallback (docs/product.md#error-catalogue).
    await page.route('**/api/auth/resend-verification', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to resend code' })).toBeVisible();
    await page.unroute('**/api/auth/resend-verification');
    await captureScreens(page, 'verify-email-light');
    // A resend the server accepts (answered here, so as not to wait out the server's minute).
    await page.route('**/api/auth/resend-verification', (route) =>
      route.fulfill({ json: { detail: 'A new code is on its way' } }),
    );
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Verification code sent! Check your email.')).toBeVisible();
    const countdown = page.getByRole('button', { name: /^Resend in (60|59)s$/ });
    await expect(countdown).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Resend in (58|57)s$/ })).toBeVisible({ timeout: 4000 });
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });
});
