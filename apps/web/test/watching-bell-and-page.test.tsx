import type { NotificationList, WatchList } from '@stratblocks/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsBell, WatchingPage } from '../src/features/watches';
import { watchKeys } from '../src/features/watches/queries';
import { withLayout } from './support/dom';

/** A tree whose queries are already answered (staleTime keeps them from asking the server). */
function renderWith(
  node: ReactNode,
  data: { notifications?: NotificationList; watches?: WatchList; webhook?: unknown },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (data.notifications) client.setQueryData(watchKeys.notifications(), data.notifications);
  if (data.watches) client.setQueryData(watchKeys.list(), data.watches);
  client.setQueryData(watchKeys.webhook(), data.webhook ?? { webhook: null, deliveries: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const notification = (id: number, read: boolean) => ({
  id,
  title: 'SMA cross: Entry long on SPY',
  body: 'Entry long decided at the close of 2026-03-02: buy SPY at the next open',
  watch_id: 1,
  strategy_id: 1,
  created_at: '2026-03-02T22:30:00.000Z',
  read_at: read ? '2026-03-03T08:00:00.000Z' : null,
});

withLayout();

describe('the notifications bell', () => {
  it('names and shows how many notifications are unread', () => {
    renderWith(<NotificationsBell />, {
      notifications: {
        items: [notification(3, false), notification(2, false), notification(1, true)],
        unread: 2,
      },
    });
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
  });

  it('is plain "Notifications" with nothing unread', () => {
    renderWith(<NotificationsBell />, { notifications: { items: [notification(1, true)], unread: 0 } });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});

describe('the Watching page', () => {
  it('says what to do when nothing is watched', () => {
    renderWith(<WatchingPage />, { watches: { items: [], limit: 20 } });
    expect(screen.getByRole('heading', { name: 'No watched strategies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Strategies' })).toBeTruthy();
  });

  it('shows a watch with its last check, last signal and the forward test beside the backtest', () => {
    renderWith(<WatchingPage />, {
      watches: {
        limit: 20,
        items: [
          {
            id: 1,
            strategy_id: 4,
            strategy_name: 'SMA cross',
            symbols: ['SPY'],
            portfolio_mode: null,
            interval: '1 Day',
            status: 'paused',
            muted: false,
            email: true,
            created_at: '2026-03-02T12:00:00.000Z',
            forward_from: '2026-03-02',
            last_check: {
              at: '2026-03-03T22:30:00.000Z',
              status: 'error',
              message: 'SPY has no daily bars',
              newest_bar: null,
            },
            last_alert: null,
            positions: [
              { symbol: 'SPY', side: 'long', size: 12, entry_date: '2026-02-20', entry_price: 600.5 },
            ],
            forward: {
              from: '2026-03-02',
              to: '2026-03-03',
              bars: 2,
              total_return: -0.5,
              max_drawdown: -0.7,
              trades: 0,
            },
            backtest: {
              from: '2020-01-02',
              to: '2024-12-31',
              bars: 1258,
              total_return: 41.2,
              max_drawdown: -12.3,
              trades: 9,
            },
            data_source: 'bundled',
            next_check_at: null,
          },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'SMA cross' }).getAttribute('href')).toBe('/strategy/4');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByText('SPY has no daily bars')).toBeTruthy();
    expect(screen.getByText('Long 12 SPY since Feb 20, 2026 at $600.50')).toBeTruthy();
    expect(screen.getByText('-0.50%')).toBeTruthy();
    expect(screen.getByText('+41.20%')).toBeTruthy();
    expect(screen.getByText('None since the watch started')).toBeTruthy();
  });

  it("shows a portfolio watch's symbols and mode, and the last signal with its symbol", () => {
    const sectors = ['XLK', 'XLF', 'XLE', 'XLV', 'XLI', 'XLY', 'XLP', 'XLU', 'XLB', 'XLRE'];
    renderWith(<WatchingPage />, {
      watches: {
        limit: 20,
        items: [
          {
            id: 2,
            strategy_id: 5,
            strategy_name: 'Sector rotation',
            symbols: sectors,
            portfolio_mode: 'shared',
            interval: '1 Day',
            status: 'active',
            muted: false,
            email: true,
            created_at: '2026-03-02T12:00:00.000Z',
            forward_from: '2026-03-02',
            last_check: {
              at: '2026-03-03T22:30:00.000Z',
              status: 'ok',
              message: '',
              newest_bar: '2026-03-03',
            },
            last_alert: {
              id: 7,
              watch_id: 2,
              bar: '2026-03-03',
              symbol: 'XLE',
              kind: 'entry',
              side: 'long',
              timing: 'next_open',
              reason: null,
              block: null,
              price: null,
              trades: 1,
              message: 'Entry long decided at the close of 2026-03-03: buy XLE at the next open',
              created_at: '2026-03-03T22:30:01.000Z',
            },
            positions: [],
            forward: null,
            backtest: null,
            data_source: 'yahoo',
            next_check_at: '2026-03-04T22:30:00.000Z',
          },
        ],
      },
    });
    expect(
      screen.getByText(
        '10 symbols (one account): XLK, XLF, XLE, XLV, XLI, XLY, XLP, XLU and 2 more · 1 Day · watched since Mar 2, 2026',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Entry long decided at the close of 2026-03-03: buy XLE at the next open'),
    ).toBeTruthy();
  });
});
