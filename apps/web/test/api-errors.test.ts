import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, NO_TOKEN_MESSAGE } from '../src/lib/api';
import { getSession, storeToken } from '../src/lib/session';
import { tokenWithExp } from './jwt';

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(body === null ? '' : JSON.stringify(body), { status })));
}

describe('API calls', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's detail when it gives one", async () => {
    vi.stubGlobal('fetch', answer(422, { detail: 'Name is required' }));
    await expect(
      apiRequest('/api/x', z.object({}), { fallback: 'Failed to create strategy' }),
    ).rejects.toThrow('Name is required');
  });

  it("falls back to the spec's message when the server gives no detail", async () => {
    vi.stubGlobal('fetch', answer(500, null));
    await expect(
      apiRequest('/api/x', z.object({}), { fallback: 'Failed to fetch strategies' }),
    ).rejects.toThrow('Failed to fetch strategies');
  });

  it("fails with 'No token found' for a signed-in call made while signed out, without calling", async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/api/strategies', z.object({}), { auth: true })).rejects.toThrow(
      NO_TOKEN_MESSAGE,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the Bearer token, and signs out when the server refuses it', async () => {
    const token = tokenWithExp(Date.now() / 1000 + 3600);
    storeToken(token);
    const fetch = answer(401, { detail: 'Invalid token' });
    vi.stubGlobal('fetch', fetch);
    const failure = apiRequest('/api/strategies', z.object({}), { auth: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(getSession()).toBeNull();
  });

  it('refuses an answer that does not match its schema', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 'not a number' }));
    await expect(apiRequest('/api/x', z.object({ id: z.number() }))).rejects.toThrow(
      'The server answered in an unexpected form',
    );
  });
});
