import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (the host, today's year), read so that a pre-rendered page
 * hydrates with what the build wrote (`prerendered`) and shows the browser's value right after.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}
