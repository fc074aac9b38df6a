import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  runBacktest,
  runPortfolio,
  sliceByDate,
  type BarSeries,
  type PortfolioMode,
  type StrategyInput,
} from '../../src/index';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from '../sim/scenario';

const EXAMPLES = ['sma-cross-rsi', 'spy-sma-cross-2005-2025'].map((name) => ({
  name,
  strategy: JSON.parse(
    readFileSync(new URL(`../../../../examples/${name}.json`, import.meta.url), 'utf8'),
  ) as StrategyInput,
}));

/** Strategies that exercise every kind of exit, shorts and the risk rules on real bars. */
const SCENARIOS: Array<{ name: string; strategy: StrategyInput }> = [
  {
    name: 'stops, targets, trailing, risk rules',
    strategy: strategy({
      entryLong: [element('EMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 30 })],
      exitLong: [
        element('EMA', { period: 10 }),
        element('Cross Below'),
        element('SMA', { period: 30 }),
        element('Or'),
        element('Trailing Stop %', { percentage: 4 }),
        element('Or'),
        element('Take Profit %', { percentage: 8 }),
      ],
      general: { commission: 0.1, slippage: 0.05, initialCapital: 10000, equityUsed: 90 },
      risk: { maxDrawdown: 25, dailyLossLimit: 2, maxOpenTrades: 1 },
    }),
  },
  {
    name: 'long/short with stop loss, holding period',
    strategy: strategy({
      entryLong: [element('RSI', { period: 14 }), element('<'), element('Number', { value: 35 })],
      entryShort: [element('RSI', { period: 14 }), element('>'), element('Number', { value: 70 })],
      exitLong: [
        element('Stop Loss %', { percentage: 3 }),
        element('Or'),
        element('Fixed Holding Period', { bars: 10 }),
      ],
      exitShort: [
        element('ATR Stop', { period: 14, atrMultiplier: 2 }),
        element('Or'),
        element('Fixed Holding Period', { bars: 5 }),
      ],
      general: { commission: 0.05, slippage: 0.02, initialCapital: 25000, equityUsed: 50 },
      risk: { maxOpenTrades: 1 },
    }),
  },
  {
    name: 'crypto, fractional units, fixed size',
    strategy: strategy({
      entryLong: [element('Close'), element('Cross Above'), element('SMA', { period: 20 })],
      exitLong: [
        element('Close'),
        element('Cross Below'),
        element('SMA', { period: 20 }),
        element('Or'),
        element('Stop Loss $', { amount: 150 }),
      ],
      general: { assetClass: 'Cryptocurrency', commission: 0.1, slippage: 0.1, initialCapital: 5000 },
      risk: { maxOpenTrades: 1, sizingMode: 'fixed', fixedPositionSize: 2000 },
    }),
  },
];

function windowBars(symbol: string, run: StrategyInput): BarSeries {
  return dailyBars(symbol, run.generalSetting.startDate, run.generalSetting.endDate);
}

describe('a portfolio of one symbol', () => {
  const cases = [
    ...EXAMPLES.map(({ name, strategy: example }) => ({
      name,
      symbol: 'SPY',
      // One trade per symbol in a portfolio: the single-symbol run must not stack trades either.
      strategy: { ...example, riskSetting: { ...example.riskSetting, maxOpenTrades: 1 } },
    })),
    ...SCENARIOS.map(({ name, strategy: scenario }) => ({
      name,
      symbol: scenario.generalSetting.assetClass === 'Cryptocurrency' ? 'BTC-USD' : 'QQQ',
      strategy: {
        ...scenario,
        generalSetting: { ...scenario.generalSetting, startDate: '2015-01-01', endDate: '2024-12-31' },
      },
    })),
  ];

  it.each(cases)('equals the single-symbol run trade for trade: $name', ({ symbol, strategy: run }) => {
    const bars = windowBars(symbol, run);
    const single = runBacktest(
      { ...run, generalSetting: { ...run.generalSetting, tickerSymbol: symbol } },
      bars,
    );
    const portfolio = runPortfolio({ ...run, portfolio: { symbols: [symbol] } }, { [symbol]: bars });
    if (!single.ok || !portfolio.ok || !('closed_trades' in portfolio.results)) throw new Error('should run');
    const trades = single.results.closed_trades;
    expect(trades.length).toBeGreaterThan(3);
    expect(portfolio.results.closed_trades).toEqual(trades);
    expect(portfolio.results.chart_data.equity).toEqual(single.results.chart_data.equity);
    expect(portfolio.results.performance_metrics).toEqual(single.results.performance_metrics);
    expect(portfolio.results.chart_data.risk_events).toEqual(single.results.chart_data.risk_events);
  });
});

describe('a scan ("separate")', () => {
  it('gives each symbol its own single-symbol run with the full capital', () => {
    const run = { ...(SCENARIOS[0]?.strategy as StrategyInput) };
    const symbols = ['SPY', 'QQQ', 'IWM'];
    const bars = Object.fromEntries(
      symbols.map((symbol) => [
        symbol,
        sliceByDate(dailyBars(symbol, '2016-01-01', '2023-12-31'), '2016-01-01', '2023-12-31'),
      ]),
    );
    const mode: PortfolioMode = 'separate';
    const scan = runPortfolio({ ...run, portfolio: { symbols, mode } }, bars, { scanRuns: true });
    const rowsOnly = runPortfolio({ ...run, portfolio: { symbols, mode } }, bars);
    if (!scan.ok || !('rows' in scan.results.portfolio) || !rowsOnly.ok) throw new Error('should run');
    // The rows alone (metrics-only runs) are the rows of the full runs.
    expect(rowsOnly.results.portfolio).toEqual(scan.results.portfolio);
    const returns: number[] = [];
    for (const symbol of symbols) {
      const alone = runBacktest(
        { ...run, generalSetting: { ...run.generalSetting, tickerSymbol: symbol } },
        bars[symbol] as BarSeries,
      );
      if (!alone.ok) throw new Error('should run');
      const runs = 'runs' in scan.results ? scan.results.runs : undefined;
      expect(runs?.[symbol]).toEqual(alone.results);
      const row = scan.results.portfolio.rows.find((each) => each.ticker === symbol);
      expect(row?.total_return).toBe(alone.results.performance_metrics.total_return);
      expect(row?.total_trades).toBe(alone.results.closed_trades.length);
      returns.push(alone.results.performance_metrics.total_return);
    }
    const [a, b, c] = returns as [number, number, number];
    expect(scan.results.portfolio.average.total_return).toBeCloseTo((a + b + c) / 3, 10);
    // The median of three is the one between the other two.
    const middle = a + b + c - Math.max(a, b, c) - Math.min(a, b, c);
    expect(scan.results.portfolio.median.total_return).toBeCloseTo(middle, 10);
  });
});
