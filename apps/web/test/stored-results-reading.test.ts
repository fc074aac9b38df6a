import { describe, expect, it } from 'vitest';
import { readEquityColumns, readMetrics, readPriceColumns, readTrades } from '../src/features/backtests';
import { strictTrades } from '../src/features/backtests/results/read-results';
import { engineRun } from './support/engine-run';

describe('results of a run read through the strict schemas', () => {
  it('come out as they went in', () => {
    const { results } = engineRun();
    // Through JSON, as they are saved with a strategy and read back.
    const saved = JSON.parse(JSON.stringify(results)) as unknown as Record<string, unknown>;
    expect(readMetrics(saved['performance_metrics'])).toEqual(results.performance_metrics);
    expect(readEquityColumns(saved['chart_data'])).toEqual(results.chart_data);
    expect(readPriceColumns(saved['chart_data'])).toEqual(results.chart_data);
    const trades = readTrades(saved['closed_trades']);
    expect(trades.map((trade) => trade.index)).toEqual(results.closed_trades.map((_, index) => index));
    expect(trades).toEqual(results.closed_trades.map((trade, index) => ({ ...trade, index })));
    expect(strictTrades(trades)).toEqual(results.closed_trades);
  });
});

describe('results saved in the older form of the spec', () => {
  // chart_data: dates, cumulative_returns, daily_returns, drawdown, ticker (no equity, no prices).
  const chart = {
    dates: ['2024-01-02', '2024-01-03', '2024-01-04'],
    cumulative_returns: [0, 1.5, -0.5],
    daily_returns: [0, 1.5, -1.97],
    drawdown: [0, 0, -1.97],
    ticker: 'SPY',
  };

  it('give the equity chart its columns, without equity or buy and hold', () => {
    expect(readEquityColumns(chart)).toEqual({
      dates: chart.dates,
      cumulative_returns: chart.cumulative_returns,
      drawdown: chart.drawdown,
      equity: undefined,
      buy_and_hold: undefined,
      ticker: 'SPY',
      risk_events: [],
    });
  });

  it('keep the risk events that fit the contract, when an older chart carries some', () => {
    const events = [
      { date: '2024-01-03', kind: 'daily_loss_limit' },
      { date: '2024-01-04', kind: 'margin_call' },
      'not an event',
      { date: '2024-01-04', kind: 'max_drawdown_halt' },
    ];
    expect(readEquityColumns({ ...chart, risk_events: events })?.risk_events).toEqual([
      { date: '2024-01-03', kind: 'daily_loss_limit' },
      { date: '2024-01-04', kind: 'max_drawdown_halt' },
    ]);
    expect(readEquityColumns({ ...chart, risk_events: 'none' })?.risk_events).toEqual([]);
  });

  it('give no price chart', () => {
    expect(readPriceColumns(chart)).toBeNull();
  });

  it('give no equity chart when a column does not match the dates', () => {
    expect(readEquityColumns({ ...chart, cumulative_returns: [0, 1] })).toBeNull();
    expect(readEquityColumns({ dates: [], cumulative_returns: [] })).toBeNull();
    expect(readEquityColumns('not a chart')).toBeNull();
  });

  it('keep the trade fields that have the right type and mark the rest missing', () => {
    const [trade] = readTrades([
      { entry_date: '2024-01-02', type: 'sideways', pnl: '12', size: 3, exit_reason: 'moon' },
    ]);
    expect(trade).toMatchObject({
      entry_date: '2024-01-02',
      type: null,
      pnl: null,
      size: 3,
      exit_reason: null,
      ambiguous: null,
    });
    expect(strictTrades(readTrades([{ entry_date: '2024-01-02' }]))).toBeNull();
  });

  it('read metrics by unit: text for text metrics, finite numbers for the others', () => {
    expect(
      readMetrics({ ticker: 'SPY', test_period: 5, sharpe_ratio: '1.2', win_rate: null, days: 1258 }),
    ).toEqual({
      ticker: 'SPY',
      win_rate: null,
      days: 1258,
    });
    expect(readMetrics({ cumulative_return: 4.2, win_ratio: 50 })).toEqual({
      cumulative_return: 4.2,
      total_return: 4.2,
      win_ratio: 50,
      win_rate: 50,
    });
  });
});
