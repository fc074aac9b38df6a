import {
  NotificationListSchema,
  WatchDetailSchema,
  WatchListSchema,
  WebhookStatusSchema,
} from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export const WATCH_FALLBACKS = {
  list: 'Failed to load your watches',
  one: 'Failed to load the watch',
  create: 'Failed to watch the strategy',
  update: 'Failed to update the watch',
  delete: 'Failed to delete the watch',
  notifications: 'Failed to load notifications',
  webhook: 'Failed to load the webhook',
  saveWebhook: 'Failed to save the webhook',
  check: 'Failed to check the watch',
  testAlert: 'Failed to send a test alert',
} as const;

/** Query keys of the watches feature. */
export const watchKeys = {
  all: ['watches'] as const,
  list: () => ['watches', 'list'] as const,
  detail: (id: number) => ['watches', 'detail', id] as const,
  notifications: () => ['watches', 'notifications'] as const,
  webhook: () => ['watches', 'webhook'] as const,
};

/** How often the bell asks for new notifications. */
const NOTIFICATIONS_POLL_MS = 60_000;

export function useWatches() {
  return useQuery({
    queryKey: watchKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/api/watches', WatchListSchema, { auth: true, signal, fallback: WATCH_FALLBACKS.list }),
  });
}

/** The watch of a strategy, when the user watches it (from the list: at most 20). */
export function useStrategyWatch(strategyId: number) {
  const watches = useWatches();
  return { ...watches, watch: watches.data?.items.find((watch) => watch.strategy_id === strategyId) ?? null };
}

export function useWatch(id: number | null) {
  return useQuery({
    queryKey: watchKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/api/watches/${id ?? 0}`, WatchDetailSchema, {
        auth: true,
        signal,
        fallback: WATCH_FALLBACKS.one,
      }),
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: watchKeys.notifications(),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    queryFn: ({ signal }) =>
      apiRequest('/api/notifications?limit=20', NotificationListSchema, {
        auth: true,
        signal,
        fallback: WATCH_FALLBACKS.notifications,
      }),
  });
}

export function useWebhook() {
  return useQuery({
    queryKey: watchKeys.webhook(),
    queryFn: ({ signal }) =>
      apiRequest('/api/account/webhook', WebhookStatusSchema, {
        auth: true,
        signal,
        fallback: WATCH_FALLBACKS.webhook,
      }),
  });
}
