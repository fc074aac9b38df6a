import { RunRequestSchema } from '@stratblocks/contracts';
import {
  RunContext,
  runSweep,
  runWalkForward,
  type OtherSeries,
  type StrategyInput,
} from '@stratblocks/engine';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResearchLab } from '../src/features/research';
import { researchHandlers } from '../src/features/research/worker/run-job';
import { bundledBars } from './support/engine-run';
import { barsAnswer, fakeResearchWorkers, type FakeResearchWorker } from './support/research-doubles';

/**
 * The research lab's browser jobs on a strategy trading QQQ and reading SPY: the page fetches SPY
 * with QQQ, sends both to the worker, and the result is the engine's with SPY as `others`; a symbol
 * the market data does not have fails the job with the backtest's message naming the block.
 */

const START = '2019-01-01';
const END = '2022-12-31';
const SPY_PERIOD = 'entryLogic.long.elements.6.properties.period';

/** QQQ above its SMA(20) while SPY is above its own SMA (the regime filter read from `regime`). */
function regimeStrategy(regime: string): StrategyInput {
  return RunRequestSchema.parse({
    generalSetting: { tickerSymbol: 'QQQ', startDate: START, endDate: END },
    entryLogic: {
      long: {
        elements: [
          { name: 'Close' },
          { name: '>' },
          { name: 'SMA', properties: { period: 20 } },
          { name: 'And' },
          { name: 'Close', properties: { symbol: regime } },
          { name: '>' },
          { name: 'SMA', properties: { period: 100, symbol: regime } },
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [{ name: 'Close' }, { name: 'Cross Below' }, { name: 'SMA', properties: { period: 20 } }],
      },
      exit_short: null,
    },
  });
}

const RANGES = [{ path: SPY_PERIOD, start: 50, stop: 150, step: 100 }];
const PARAMETERS = [{ path: SPY_PERIOD, range: { start: 50, stop: 150, step: 100 } }];
const qqq = bundledBars('QQQ', '1d', START, END);
const spy: OtherSeries = { SPY: { bars: bundledBars('SPY', '1d', START, END), assetClass: 'US Stocks' } };

let workers: FakeResearchWorker[];
let asked: string[];

beforeEach(() => {
  workers = fakeResearchWorkers();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const symbol = new URL(input, 'http://localhost').searchParams.get('symbol') ?? '';
      asked.push(symbol);
      if (symbol === 'XYZ')
        return Promise.resolve(
          new Response(JSON.stringify({ detail: 'Unknown symbol "XYZ"' }), { status: 404 }),
        );
      return Promise.resolve(
        new Response(JSON.stringify(barsAnswer(symbol, START, END)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function startedWorker(): Promise<FakeResearchWorker> {
  await waitFor(() => {
    expect(workers).toHaveLength(1);
  });
  return workers[0] as FakeResearchWorker;
}

describe('browser research jobs of a strategy reading another symbol', () => {
  it("sweeps with SPY fetched beside QQQ: the engine's sweep with SPY as others", async () => {
    const strategy = regimeStrategy('SPY');
    const lab = createResearchLab();
    lab.getState().runSweep(strategy, RANGES, 'browser');
    const worker = await startedWorker();
    expect([...asked].sort()).toEqual(['QQQ', 'SPY']);
    const sent = worker.job && 'others' in worker.job ? worker.job.others : undefined;
    expect(Object.keys(sent ?? {})).toEqual(['SPY']);
    expect(sent?.['SPY']?.assetClass).toBe('US Stocks');
    await worker.finish();
    const { job } = lab.getState().optimise;
    expect(job.status, job.error ?? '').toBe('done');
    const expected = runSweep(strategy, qqq, { objective: 'sharpe', parameters: PARAMETERS, others: spy });
    if (!expected.ok) throw new Error(expected.message);
    // Both periods ran (SPY was read) and gave different results.
    expect(expected.result.cells.every((cell) => cell.error === undefined)).toBe(true);
    expect(new Set(expected.result.cells.map((cell) => cell.metrics?.total_return)).size).toBe(2);
    expect(job.result).toEqual({
      kind: 'sweep',
      result: JSON.parse(JSON.stringify(expected.result)) as unknown,
    });
    lab.getState().reset();
  });

  it("walks forward with SPY: the engine's walk-forward, each window reading SPY cut to it", async () => {
    const strategy = regimeStrategy('SPY');
    const lab = createResearchLab();
    lab.getState().setWalkForward({ inSampleBars: 504, outOfSampleBars: 126 });
    lab.getState().runWalkForward(strategy, RANGES);
    const worker = await startedWorker();
    await worker.finish();
    const { job } = lab.getState().walkForward;
    expect(job.status, job.error ?? '').toBe('done');
    const expected = runWalkForward(strategy, qqq, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 126,
      objective: 'sharpe',
      parameters: PARAMETERS,
      others: spy,
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(expected.result.trades.length).toBeGreaterThan(0);
    expect(job.result).toEqual({
      kind: 'walk-forward',
      result: JSON.parse(JSON.stringify(expected.result)) as unknown,
    });
    lab.getState().reset();
  });

  it('fails the job before any worker starts when the market data has no such symbol, naming the block', async () => {
    const lab = createResearchLab();
    lab.getState().runSweep(regimeStrategy('XYZ'), RANGES, 'browser');
    await waitFor(() => {
      expect(lab.getState().optimise.job.status).toBe('error');
    });
    expect(lab.getState().optimise.job.error).toBe(
      'Entry long, element 5 (Close): symbol "XYZ" is not in the market data',
    );
    expect(workers).toHaveLength(0);
  });

  it("runs a span of a split sweep with the job's other symbols: the whole sweep's cells of that span", async () => {
    const strategy = regimeStrategy('SPY');
    const rows = (symbol: string) => {
      const answer = barsAnswer(symbol, START, END);
      return { symbol, interval: '1d' as const, rows: answer.bars };
    };
    const parameters = [{ path: SPY_PERIOD, values: [50, 100, 150, 200] }];
    const span = await researchHandlers(new RunContext())['sweep-span'](
      {
        kind: 'sweep',
        strategy,
        objective: 'sharpe',
        parameters,
        bars: rows('QQQ'),
        others: { SPY: { bars: rows('SPY'), assetClass: 'US Stocks' } },
        span: { from: 1, to: 3 },
      },
      { progress: () => undefined, cancelled: () => false },
    );
    const whole = runSweep(strategy, qqq, { objective: 'sharpe', parameters, others: spy });
    if (!whole.ok) throw new Error(whole.message);
    expect(span.cells.every((cell) => cell.error === undefined)).toBe(true);
    expect(span.cells).toEqual(whole.result.cells.slice(1, 3));
  });
});
