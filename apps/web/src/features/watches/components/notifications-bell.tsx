import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui';
import { useMarkNotificationsRead } from '../mutations';
import { useNotifications } from '../queries';

/**
 * The dashboard header's bell: how many notifications are unread, and the latest ones (alerts of
 * watched strategies). Opening the list marks them read.
 */
export function NotificationsBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (!open && unread > 0) markRead.mutate(undefined);
      }}
    >
      <DropdownMenuTrigger asChild>
        {/* Named by its text (not aria-label): "Notifications", or "Notifications, 3 unread" beside the badge. */}
        <button
          type="button"
          className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <Bell className="size-[18px]" aria-hidden />
          <span className="sr-only">{unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}</span>
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="unread-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] leading-none font-semibold text-accent-fg"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <DropdownMenuLabel>Notifications{unread > 0 ? ` · ${unread} unread` : ''}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="max-h-80 overflow-y-auto py-1">
          {notifications.isError ? (
            <p className="px-3 py-4 text-sm text-loss">Failed to load notifications</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-fg-muted">
              No alerts yet. Watch a strategy and its signals show up here after each daily close.
            </p>
          ) : (
            items.map((item) => (
              <DropdownMenuItem key={item.id} asChild className="block px-3 py-2">
                <Link
                  to={item.strategy_id === null ? '/watching' : `/strategy/${item.strategy_id}`}
                  className={cn('block whitespace-normal', item.read_at === null && 'bg-accent-soft/40')}
                >
                  <span className="block text-sm font-medium text-fg">{item.title}</span>
                  <span className="mt-0.5 block text-xs text-fg-muted">{item.body}</span>
                  <span className="mt-0.5 block text-[11px] text-fg-subtle">
                    {formatDateTime(item.created_at)}
                  </span>
                </Link>
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator />
        <div className="flex justify-end p-2">
          <Button asChild size="sm" variant="outline">
            <Link to="/watching">Open Watching</Link>
          </Button>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
