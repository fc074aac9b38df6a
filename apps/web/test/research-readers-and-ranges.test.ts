import { describe, expect, it } from 'vitest';
import {
  monteCarlo,
  runSweep,
  runWalkForward,
  tunableParameters,
  type TunableParameter,
} from '@stratblocks/engine';
import { defaultRange, valueCount } from '../src/features/research/components/parameter-range';
import { applyCombination, readMonteCarlo, readSweep, readWalkForward } from '../src/features/research';
import { bundledBars, engineRun, exampleRequest } from './support/engine-run';

const parameter = (overrides: Partial<TunableParameter>): TunableParameter => ({
  path: 'p',
  label: 'P',
  kind: 'block',
  property: 'period',
  value: 20,
  integer: true,
  ...overrides,
});

describe('first ranges of the Optimise panel', () => {
  it('spans half to one and a half times the value in about 8 steps', () => {
    // 20: 10 to 30, step round(20 / 8) = 3 (2.5 rounds to 3): 10, 13, ..., 28 = 7 values.
    expect(defaultRange(parameter({ value: 20 }))).toEqual({ path: 'p', start: 10, stop: 30, step: 3 });
    expect(valueCount({ path: 'p', start: 10, stop: 30, step: 3 })).toBe(7);
    // 2.5 (a fraction): 1.25 to 3.75, step 0.3125 rounded to 3 digits = 0.313.
    expect(defaultRange(parameter({ value: 2.5, integer: false }))).toEqual({
      path: 'p',
      start: 1.25,
      stop: 3.75,
      step: 0.313,
    });
  });

  it('stays inside the bounds and starts somewhere sensible at zero', () => {
    expect(defaultRange(parameter({ value: 90, min: 1, max: 100 }))).toEqual({
      path: 'p',
      start: 45,
      stop: 100,
      step: 7,
    });
    expect(defaultRange(parameter({ value: 0, integer: false, min: 0 }))).toEqual({
      path: 'p',
      start: 0,
      stop: 1,
      step: 0.25,
    });
    expect(valueCount({ path: 'p', start: 5, stop: 1, step: 1 })).toBe(0);
  });

  it('offers every block number property and setting of a strategy', () => {
    const parameters = tunableParameters({
      generalSetting: {
        strategyType: 'Long Only',
        timeInterval: '1 Day',
        assetClass: 'US Stocks',
        tickerSymbol: 'SPY',
        startDate: '2020-01-01',
        endDate: '2020-12-31',
        initialCapital: 1000,
        equityUsed: 100,
        commission: 0,
        slippage: 0,
      },
      entryLogic: { long: { id: 1 }, short: null },
      exitLogic: { exit_long: null, exit_short: null },
      riskSetting: {
        maxOpenTrades: 1,
        fixedPositionSize: 1000,
        maxTradesPerDay: 1,
        maxDrawdown: 0,
        dailyLossLimit: 0,
        riskRewardRatio: 2,
      },
      entryLogicRows: [
        {
          id: 1,
          elements: [
            { name: 'RSI', properties: { period: 14 } },
            { name: '<' },
            { name: 'Number', properties: { value: 30 } },
          ],
        },
      ],
    });
    expect(parameters.slice(0, 2).map((item) => [item.path, item.label, item.value])).toEqual([
      ['entryLogicRows.0.elements.0.properties.period', 'RSI period (Entry long, Logic 1, element 1)', 14],
      ['entryLogicRows.0.elements.2.properties.value', 'Number value (Entry long, Logic 1, element 3)', 30],
    ]);
  });
});

describe('robustness results, read with the contracts schemas before drawing', () => {
  // Real engine results on the bundled bars, as JSON carries them.
  const request = exampleRequest();
  const { tickerSymbol, startDate, endDate } = request.generalSetting;
  const bars = bundledBars(tickerSymbol, '1d', startDate, endDate);
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const period = tunableParameters(request)[0]?.path ?? '';

  it('draws a Monte Carlo only with its fan, percentiles, runs and seed', () => {
    const carlo = monteCarlo(
      engineRun(request).results.closed_trades.map((trade) => trade.pnl),
      request.generalSetting.initialCapital,
      { method: 'bootstrap', runs: 50, seed: 1, drawdownThreshold: 15 },
    );
    if (!carlo.ok) throw new Error(carlo.message);
    const complete = json(carlo.result);
    expect(readMonteCarlo(complete)).toEqual(complete);
    expect(readMonteCarlo({ ...complete, finalEquity: {} })).toBeNull();
    expect(readMonteCarlo({ ...complete, fan: { ...complete.fan, 95: 'x' } })).toBeNull();
    expect(readMonteCarlo({ ...complete, seed: undefined })).toBeNull();
    expect(readMonteCarlo(null)).toBeNull();
  });

  it('draws a walk-forward or a sweep only with the fields its view reads', () => {
    const walkForward = runWalkForward(request, bars, {
      mode: 'rolling',
      inSampleBars: 120,
      outOfSampleBars: 60,
      objective: 'total_return',
      parameters: [{ path: period, values: [5, 10] }],
    });
    if (!walkForward.ok) throw new Error(walkForward.message);
    const walk = json(walkForward.result);
    expect(readWalkForward(walk)).toEqual(walk);
    expect(readWalkForward({ ...walk, equity: { values: ['1'], dates: [] } })).toBeNull();
    expect(readWalkForward({ ...walk, windows: [null] })).toBeNull();
    expect(readWalkForward({ ...walk, parameters: [{ path: 'p' }] })).toBeNull();
    const swept = runSweep(request, bars, {
      objective: 'sharpe',
      parameters: [{ path: period, values: [5, 10] }],
    });
    if (!swept.ok) throw new Error(swept.message);
    const sweep = json(swept.result);
    expect(readSweep(sweep)).toEqual(sweep);
    expect(readSweep({ ...sweep, ranking: null })).toBeNull();
    // Every cell and every ranked index is checked: a null cell or a rank past the grid is not drawn.
    expect(readSweep({ ...sweep, cells: [null] })).toBeNull();
    expect(readSweep({ ...sweep, ranking: [0, 2] })).toBeNull();
    expect(readSweep({ ...sweep, parameters: [null] })).toBeNull();
  });
});

describe('applying a combination to a document', () => {
  it('sets each value at its path and leaves the rest, and the original, as they were', () => {
    const document = {
      name: 'Draft',
      generalSetting: { commission: 0.1 },
      entryLogicRows: [
        { id: 1, elements: [{ name: 'SMA', properties: { period: 20 } }, { name: 'Cross Above' }] },
      ],
    };
    const applied = applyCombination(document, [
      { path: 'entryLogicRows.0.elements.0.properties.period', value: 35 },
      { path: 'generalSetting.commission', value: 0.2 },
    ]);
    expect(applied).toEqual({
      name: 'Draft',
      generalSetting: { commission: 0.2 },
      entryLogicRows: [
        { id: 1, elements: [{ name: 'SMA', properties: { period: 35 } }, { name: 'Cross Above' }] },
      ],
    });
    expect(document.entryLogicRows[0]?.elements[0]?.properties?.period).toBe(20);
    expect(applied.entryLogicRows[0]?.elements[1]).toBe(document.entryLogicRows[0]?.elements[1]);
  });
});
