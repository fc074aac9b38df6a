import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { watchTheme } from '../lib/theme';
import { useToasterNeeded } from '../ui/toaster-slot';

// Toasts are never needed for the first paint: their host loads with the first toast.
const Toaster = lazy(async () => ({ default: (await import('../ui/toast')).Toaster }));

/**
 * What wraps the routes, in the browser and when a page is pre-rendered alike (the same tree, so
 * that a pre-rendered page hydrates): toasts, the theme. Server state (TanStack Query) is given
 * by the routes that use it (app/query-scope.tsx), so that the public pages load without it.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  useEffect(() => watchTheme(), []);
  const toasts = useToasterNeeded();
  return (
    <>
      {children}
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}

/** The whole app in the browser: the frame around the router. */
export function AppProviders({ router }: { router: DataRouter }) {
  // Says the app has taken over the page (a pre-rendered page is hydrated): what scripts driving
  // the page (the browser tests) wait for before they type or click.
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true';
  }, []);
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
