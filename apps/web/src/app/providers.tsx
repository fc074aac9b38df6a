import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { watchTheme } from '../lib/theme';
import { queryClient } from './query-client';

// Toasts are never needed for the first paint: their code loads right after it.
const Toaster = lazy(async () => ({ default: (await import('../ui/toast')).Toaster }));

/**
 * What wraps the routes, in the browser and when a page is pre-rendered alike (the same tree, so
 * that a pre-rendered page hydrates): server state (TanStack Query), toasts, the theme.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  useEffect(() => watchTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The whole app in the browser: the frame around the router. */
export function AppProviders({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
