import type { User } from '@stratblocks/contracts';
import { ApiError, apiRequest } from './api';
import { signOut, storeToken, storeUser } from './session';

/** docs/product.md#error-catalogue: the fallback when /me fails without a detail. */
const USER_INFO_FALLBACK = 'Failed to get user info';

/** The account is there but its email is not verified yet (a 403 from /me, docs/product.md#states-and-transitions). */
export class EmailNotVerifiedError extends Error {
  constructor(message = 'Email not verified') {
    super(message);
    this.name = 'EmailNotVerifiedError';
  }
}

/** True for the answers that mean "verify your email first". */
export function isEmailNotVerified(error: unknown): boolean {
  if (error instanceof EmailNotVerifiedError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status === 403 || /not verified/i.test(error.message);
}

/**
 * GET /api/auth/me with the session's token. The contracts (and zod with them) are loaded on first
 * use, so that a visitor who is not signed in never downloads them for the home page.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { UserSchema } = await import('@stratblocks/contracts');
  return apiRequest('/api/auth/me', UserSchema, {
    auth: true,
    fallback: USER_INFO_FALLBACK,
    ...(signal && { signal }),
  });
}

/**
 * docs/product.md#states-and-transitions: a login (password, Google or email verification) stores the token, then fetches
 * the current user and stores it. A 403 there means the email is not verified: the session is
 * removed and EmailNotVerifiedError thrown, for the caller to go to /verify-email.
 */
export async function completeSignIn(token: string): Promise<User> {
  storeToken(token);
  try {
    const user = await fetchCurrentUser();
    storeUser(user);
    return user;
  } catch (error) {
    signOut();
    if (isEmailNotVerified(error)) throw new EmailNotVerifiedError();
    throw error;
  }
}
