import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, PageMeta } from '../ui';
import { useSession } from '../lib/session';

/** Any address the route table does not know (rendered inside a layout's <main>). */
export function NotFoundPage() {
  const signedIn = useSession() !== null;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6 py-24 text-fg">
      <PageMeta title="Page not found" />
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-surface-2 text-fg-muted">
          <Compass className="size-6" aria-hidden />
        </div>
        <p className="mt-5 text-sm font-semibold text-accent-text">404</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-3 text-fg-muted">
          There is nothing at this address. It may have moved, or the link is mistyped.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            Back to the home page
          </Link>
          {signedIn ? (
            <Link to="/dashboard" className={buttonClasses('outline')}>
              My strategies
            </Link>
          ) : (
            <Link to="/blog" className={buttonClasses('outline')}>
              Read the blog
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
