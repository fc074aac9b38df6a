import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { cn } from '../../ui';
import { isRouteHandle } from '../route-handle';
import { SkipLink } from '../skip-link';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/**
 * Public pages: the fixed top bar, the page, the footer. Pages start below the bar (a 4rem offset),
 * except a route whose handle says heroUnderTopBar (the landing page, whose hero runs under it).
 * The page and the footer are Suspense boundaries: a pre-rendered page hydrates in several short
 * tasks (the bar, the page, the footer) rather than one long one. Nothing in them suspends.
 */
export function PublicLayout() {
  const underBar = useMatches().some((match) => isRouteHandle(match.handle) && match.handle.heroUnderTopBar);
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', underBar ? null : 'pt-16')}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
