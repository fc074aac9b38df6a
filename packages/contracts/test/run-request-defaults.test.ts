import { describe, expect, it } from 'vitest';
import { RunRequestSchema } from '../src/index';

describe('the run request body', () => {
  it('fills a missing part with the defaults of a new strategy (docs/product.md#business-constants-and-limits)', () => {
    const body = RunRequestSchema.parse({});
    expect(body.generalSetting).toEqual({
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: 'SPY',
      startDate: '2020-01-01',
      endDate: '2024-12-31',
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0,
    });
    expect(body.riskSetting).toEqual({
      maxOpenTrades: 5,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
      sizingMode: 'percent',
    });
    expect(body.entryLogic).toEqual({ long: null, short: null });
  });

  it('accepts numbers typed as text and keeps the rest of a partial setting', () => {
    const body = RunRequestSchema.parse({
      generalSetting: { initialCapital: '25000', tickerSymbol: 'AAPL' },
    });
    expect(body.generalSetting.initialCapital).toBe(25000);
    expect(body.generalSetting.tickerSymbol).toBe('AAPL');
    expect(body.generalSetting.commission).toBe(0.1);
  });

  it('refuses an empty number instead of reading it as zero', () => {
    expect(RunRequestSchema.safeParse({ generalSetting: { commission: '' } }).success).toBe(false);
  });

  it('refuses a start date after the end date', () => {
    const result = RunRequestSchema.safeParse({
      generalSetting: { startDate: '2024-01-01', endDate: '2023-01-01' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The start date must not be after the end date');
  });

  it('refuses equity used above 100 percent and unknown intervals', () => {
    expect(RunRequestSchema.safeParse({ generalSetting: { equityUsed: 150 } }).success).toBe(false);
    expect(RunRequestSchema.safeParse({ generalSetting: { timeInterval: '5 Minutes' } }).success).toBe(false);
  });

  it('takes rows inline and And/Or trees of them', () => {
    const sma = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
    const body = RunRequestSchema.parse({
      entryLogic: {
        long: {
          type: 'boolean-operator',
          name: 'And',
          left: { id: 1, elements: [sma(20), { name: 'Cross Above', type: 'compare-operator' }, sma(50)] },
          right: {
            elements: [{ name: 'RSI' }, { name: '<' }, { name: 'Number', properties: { value: 70 } }],
          },
        },
      },
    });
    expect(body.entryLogic.long).toMatchObject({ type: 'boolean-operator', name: 'And' });
  });

  it('reads a bare array of elements as an inline row', () => {
    const body = RunRequestSchema.parse({ entryLogic: { long: [{ name: 'Doji' }] } });
    expect(body.entryLogic.long).toEqual({ elements: [{ name: 'Doji' }] });
  });
});
