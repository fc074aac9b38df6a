import { StrategySchema } from '@stratblocks/contracts';
import { describe, expect, it } from 'vitest';
import { matchesSearch, newestFirst, summarize } from '../src/features/strategies/summary';

const base = {
  id: 7,
  name: 'Golden cross',
  description: 'SMA 50 over SMA 200',
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  strategy_config: {
    schemaVersion: 1,
    generalSetting: {},
    entryLogic: { long: null, short: { id: 1 } },
    exitLogic: {},
    riskSetting: {},
    entryLogicRows: [],
    exitLogicRows: [],
  },
  backtest_results: null,
};

describe('strategy summaries (the cards, the Overview and the search)', () => {
  it('a strategy without results is Not Run and has no figures', () => {
    const summary = summarize(StrategySchema.parse(base));
    expect(summary).toMatchObject({ has_results: false, metrics: null });
  });

  it('a short entry counts as active only for Long/Short strategies', () => {
    expect(summarize(StrategySchema.parse(base)).has_config).toBe(false);
    const longShort = {
      ...base,
      strategy_config: { ...base.strategy_config, generalSetting: { strategyType: 'Long/Short' } },
    };
    expect(summarize(StrategySchema.parse(longShort)).has_config).toBe(true);
  });

  it('results with metrics give the headline figures; missing ones are null', () => {
    const withResults = {
      ...base,
      backtest_results: { performance_metrics: { total_return: 12.5, sharpe_ratio: 1.234, win_rate: 'n/a' } },
    };
    expect(summarize(StrategySchema.parse(withResults))).toMatchObject({
      has_results: true,
      metrics: { total_return: 12.5, sharpe_ratio: 1.234, win_rate: null, max_drawdown: null },
    });
    const empty = { ...base, backtest_results: { performance_metrics: {} } };
    expect(summarize(StrategySchema.parse(empty)).has_results).toBe(false);
  });

  it('search matches name or description, ignoring case', () => {
    expect(matchesSearch(base, 'golden')).toBe(true);
    expect(matchesSearch(base, 'sma 200')).toBe(true);
    expect(matchesSearch(base, 'rsi')).toBe(false);
    expect(matchesSearch(base, '  ')).toBe(true);
  });

  it('orders newest first by creation date', () => {
    const items = [{ created_at: '2025-01-01' }, { created_at: '2025-03-01' }, { created_at: '2025-02-01' }];
    expect(newestFirst(items).map((item) => item.created_at)).toEqual([
      '2025-03-01',
      '2025-02-01',
      '2025-01-01',
    ]);
  });
});
