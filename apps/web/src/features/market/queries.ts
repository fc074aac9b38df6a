import { SymbolSearchResponseSchema, type AssetClass } from '@stratblocks/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api';
import { getSession } from '../../lib/session';

/** Query keys of the market feature. */
export const marketKeys = {
  all: ['market'] as const,
  search: (text: string, assetClass: AssetClass | undefined) =>
    ['market', 'search', text, assetClass ?? 'all'] as const,
};

/** Symbols matching a ticker prefix or a name, at most 20, within an asset class. */
export function useSymbolSearch(text: string, assetClass?: AssetClass) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: marketKeys.search(trimmed, assetClass),
    queryFn: ({ signal }) =>
      apiRequest(`/api/market/symbols${query({ q: trimmed, assetClass })}`, SymbolSearchResponseSchema, {
        signal,
        // Signed in, the search includes the user's own uploads (docs/market-data.md).
        token: getSession()?.token ?? null,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
