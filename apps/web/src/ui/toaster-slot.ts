import { useSyncExternalStore } from 'react';

/**
 * Whether the toasts' host is needed yet: it is from the first toast on (ui/toast.tsx says so).
 * Until then the host and its library stay off the page.
 */
let needed = false;
const listeners = new Set<() => void>();

/** Called by ui/toast.tsx before a toast is shown: mount the host. */
export function requireToaster(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for (never while pre-rendering). */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
