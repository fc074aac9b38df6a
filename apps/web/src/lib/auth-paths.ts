/**
 * Where sign-in and account creation live (docs/accounts.md#sign-in-and-sign-up): /auth opens on
 * Sign In, /auth/signup on Sign Up; both are pre-rendered. The public site's "Start" buttons open
 * account creation; its Sign In links open sign-in.
 */
export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth/signup';

/** What a page that needs login passes to /auth: the path it was asked for, to return to after. */
export interface SignInRedirectState {
  from: string;
}

/**
 * The path a sign-in redirect came from, from the navigation state: only a path of this site
 * (one leading slash) and never the auth pages themselves.
 */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === SIGN_IN_PATH || from.startsWith(`${SIGN_IN_PATH}/`) || from.startsWith(`${SIGN_IN_PATH}?`))
    return null;
  return from;
}

/** Why a visitor was sent to sign in, in a short line, from the page they tried to open. */
export function signInReason(from: string): string {
  const path = from.split(/[?#]/)[0] ?? '';
  if (path === '/builder') return 'Sign in to open the builder';
  if (path.startsWith('/strategy/')) return 'Sign in to see this strategy';
  if (path === '/watching') return 'Sign in to see your watches';
  if (path === '/account' || path === '/settings') return 'Sign in to manage your account';
  if (path === '/support') return 'Sign in to contact support';
  return 'Sign in to see your dashboard';
}
