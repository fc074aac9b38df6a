import { BundledMarketData } from '@stratblocks/market-data';
import { runBacktest, type StrategyInput } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { formatStreamPart } from '@stratblocks/contracts';
import { jsonOfPartBlock, partBlock } from '../src/backtests/protocol';
import { chartJson, resultPartsJson, resultsJson } from '../src/backtests/results-json';

const data = new BundledMarketData();
const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };

function strategy(interval: StrategyInput['generalSetting']['timeInterval'], fast: number): StrategyInput {
  return {
    generalSetting: {
      strategyType: 'Long/Short',
      timeInterval: interval,
      assetClass: 'US Stocks',
      tickerSymbol: 'SPY',
      startDate: '2019-01-01',
      endDate: '2024-12-31',
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0.05,
    },
    entryLogic: {
      long: {
        elements: [element('SMA', { period: fast }), element('Cross Above'), element('SMA', { period: 50 })],
      },
      short: {
        elements: [element('SMA', { period: fast }), element('Cross Below'), element('SMA', { period: 50 })],
      },
    },
    exitLogic: {
      exit_long: { elements: [element('Stop Loss %', { percentage: 5 })] },
      exit_short: { elements: [element('Take Profit %', { percentage: 8 })] },
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
}

describe('the worker JSON of a run', () => {
  it('is byte for byte JSON.stringify, with the series parts reused or not', () => {
    const daily = data.range('SPY', '1d', '2019-01-01', '2024-12-31');
    // Daily then weekly runs on the same daily bars (different charts), twice each, then daily again
    // on a copy whose last close differs: every text must still be exact.
    const changed = { ...daily, close: daily.close.slice() };
    changed.close[changed.close.length - 1] = (changed.close.at(-1) ?? 0) + 1;
    const runs: Array<[StrategyInput, typeof daily]> = [
      [strategy('1 Day', 20), daily],
      [strategy('1 Day', 10), daily],
      [strategy('1 Week', 5), daily],
      [strategy('1 Week', 10), daily],
      [strategy('1 Day', 20), changed],
      [strategy('1 Day', 20), daily],
    ];
    for (const [input, bars] of runs) {
      const outcome = runBacktest(input, bars);
      if (!outcome.ok) throw new Error('the engine refused the strategy');
      expect(chartJson(outcome.results.chart_data)).toBe(JSON.stringify(outcome.results.chart_data));
      expect(resultsJson(resultPartsJson(outcome.results))).toBe(JSON.stringify(outcome.results));
    }
  });

  it('carries the risk rules’ decisions, and results without them stay without', () => {
    const daily = data.range('SPY', '1d', '2019-01-01', '2024-12-31');
    const limited = strategy('1 Day', 20);
    const outcome = runBacktest(
      { ...limited, riskSetting: { ...limited.riskSetting, maxDrawdown: 8, dailyLossLimit: 1 } },
      daily,
    );
    if (!outcome.ok) throw new Error('the engine refused the strategy');
    const kinds = new Set(outcome.results.chart_data.risk_events?.map((event) => event.kind));
    expect([...kinds].sort()).toEqual(['daily_loss_limit', 'max_drawdown_halt']);
    expect(outcome.results.chart_data.risk_summary).toMatchObject({ max_drawdown: 8, daily_loss_limit: 1 });
    expect(chartJson(outcome.results.chart_data)).toBe(JSON.stringify(outcome.results.chart_data));
    const older = { ...outcome.results.chart_data };
    delete older.risk_events;
    delete older.risk_summary;
    expect(chartJson(older)).toBe(JSON.stringify(older));
  });
});

describe('part blocks (what the worker threads hand the stream)', () => {
  it('are the stream text of the part, and give back its JSON, whatever its characters', () => {
    const json = JSON.stringify({ note: 'Ünïcödé — 日本 📈', values: [1.5, -2, null] });
    for (const part of ['chart', 'metrics', 'trades'] as const) {
      const block = partBlock(part, json);
      expect(new TextDecoder().decode(block)).toBe(formatStreamPart(part, json));
      expect(jsonOfPartBlock(part, block)).toBe(json);
    }
  });

  it('carries the lines of blocks reading another timeframe (docs/engine.md#on-the-price-chart)', () => {
    const daily = data.range('SPY', '1d', '2019-01-01', '2024-12-31');
    const input = strategy('1 Day', 20);
    const weekly: StrategyInput = {
      ...input,
      entryLogic: {
        ...input.entryLogic,
        long: {
          elements: [
            element('SMA', { period: 20 }),
            element('Cross Above'),
            { name: 'SMA', properties: { period: 10, timeframe: '1W' } },
          ],
        },
      },
    };
    const outcome = runBacktest(weekly, daily);
    if (!outcome.ok) throw new Error('the engine refused the strategy');
    // Warm-up values are null in the JSON, as JSON.stringify writes them.
    expect(outcome.results.chart_data.source_lines?.[0]?.values[0]).toBeNull();
    expect(chartJson(outcome.results.chart_data)).toBe(JSON.stringify(outcome.results.chart_data));
  });
});
