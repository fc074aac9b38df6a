/**
 * Every key this site writes to the browser's storage, in one place: the cookie policy lists them
 * and /clear-cache.html removes them. public/theme-init.js repeats the theme key (it runs before
 * the app's code loads); a test keeps the two equal.
 */
export const STORAGE_KEYS = {
  /** localStorage: the access token (a JWT) of the signed-in user. */
  accessToken: 'stratblocks.access_token',
  /** localStorage: the signed-in user's profile, as /api/auth/me last answered it. */
  user: 'stratblocks.user',
  /** localStorage: the theme preference, light, dark or auto. */
  theme: 'stratblocks.theme',
  /** localStorage: the builder's unsaved strategy, kept for 7 days. */
  strategyDraft: 'stratblocks.strategy_draft',
  /** localStorage: whether the dashboard sidebar is collapsed. */
  sidebarCollapsed: 'stratblocks.sidebar_collapsed',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private modes and full quotas make it throw). */
export const safeStorage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the app keeps working for this page view.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  },
};
