import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../ui';
import { useResolvedTheme } from '../lib/theme';

/** docs/product.md#business-constants-and-limits: a location change shows a loading screen for 300 ms before the new page. */
export const ROUTE_LOADING_MS = 300;

/** The screen shown for 300 ms after each change of page (not of query or hash). */
export function RouteLoadingScreen() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setVisible(true);
    const timer = setTimeout(() => {
      setVisible(false);
    }, ROUTE_LOADING_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pathname]);
  if (!visible) return null;
  return <LoadingScreen label="Loading page" />;
}

/** A full-window cover with the logo and a progress line, for route changes and first loads. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  const theme = useResolvedTheme();
  return (
    <div
      role="status"
      aria-label={label}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-bg"
    >
      <Logo tone={theme} />
      <div className="h-0.5 w-32 overflow-hidden rounded-full bg-surface-3">
        <div className="h-full w-1/2 animate-[loading-bar_0.9s_ease-in-out_infinite] rounded-full bg-accent" />
      </div>
    </div>
  );
}
