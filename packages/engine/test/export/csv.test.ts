import { describe, expect, it } from 'vitest';
import {
  barsFromRows,
  closedTradesCsv,
  equityCurveCsv,
  runBacktest,
  type BacktestResults,
  type ClosedTrade,
  type StrategyInput,
} from '../../src/index';
import { splitCsvLine } from '../../src/data/csv';
import { csvField } from '../../src/export/csv';

const closes = [100, 101, 99, 102, 104, 103, 101, 105, 107, 106];
const bars = barsFromRows(
  'TEST',
  '1d',
  closes.map((close, index) => ({
    time: `2024-01-${String(index + 1).padStart(2, '0')}`,
    open: close - 0.5,
    high: close + 1,
    low: close - 1,
    close,
    volume: 1000,
  })),
);

const strategy: StrategyInput = {
  generalSetting: {
    strategyType: 'Long Only',
    timeInterval: '1 Day',
    assetClass: 'US Stocks',
    tickerSymbol: 'TEST',
    startDate: '2024-01-01',
    endDate: '2024-01-31',
    initialCapital: 1000,
    equityUsed: 100,
    commission: 0.1,
    slippage: 0,
  },
  entryLogic: {
    long: {
      elements: [{ name: 'Close' }, { name: '<' }, { name: 'Previous Close', properties: { offset: 1 } }],
    },
    short: null,
  },
  exitLogic: {
    exit_long: { elements: [{ name: 'Fixed Holding Period', properties: { bars: 2 } }] },
    exit_short: null,
  },
  riskSetting: {
    maxOpenTrades: 1,
    fixedPositionSize: 1000,
    maxTradesPerDay: 10,
    maxDrawdown: 0,
    dailyLossLimit: 0,
    riskRewardRatio: 2,
  },
};

function results(): BacktestResults {
  const outcome = runBacktest(strategy, bars);
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
  return outcome.results;
}

function parse(csv: string): string[][] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(0, -2)
    .split('\r\n')
    .map((line) => splitCsvLine(line));
}

describe('CSV export', () => {
  it('writes the closed trades with the spec field names, one row per trade', () => {
    const backtest = results();
    expect(backtest.closed_trades.length).toBeGreaterThan(1);
    const rows = parse(closedTradesCsv(backtest));
    expect(rows[0]).toEqual([
      'entry_date',
      'exit_date',
      'ticker',
      'type',
      'entry_price',
      'exit_price',
      'size',
      'pnl',
      'pnl_percent',
      'commission',
      'exit_reason',
      'exit_block',
      'ambiguous',
      'closed_at_end',
      'bars_held',
    ]);
    expect(rows).toHaveLength(backtest.closed_trades.length + 1);
    const first = backtest.closed_trades[0];
    if (!first) throw new Error('no trade');
    const row = rows[1] ?? [];
    expect(row.slice(0, 4)).toEqual([first.entry_date, first.exit_date, 'TEST', 'long']);
    expect(Number(row[7])).toBe(first.pnl);
    expect(Number(row[9])).toBe(first.commission);
    expect(row[10]).toBe('time_exit');
    expect(row[11]).toBe('Fixed Holding Period');
    expect(row.slice(12)).toEqual(['false', 'false', '2']);
  });

  it('writes the equity curve, one row per bar', () => {
    const backtest = results();
    const rows = parse(equityCurveCsv(backtest));
    expect(rows[0]).toEqual([
      'dates',
      'cumulative_returns',
      'daily_returns',
      'drawdown',
      'equity',
      'buy_and_hold',
    ]);
    expect(rows).toHaveLength(closes.length + 1);
    rows.slice(1).forEach((row, index) => {
      expect(row[0]).toBe(backtest.chart_data.dates[index]);
      expect(Number(row[1])).toBe(backtest.chart_data.cumulative_returns[index]);
      expect(Number(row[2])).toBe(backtest.chart_data.daily_returns[index]);
      expect(Number(row[3])).toBe(backtest.chart_data.drawdown[index]);
      expect(Number(row[4])).toBe(backtest.chart_data.equity[index]);
      expect(Number(row[5])).toBe(backtest.chart_data.buy_and_hold[index]);
    });
  });

  it('quotes fields as RFC 4180 says and leaves null empty', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(0.1 + 0.2)).toBe('0.30000000000000004');
    const trade: ClosedTrade = {
      entry_date: '2024-01-02',
      exit_date: '2024-01-03',
      ticker: 'ODD,"NAME"',
      type: 'short',
      entry_price: 10,
      exit_price: 9,
      size: 1.5,
      pnl: 1.5,
      pnl_percent: 10,
      commission: 0,
      exit_reason: 'end_of_data',
      exit_block: null,
      ambiguous: false,
      closed_at_end: true,
      bars_held: 2,
    };
    const rows = parse(closedTradesCsv({ closed_trades: [trade] }));
    expect(rows[1]).toEqual([
      '2024-01-02',
      '2024-01-03',
      'ODD,"NAME"',
      'short',
      '10',
      '9',
      '1.5',
      '1.5',
      '10',
      '0',
      'end_of_data',
      '',
      'false',
      'true',
      '2',
    ]);
  });
});
