import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { watchTheme } from '../lib/theme';
import { router } from '../router';
import { queryClient } from './query-client';

// Toasts are never needed for the first paint: their code loads right after it.
const Toaster = lazy(async () => ({ default: (await import('../ui/toast')).Toaster }));

/** Server state (TanStack Query), toasts, the theme and routing around the whole app. */
export function AppProviders() {
  useEffect(() => watchTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
