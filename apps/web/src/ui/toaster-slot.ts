import { useSyncExternalStore } from 'react';

/**
 * Whether the toasts' host is needed yet: it is once a chunk that can show a toast has loaded
 * (ui/toast.tsx says so when it loads). Until then the host and its library stay off the page.
 */
let needed = false;
const listeners = new Set<() => void>();

/** Called by ui/toast.tsx when it loads: mount the host. */
export function requireToaster(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once some loaded code can show a toast (never while pre-rendering). */
export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
