import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * A loader that runs once: its promise is shared by everyone who asks (a `lazy` component and
 * `useLoaded` below ask for the same chunk).
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
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
function useLoaded(load: () => Promise<unknown>): boolean {
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

/**
 * A component of a pre-rendered page drawn as its `fallback` (the plain HTML the build wrote) until
 * `load` has brought its code, then swapped in by `useLoaded`'s transition. `load` runs once, shared
 * by the swap and the lazy component. Made once, at module level.
 */
export function loadedLater<Props extends object>(
  load: () => Promise<{ default: (props: Props) => ReactNode }>,
): (props: Props & { fallback: ReactNode }) => ReactNode {
  const loadShared = loadOnce(load);
  const Loaded = lazy(loadShared);
  return function LoadedLater({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const loaded = useLoaded(loadShared);
    // The rest of the props is the component's own: TypeScript cannot narrow a generic rest.
    const own = props as unknown as Props;
    return <Suspense fallback={fallback}>{loaded ? <Loaded {...own} /> : fallback}</Suspense>;
  };
}
