/** What a route declares about itself in its `handle` (read by the layouts with useMatches). */
export interface RouteHandle {
  /** The breadcrumb of a dashboard page. */
  crumb?: string;
  /** The page's first section runs under the public top bar (the landing hero). */
  heroUnderTopBar?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
