import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../ui';
import { NotFoundPage } from './not-found-page';

/** What went wrong, in words a user can act on. */
function describe(error: unknown): string {
  if (error instanceof Error) {
    // A page's code failed to download: usually a new version was deployed meanwhile.
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message))
      return 'Part of the app could not be downloaded. Check your connection, then reload the page.';
    return error.message;
  }
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return String(error);
}

/**
 * The route tree's error boundary: an error while rendering a page shows this instead of a blank
 * screen, with the message, a way to retry and a way home; the error goes to the console.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render:', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <main id="main" className="min-h-dvh bg-bg">
        <NotFoundPage />
      </main>
    );
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-bg px-6 py-16 text-fg">
      <div className="w-full max-w-lg text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-loss-soft text-loss">
          <AlertTriangle className="size-6" aria-hidden />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-sm text-fg-muted">
          This page hit an error and could not be shown. Your saved strategies are safe.
        </p>
        <pre className="mt-5 max-h-40 overflow-auto rounded-lg border border-border bg-surface p-3 text-left text-xs whitespace-pre-wrap text-fg-muted">
          {describe(error)}
        </pre>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload the page
          </Button>
          <Link to="/" className={buttonClasses('outline')}>
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
