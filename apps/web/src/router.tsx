import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './app/not-found-page';
import { PublicLayout } from './app/public-layout/public-layout';
import { RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error-boundary';
import type { RouteHandle } from './app/route-handle';
import { LoadingScreen } from './app/route-loading-screen';

/** A route whose page is downloaded when first visited (one chunk per feature). */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

const landing = () => import('./features/landing');
const site = () => import('./features/site');
const blog = () => import('./features/blog');
const legal = () => import('./features/legal');
const auth = () => import('./features/auth');
const dashboard = () => import('./features/dashboard');
const strategies = () => import('./features/strategies');
const help = () => import('./features/help');
const builder = () => import('./features/builder');
const research = () => import('./features/research');
const watches = () => import('./features/watches');
const compare = () => import('./features/compare');
const market = () => import('./features/market');

const crumb = (label: string): RouteHandle => ({ crumb: label });

/** A pathless layout giving its pages TanStack Query: the public pages outside it load without it. */
const withQueries = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./app/query-scope')).QueryLayout }),
  children,
});

/**
 * The route table of docs/product.md#screens-and-routes. No route guards: pages that need login send signed-out
 * visitors to /auth themselves (useRequireAuth; the dashboard layout does it for its pages).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            handle: { heroUnderTopBar: true } satisfies RouteHandle,
            lazy: page(landing, (m) => m.LandingPage),
          },
          { path: 'about', lazy: page(site, (m) => m.AboutPage) },
          { path: 'pricing', lazy: page(site, (m) => m.PricingPage) },
          { path: 'contact', lazy: page(site, (m) => m.ContactPage) },
          { path: 'blog', lazy: page(blog, (m) => m.BlogIndexPage) },
          { path: 'blog/:postId', lazy: page(blog, (m) => m.BlogPostPage) },
          { path: 'terms', lazy: page(legal, (m) => m.TermsPage) },
          { path: 'privacy', lazy: page(legal, (m) => m.PrivacyPage) },
          { path: 'disclaimer', lazy: page(legal, (m) => m.DisclaimerPage) },
          { path: 'cookies', lazy: page(legal, (m) => m.CookiesPage) },
          // Public, readable before signing up (docs/accounts.md#public-help).
          { path: 'docs', lazy: page(help, (m) => m.DocsPage) },
          { path: 'quick-start', lazy: page(help, (m) => m.QuickStartPage) },
          withQueries([
            // /auth opens on Sign In, /auth/signup on Sign Up (one route: switching tabs keeps the page).
            { path: 'auth/signup?', lazy: page(auth, (m) => m.AuthPage) },
            { path: 'verify-email', lazy: page(auth, (m) => m.VerifyEmailPage) },
            { path: 'report/:token', lazy: page(research, (m) => m.ReportPage) },
          ]),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      withQueries([
        {
          lazy: async () => ({
            Component: (await import('./app/dashboard-layout/dashboard-layout')).DashboardLayout,
          }),
          children: [
            { path: 'overview', handle: crumb('Overview'), lazy: page(dashboard, (m) => m.OverviewPage) },
            {
              path: 'dashboard',
              handle: crumb('My Strategies'),
              lazy: page(strategies, (m) => m.MyStrategiesPage),
            },
            {
              path: 'dashboard/compare',
              handle: crumb('Compare'),
              lazy: page(compare, (m) => m.ComparePage),
            },
            {
              path: 'strategy/:strategyId',
              handle: crumb('Strategy'),
              lazy: page(strategies, (m) => m.StrategyPage),
            },
            { path: 'watching', handle: crumb('Watching'), lazy: page(watches, (m) => m.WatchingPage) },
            { path: 'dashboard/data', handle: crumb('My data'), lazy: page(market, (m) => m.MyDataPage) },
            { path: 'account', handle: crumb('Account'), lazy: page(dashboard, (m) => m.AccountPage) },
            { path: 'settings', handle: crumb('Settings'), lazy: page(dashboard, (m) => m.SettingsPage) },
            { path: 'support', handle: crumb('Support'), lazy: page(help, (m) => m.SupportPage) },
          ],
        },
        { path: 'builder', lazy: page(builder, (m) => m.BuilderPage) },
      ]),
    ],
  },
];

/**
 * The browser's router. On a pre-rendered page the matched routes' modules are loaded first, so
 * that the first render is the page the HTML holds (hydration, no loading screen in between);
 * elsewhere (the app shell) the router shows its loading screen while they load.
 */
export async function createAppRouter(hydrating: boolean): Promise<DataRouter> {
  if (hydrating) await loadRoutesOf(window.location.pathname);
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy parts of the routes a path matches, in place, so that a router made next renders
 * that page at once (nothing to wait for); answers the matched routes.
 */
export async function loadRoutesOf(pathname: string): Promise<RouteObject[]> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matched.map(({ route }) => route);
}
