import type { UserSettings } from '@stratblocks/contracts';
import { create } from 'zustand';
import { safeStorage, STORAGE_KEYS } from './storage-keys';

export type ThemePreference = UserSettings['theme'];

/**
 * The contracts' THEMES, repeated as a type-checked list (a test keeps the two equal): importing the
 * contracts' values here would put the validation library on the first screen's path.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const satisfies readonly ThemePreference[];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  const stored = safeStorage.get(STORAGE_KEYS.theme);
  return THEME_PREFERENCES.find((theme) => theme === stored) ?? 'auto';
}

function systemTheme(): ResolvedTheme {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

function resolve(preference: ThemePreference): ResolvedTheme {
  return preference === 'auto' ? systemTheme() : preference;
}

function apply(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The theme: a preference (light, dark, auto) kept in localStorage and the theme it resolves to.
 * public/theme-init.js applies the same rule before the first paint; this store takes over after.
 * The store starts as a pre-rendered page was rendered (auto, light), its initial state, which
 * React reads while hydrating such a page; the browser's own choice follows at once.
 */
export const useThemeStore = create<ThemeState>()((set) => ({
  preference: 'auto',
  resolved: 'light',
  setPreference: (next) => {
    safeStorage.set(STORAGE_KEYS.theme, next);
    const resolved = resolve(next);
    apply(resolved);
    set({ preference: next, resolved });
  },
}));
if (typeof window !== 'undefined') {
  const preference = readPreference();
  useThemeStore.setState({ preference, resolved: resolve(preference) });
}

/** Follows the system theme while the preference is auto, and other tabs' choices. */
export function watchTheme(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    const { preference } = useThemeStore.getState();
    if (preference !== 'auto') return;
    const resolved = systemTheme();
    apply(resolved);
    useThemeStore.setState({ resolved });
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme) useThemeStore.getState().setPreference(readPreference());
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  apply(useThemeStore.getState().resolved);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The resolved theme (for charts and logos that pick colours in code). */
export function useResolvedTheme(): ResolvedTheme {
  return useThemeStore((state) => state.resolved);
}
