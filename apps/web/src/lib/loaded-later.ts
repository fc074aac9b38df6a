import { startTransition, useEffect, useState } from 'react';

/**
 * A loader that runs once: its promise is shared by everyone who asks (a `lazy` component and
 * `useLoaded` below ask for the same chunk).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/**
 * For a part of a pre-rendered page drawn in the browser only once its code has loaded (an
 * interactive widget below the fold, the desktop menu): false while pre-rendering, while hydrating
 * and until `load` resolves, then true, in a transition started after hydration. The caller draws
 * its plain placeholder until then, and the `lazy` component made from the same loader after. The
 * swap neither lengthens hydration nor blocks input, where a hook reading "hydrated" re-rendered
 * the page synchronously as hydration ended. A chunk that fails to load (offline, a new
 * deployment) leaves the placeholder in place.
 */
export function useLoaded(load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      () => {
        if (live)
          startTransition(() => {
            setLoaded(true);
          });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
