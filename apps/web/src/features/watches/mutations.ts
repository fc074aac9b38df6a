import {
  NotificationReadAnswerSchema,
  TestAlertAnswerSchema,
  WatchCheckAnswerSchema,
  WatchSchema,
  WebhookSavedSchema,
  type WatchPatchBody,
} from '@stratblocks/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { WATCH_FALLBACKS, watchKeys } from './queries';

export function useCreateWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (strategyId: number) =>
      apiRequest('/api/watches', WatchSchema, {
        method: 'POST',
        auth: true,
        body: { strategy_id: strategyId },
        fallback: WATCH_FALLBACKS.create,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

export function usePatchWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: WatchPatchBody }) =>
      apiRequest(`/api/watches/${id}`, WatchSchema, {
        method: 'PATCH',
        auth: true,
        body: patch,
        fallback: WATCH_FALLBACKS.update,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

export function useDeleteWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/watches/${id}`, z.null(), {
        method: 'DELETE',
        auth: true,
        fallback: WATCH_FALLBACKS.delete,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

/** Marks notifications read (all when no ids). */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiRequest('/api/notifications/read', NotificationReadAnswerSchema, {
        method: 'POST',
        auth: true,
        body: ids ? { ids } : {},
        fallback: WATCH_FALLBACKS.notifications,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.notifications() }),
  });
}

export function useSaveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; rotate_secret?: boolean }) =>
      apiRequest('/api/account/webhook', WebhookSavedSchema, {
        method: 'PUT',
        auth: true,
        body,
        fallback: WATCH_FALLBACKS.saveWebhook,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.webhook() }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/account/webhook', z.null(), {
        method: 'DELETE',
        auth: true,
        fallback: WATCH_FALLBACKS.saveWebhook,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.webhook() }),
  });
}

/** "Check now": the watch's check at once; the lists and the bell show what it found. */
export function useCheckWatchNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/watches/${id}/check`, WatchCheckAnswerSchema, {
        method: 'POST',
        auth: true,
        fallback: WATCH_FALLBACKS.check,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

/** "Send a test alert": the bell shows it at once. */
export function useSendTestAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/watches/${id}/test-alert`, TestAlertAnswerSchema, {
        method: 'POST',
        auth: true,
        fallback: WATCH_FALLBACKS.testAlert,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchKeys.notifications() }),
  });
}
