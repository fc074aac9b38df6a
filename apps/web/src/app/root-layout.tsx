import { Outlet, ScrollRestoration } from 'react-router';
import { RouteLoadingScreen } from './route-loading-screen';
import { SessionSync } from './session-sync';

/**
 * Around every route: scroll to the top on a new page (back/forward restores the position, a
 * #hash scrolls to its section), the 300 ms loading screen between pages, and the session kept
 * in step with the server.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <SessionSync />
      <RouteLoadingScreen />
      <Outlet />
    </>
  );
}
