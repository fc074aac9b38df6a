import { PanelLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { StrategySearch } from '../../features/strategies';
import { NotificationsBell } from '../../features/watches';
import { safeStorage, STORAGE_KEYS } from '../../lib/storage-keys';
import { useRequireAuth } from '../../lib/use-require-auth';
import { cn, Dialog, DialogContent, IconButton, Skeleton } from '../../ui';
import { SkipLink } from '../skip-link';
import { ThemeToggle } from '../theme-toggle';
import { Breadcrumbs } from './breadcrumbs';
import { Sidebar } from './sidebar';

const DESKTOP_QUERY = '(min-width: 1024px)';

function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      setDesktop(media.matches);
    };
    media.addEventListener('change', onChange);
    return () => {
      media.removeEventListener('change', onChange);
    };
  }, []);
  return desktop;
}

/**
 * The signed-in pages (docs/product.md#screens-and-routes, dashboard layout): the sidebar, collapsible on wide screens
 * and a drawer on narrow ones; the header with the sidebar toggle, breadcrumbs and strategy search.
 * Every page under it needs login, so the layout sends signed-out visitors to /auth.
 */
export function DashboardLayout() {
  const session = useRequireAuth();
  const desktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(() => safeStorage.get(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    if (!desktop) {
      setDrawerOpen(true);
      return;
    }
    setCollapsed((value) => {
      safeStorage.set(STORAGE_KEYS.sidebarCollapsed, String(!value));
      return !value;
    });
  };

  return (
    <div className="flex min-h-dvh bg-bg text-fg">
      <SkipLink />
      {desktop ? (
        <aside
          aria-label="Sidebar"
          className={cn(
            'sticky top-0 h-dvh shrink-0 border-r border-border bg-surface transition-[width] duration-200',
            collapsed ? 'w-16' : 'w-60',
          )}
        >
          <Sidebar collapsed={collapsed} />
        </aside>
      ) : (
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogContent
            title="Navigation"
            size="sm"
            className="top-0 left-0 h-dvh max-h-dvh w-72 translate-x-0 translate-y-0 rounded-none border-y-0 border-l-0 [&>div:last-child]:p-0"
          >
            <Sidebar
              collapsed={false}
              onNavigate={() => {
                setDrawerOpen(false);
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-bg/90 px-3 backdrop-blur-md sm:gap-3 sm:px-5">
          <IconButton
            label={desktop ? (collapsed ? 'Expand sidebar' : 'Collapse sidebar') : 'Open navigation'}
            icon={<PanelLeft aria-hidden />}
            onClick={toggle}
            aria-expanded={desktop ? !collapsed : drawerOpen}
          />
          <Breadcrumbs />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <StrategySearch />
            <ThemeToggle />
            <NotificationsBell />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {session ? (
            <Outlet />
          ) : (
            <div className="space-y-4" aria-hidden>
              <Skeleton className="h-8 w-64" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
