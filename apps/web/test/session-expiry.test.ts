import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenWithExp } from './jwt';

const TOKEN_KEY = 'stratblocks.access_token';
const USER_KEY = 'stratblocks.user';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

/** The session module starts fresh in each test (it keeps the session in module state). */
async function freshSession() {
  vi.resetModules();
  return import('../src/lib/session');
}

describe('the session read from storage (docs/product.md#states-and-transitions)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is signed in while the token decodes and its exp is in the future', async () => {
    const exp = NOW / 1000 + 3600;
    window.localStorage.setItem(TOKEN_KEY, tokenWithExp(exp));
    const { getSession } = await freshSession();
    expect(getSession()?.expiresAt).toBe(exp * 1000);
  });

  it('treats an expired token as signed out and removes it with the user', async () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWithExp(NOW / 1000 - 1));
    window.localStorage.setItem(USER_KEY, JSON.stringify({ id: 1, email: 'a@b.co' }));
    const { getSession } = await freshSession();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('treats an undecodable token, or one without exp, as signed out', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'not.a.jwt');
    expect((await freshSession()).getSession()).toBeNull();
    window.localStorage.setItem(TOKEN_KEY, tokenWithExp(undefined));
    expect((await freshSession()).getSession()).toBeNull();
  });

  it('signs out by itself when the token expires while the page is open', async () => {
    window.localStorage.setItem(TOKEN_KEY, tokenWithExp(NOW / 1000 + 90));
    const { getSession, subscribeSession } = await freshSession();
    const changes = vi.fn();
    subscribeSession(changes);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(89_000);
    expect(changes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores the token, then the user, and logout removes both', async () => {
    const { getSession, signOut, storeToken, storeUser } = await freshSession();
    storeToken(tokenWithExp(NOW / 1000 + 60));
    expect(getSession()?.user).toBeNull();
    storeUser({
      id: 7,
      email: 'trader@example.com',
      username: 'trader',
      account_type: 'free',
      created_at: '2026-01-01T00:00:00.000Z',
      is_verified: true,
      last_login_at: null,
      total_backtests_run: 0,
      strategy_count: 0,
      language: 'en',
      timezone: 'UTC',
      settings: {
        theme: 'auto',
        notifications: true,
        email_notifications: true,
        email_alerts: true,
        trade_alerts: true,
        system_updates: true,
        marketing_emails: false,
      },
    });
    expect(getSession()?.user?.email).toBe('trader@example.com');
    signOut();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  });
});
