import { ChevronRight } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '../route-handle';

/** Home, then the crumb of the page shown (from its route's handle). */
export function Breadcrumbs() {
  const crumbs = useMatches()
    .filter((match) => isRouteHandle(match.handle) && match.handle.crumb)
    .map((match) => ({
      path: match.pathname,
      label: isRouteHandle(match.handle) ? (match.handle.crumb ?? '') : '',
    }));
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <li className="hidden shrink-0 sm:block">
          <Link to="/overview" className="text-fg-muted hover:text-fg">
            Home
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
            <ChevronRight
              className={
                index === 0
                  ? 'hidden size-3.5 shrink-0 text-fg-subtle sm:block'
                  : 'size-3.5 shrink-0 text-fg-subtle'
              }
              aria-hidden
            />
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-medium text-fg">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.path} className="truncate text-fg-muted hover:text-fg">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
