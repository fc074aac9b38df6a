import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Server state (TanStack Query) for the parts of the app that read the API through it: the
 * signed-in screens, the sign-in pages, shared reports, the blog's charts. The public pages
 * around them load without it (the landing page's budget); every scope shares the one client.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A route layout giving its pages the query client. */
export function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
