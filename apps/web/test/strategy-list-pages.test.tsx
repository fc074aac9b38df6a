import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStrategies } from '../src/features/strategies';
import { signOut, storeToken } from '../src/lib/session';
import { tokenWithExp } from './jwt';

/** 230 summaries on a server that answers pages of at most 100, newest first. */
const TOTAL = 230;
const summary = (id: number) => ({
  id,
  name: `Strategy ${id}`,
  description: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  has_config: true,
  has_results: id % 2 === 0,
  metrics: null,
});

function StrategyCount() {
  const strategies = useStrategies();
  return <p>{strategies.data ? `${strategies.data.length} strategies` : 'loading'}</p>;
}

describe('the list of the user’s strategies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('reads every page, one after the other, until the last', async () => {
    storeToken(tokenWithExp(Math.floor(Date.now() / 1000) + 3600));
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        asked.push(input);
        const query = new URLSearchParams(input.split('?')[1] ?? '');
        const limit = Number(query.get('limit'));
        const offset = Number(query.get('offset') ?? 0);
        const ids = Array.from(
          { length: Math.max(0, Math.min(limit, TOTAL - offset)) },
          (_, i) => offset + i + 1,
        );
        const page = { items: ids.map(summary), total: TOTAL, limit, offset };
        return Promise.resolve(
          new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <StrategyCount />
      </QueryClientProvider>,
    );
    await waitFor(
      () => {
        expect(screen.getByText('230 strategies')).toBeDefined();
      },
      { timeout: 5000 },
    );
    expect(asked).toEqual([
      '/api/strategies?limit=100',
      '/api/strategies?limit=100&offset=100',
      '/api/strategies?limit=100&offset=200',
    ]);
  });
});
