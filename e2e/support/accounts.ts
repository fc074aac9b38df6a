import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, waitForMail } from './mail';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** An address no other test uses (the suite shares one server). */
export function uniqueEmail(prefix = 'trader'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/**
 * Signs a new user up through the real API: register, read the 4-digit code from the mail the
 * server sent to the SMTP sink, verify. Returns the verified account and its access token.
 */
export async function signUpViaApi(request: APIRequestContext, email = uniqueEmail()): Promise<TestAccount> {
  const password = 'Str0ng!Passw0rd';
  const registered = await request.post('/api/auth/register', { data: { email, password } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const code = codeIn(await waitForMail(email));
  const verified = await request.post('/api/auth/verify-email', { data: { email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { access_token: token } = (await verified.json()) as { access_token: string };
  return { email, password, token };
}

/** The storage keys of the app's session (apps/web/src/lib/storage-keys.ts). */
export const SESSION_KEYS = { token: 'stratblocks.access_token', user: 'stratblocks.user' } as const;

/**
 * Puts a session into the browser's storage, as a sign-in does, before the app's code runs on the
 * next page load of this tab (once: a later logout is not undone by a reload).
 */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e.session-seeded')) return;
      window.sessionStorage.setItem('e2e.session-seeded', '1');
      window.localStorage.setItem(key, value);
    },
    [SESSION_KEYS.token, token] as const,
  );
}

/** A JWT-shaped token whose exp claim is `secondsFromNow` away (its signature is not valid). */
export function tokenExpiringIn(secondsFromNow: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp })}.c2lnbmF0dXJl`;
}
