import { StrategySchema } from '@stratblocks/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrategyCard } from '../src/features/strategies/components/strategy-card';
import { summarize } from '../src/features/strategies/summary';

const ROW = { sharpe_ratio: 1, max_drawdown: -5, win_rate: 50, total_trades: 10, buy_and_hold_return: 3 };

/** A saved strategy over the symbols with these results (as the builder stores them). */
function strategy(symbols: string[], mode: 'shared' | 'separate' | null, results: unknown) {
  return StrategySchema.parse({
    id: 3,
    name: 'Rotation',
    description: '',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    strategy_config: {
      schemaVersion: 1,
      generalSetting: { tickerSymbol: symbols[0] },
      entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
      exitLogic: {},
      riskSetting: {},
      entryLogicRows: [],
      exitLogicRows: [],
      ...(mode && { portfolio: { symbols, mode } }),
    },
    backtest_results: results,
  });
}

function renderCard(saved: ReturnType<typeof strategy>) {
  render(
    <MemoryRouter>
      <StrategyCard
        strategy={summarize(saved)}
        layout="grid"
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onRun={vi.fn()}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Rotation' });
}

describe('a strategy card of a portfolio', () => {
  afterEach(cleanup);

  it('says "One account" with its symbol count and shows the portfolio’s return and figures', () => {
    const card = renderCard(
      strategy(['XLK', 'XLF', 'XLE', 'XLV', 'XLI'], 'shared', {
        chart_data: {},
        performance_metrics: { total_return: 18.4, win_rate: 61.5, total_trades: 26, sharpe_ratio: 0.91 },
        closed_trades: [],
        portfolio: { mode: 'shared', symbols: [] },
      }),
    );
    expect(card.textContent).toContain('5 symbols · One account');
    expect(card.textContent).toContain('Portfolio return+18.40%');
    expect(within(card).getByText('Backtested')).toBeTruthy();
    expect(card.textContent).toContain('Win Rate61.50%');
    expect(card.textContent).toContain('Trades26');
  });

  it('shows a scan as Backtested with its symbols’ average return and figures', () => {
    const card = renderCard(
      strategy(['AAPL', 'MSFT', 'NVDA'], 'separate', {
        chart_data: {},
        performance_metrics: {},
        closed_trades: [],
        portfolio: {
          mode: 'separate',
          rows: [
            { ticker: 'AAPL', total_return: 12, ...ROW },
            { ticker: 'MSFT', total_return: -3, ...ROW },
            { ticker: 'NVDA', total_return: 30, ...ROW },
          ],
          average: {
            total_return: 13,
            sharpe_ratio: 0.8,
            max_drawdown: -9,
            win_rate: 48,
            total_trades: 12,
            buy_and_hold_return: 20,
          },
          median: {
            total_return: 12,
            sharpe_ratio: 0.7,
            max_drawdown: -8,
            win_rate: 50,
            total_trades: 11,
            buy_and_hold_return: 18,
          },
        },
      }),
    );
    expect(card.textContent).toContain('3 symbols · Each symbol alone');
    expect(within(card).getByText('Backtested')).toBeTruthy();
    expect(card.textContent).toContain('Average return+13.00%');
    expect(card.textContent).toContain('3 symbols · Each symbol alone · figures are averages');
    expect(card.textContent).toContain('Win Rate48.00%');
    expect(card.textContent).toContain('Sharpe0.800');
  });

  it('says nothing of a portfolio for a single-symbol strategy', () => {
    const card = renderCard(strategy(['SPY'], null, null));
    expect(card.textContent).not.toContain('symbols ·');
    expect(card.textContent).toContain('Performance');
    expect(within(card).getByText('Not Run')).toBeTruthy();
  });
});
