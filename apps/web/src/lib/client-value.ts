import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (the host, today's year), read so that a pre-rendered page
 * hydrates with what the build wrote (`prerendered`) and shows the browser's value right after.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}

/**
 * False while pre-rendering and while hydrating, true from the render after: for parts that are
 * drawn in the browser only (an interactive widget below the fold).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
