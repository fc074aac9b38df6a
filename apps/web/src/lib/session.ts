import type { User } from '@stratblocks/contracts';
import { useSyncExternalStore } from 'react';
import { safeStorage, STORAGE_KEYS } from './storage-keys';

/** A signed-in visitor: the access token, when it expires, and the user /me last described. */
export interface Session {
  token: string;
  /** Milliseconds since the epoch, from the token's exp claim (seconds). */
  expiresAt: number;
  user: User | null;
}

/**
 * The claims of a JWT, read without checking its signature (the server checks it). Decoded here
 * rather than with a JWT library: every page reads the session at load, the landing page included.
 */
function jwtClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Not a JWT');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('Not a JWT');
  return claims as Record<string, unknown>;
}

/** The exp claim of a JWT in milliseconds, or null when the token cannot be read or has none. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtClaims(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The stored user was parsed with the contracts' UserSchema when /me answered; here it is only
 * checked for its shape (the first screen loads no zod), and /me refreshes it after load.
 */
function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  return 'email' in value && typeof value.email === 'string' && 'id' in value && typeof value.id === 'number';
}

function readUser(): User | null {
  const text = safeStorage.get(STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md#states-and-transitions: signed in when a stored token decodes and its expiry is in the future; an
 * undecodable or expired token counts as signed out and is removed with the user.
 */
function readSession(now = Date.now()): Session | null {
  const token = safeStorage.get(STORAGE_KEYS.accessToken);
  if (!token) return null;
  const expiresAt = tokenExpiry(token);
  if (expiresAt === null || expiresAt <= now) {
    safeStorage.remove(STORAGE_KEYS.accessToken);
    safeStorage.remove(STORAGE_KEYS.user);
    return null;
  }
  return { token, expiresAt, user: readUser() };
}

let current: Session | null = null;
let loaded = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** setTimeout's longest delay (about 24.8 days); a later expiry is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  if (!current) return;
  const delay = Math.min(MAX_TIMER_MS, Math.max(0, current.expiresAt - Date.now()));
  expiryTimer = setTimeout(refresh, delay);
}

function refresh(): void {
  const next = readSession();
  const changed =
    next?.token !== current?.token || JSON.stringify(next?.user) !== JSON.stringify(current?.user);
  if (changed) current = next;
  scheduleExpiry();
  if (changed) for (const listener of listeners) listener();
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  current = readSession();
  scheduleExpiry();
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.user)
      refresh();
  });
}

/** The current session, or null when signed out. */
export function getSession(): Session | null {
  ensureLoaded();
  // A token may have expired while nothing was listening (a sleeping laptop).
  if (current && current.expiresAt <= Date.now()) refresh();
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a new access token (login, Google login, verification); the user follows from /me. */
export function storeToken(token: string): void {
  signedOutOnPurpose = false;
  safeStorage.set(STORAGE_KEYS.accessToken, token);
  refresh();
}

/** Stores the user /api/auth/me answered. */
export function storeUser(user: User): void {
  safeStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

// A logout the user asked for: the sign-in page it leads to has no page to return to.
let signedOutOnPurpose = false;

/** Whether the last sign-out was the user's own Logout (not an expiry or a refused token). */
export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/**
 * Logout: removes the token and the user. `onPurpose` marks the user's own Logout, so that
 * the page being left does not ask to be returned to after the next sign-in.
 */
export function signOut(options: { onPurpose?: boolean } = {}): void {
  signedOutOnPurpose = options.onPurpose === true;
  safeStorage.remove(STORAGE_KEYS.accessToken);
  safeStorage.remove(STORAGE_KEYS.user);
  refresh();
}

/** The session, re-rendering when it changes (sign-in, sign-out, expiry, another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
