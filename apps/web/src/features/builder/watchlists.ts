import { WatchlistListSchema, WatchlistSchema, type WatchlistPatchBody } from '@stratblocks/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

export const WATCHLIST_FALLBACKS = {
  list: 'Failed to load your watchlists',
  create: 'Failed to save the watchlist',
  rename: 'Failed to rename the watchlist',
  delete: 'Failed to delete the watchlist',
} as const;

export const watchlistKeys = { all: ['watchlists'] as const };

/** The signed-in user's watchlists by name; nothing is asked while signed out. */
export function useWatchlists(signedIn: boolean) {
  return useQuery({
    queryKey: watchlistKeys.all,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiRequest('/api/watchlists', WatchlistListSchema, {
        auth: true,
        signal,
        fallback: WATCHLIST_FALLBACKS.list,
      }),
  });
}

export function useCreateWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; symbols: string[] }) =>
      apiRequest('/api/watchlists', WatchlistSchema, {
        method: 'POST',
        auth: true,
        body,
        fallback: WATCHLIST_FALLBACKS.create,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}

export function usePatchWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: WatchlistPatchBody }) =>
      apiRequest(`/api/watchlists/${id}`, WatchlistSchema, {
        method: 'PATCH',
        auth: true,
        body: patch,
        fallback: WATCHLIST_FALLBACKS.rename,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}

export function useDeleteWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/watchlists/${id}`, z.null(), {
        method: 'DELETE',
        auth: true,
        fallback: WATCHLIST_FALLBACKS.delete,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
