import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { signOut, useSession } from '../../lib/session';
import { cn, Logo, Tooltip } from '../../ui';
import { useResolvedTheme } from '../../lib/theme';
import { SIDEBAR_GROUPS } from './navigation';

export interface SidebarProps {
  /** Icons only (desktop, collapsed). */
  collapsed: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

const itemClasses = (collapsed: boolean) =>
  cn(
    'flex h-9 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-fg-muted transition-colors',
    'hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text',
    '[&_svg]:size-[18px] [&_svg]:shrink-0',
    collapsed && 'justify-center px-0',
  );

/** The dashboard's navigation: Core, Account and Help (docs/product.md#screens-and-routes), and who is signed in. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useResolvedTheme();
  const user = useSession()?.user ?? null;

  const logout = () => {
    onNavigate?.();
    void navigate('/auth', { replace: true });
    signOut({ onPurpose: true });
    queryClient.clear();
  };

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-border px-4',
          collapsed && 'justify-center px-0',
        )}
      >
        <NavLink to="/overview" aria-label="StratBlocks overview" onClick={onNavigate}>
          <Logo tone={theme} wordmark={!collapsed} />
        </NavLink>
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        {SIDEBAR_GROUPS.map((group) => (
          <div key={group.title} className="mb-5 last:mb-0">
            <h2
              className={cn(
                'mb-1.5 px-2.5 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase',
                collapsed && 'sr-only',
              )}
            >
              {group.title}
            </h2>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const content = (
                  <>
                    <item.icon aria-hidden />
                    <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
                  </>
                );
                const element =
                  item.kind === 'link' ? (
                    <NavLink to={item.to} end className={itemClasses(collapsed)} onClick={onNavigate}>
                      {content}
                    </NavLink>
                  ) : (
                    <button type="button" className={itemClasses(collapsed)} onClick={logout}>
                      {content}
                    </button>
                  );
                return (
                  <li key={item.label}>
                    {collapsed ? (
                      <Tooltip content={item.label} side="right">
                        {element}
                      </Tooltip>
                    ) : (
                      element
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      {user && !collapsed ? (
        <div className="shrink-0 border-t border-border px-4 py-3">
          <p className="truncate text-sm font-medium text-fg">{user.username || 'Trader'}</p>
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </div>
      ) : null}
    </div>
  );
}
