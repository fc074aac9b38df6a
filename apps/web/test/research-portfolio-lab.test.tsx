import { runSweep, runWalkForward, type StrategyInput } from '@stratblocks/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResearchPanels } from '../src/features/builder/components/research-panels';
import { toRunRequest } from '../src/features/builder/model/document';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import { createResearchLab } from '../src/features/research';
import { TooltipProvider } from '../src/ui';
import { withLayout } from './support/dom';
import { bundledBars } from './support/engine-run';
import { barsAnswer, fakeResearchWorkers, type FakeResearchWorker } from './support/research-doubles';

/**
 * The research lab on a portfolio: the browser's worker gets every symbol's bars (one market
 * request per symbol) and its result is the engine's portfolio sweep or walk-forward; a scan's
 * Monte Carlo tab says why it needs one account.
 */

withLayout();

const SYMBOLS = ['XLK', 'XLE', 'XLV'];

function portfolioStrategy(mode: 'shared' | 'separate'): StrategyInput {
  const template = STRATEGY_TEMPLATES.find((candidate) => candidate.name === 'SMA Crossover');
  if (!template) throw new Error('No SMA Crossover template');
  const document = template.build();
  return toRunRequest({ ...document, portfolio: { symbols: SYMBOLS, mode } }) as StrategyInput;
}

let workers: FakeResearchWorker[];
let asked: string[];

beforeEach(() => {
  workers = fakeResearchWorkers();
  asked = [];
  const { startDate, endDate } = portfolioStrategy('shared').generalSetting;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const symbol = new URL(input, 'http://localhost').searchParams.get('symbol') ?? '';
      asked.push(symbol);
      return Promise.resolve(
        new Response(JSON.stringify(barsAnswer(symbol, startDate, endDate)), {
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

const RANGES = [
  { path: 'fast', start: 10, stop: 20, step: 10 },
  { path: 'slow', start: 50, stop: 100, step: 50 },
];

function bundledSeries(strategy: StrategyInput) {
  const { startDate, endDate } = strategy.generalSetting;
  return SYMBOLS.map((symbol) => bundledBars(symbol, '1d', startDate, endDate));
}

describe('the research lab on a portfolio', () => {
  it("sweeps a shared portfolio in the browser's worker on every symbol's bars", async () => {
    const strategy = portfolioStrategy('shared');
    const lab = createResearchLab();
    lab.getState().runSweep(strategy, RANGES, 'browser');
    const worker = await startedWorker();
    expect(asked).toEqual(SYMBOLS);
    const bars = worker.job && 'bars' in worker.job ? worker.job.bars : null;
    expect(Array.isArray(bars) ? bars.map((each) => each.symbol) : bars).toEqual(SYMBOLS);
    await worker.finish();
    const { job } = lab.getState().optimise;
    expect(job.status, job.error ?? '').toBe('done');
    const expected = runSweep(strategy, bundledSeries(strategy), {
      objective: 'sharpe',
      parameters: RANGES.map(({ path, start, stop, step }) => ({ path, range: { start, stop, step } })),
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(job.result).toEqual({
      kind: 'sweep',
      result: JSON.parse(JSON.stringify(expected.result)) as unknown,
    });
    lab.getState().reset();
  });

  it('walks a shared portfolio forward on its union calendar', async () => {
    const strategy = portfolioStrategy('shared');
    const lab = createResearchLab();
    lab.getState().setWalkForward({ inSampleBars: 252, outOfSampleBars: 126 });
    lab.getState().runWalkForward(strategy, RANGES.slice(0, 1));
    const worker = await startedWorker();
    await worker.finish();
    const { job } = lab.getState().walkForward;
    expect(job.status, job.error ?? '').toBe('done');
    const expected = runWalkForward(strategy, bundledSeries(strategy), {
      mode: 'rolling',
      inSampleBars: 252,
      outOfSampleBars: 126,
      objective: 'sharpe',
      parameters: [{ path: 'fast', range: { start: 10, stop: 20, step: 10 } }],
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(job.result).toEqual({
      kind: 'walk-forward',
      result: JSON.parse(JSON.stringify(expected.result)) as unknown,
    });
    lab.getState().reset();
  });

  it("explains that a scan's Monte Carlo needs one account", () => {
    const summary = {
      total_return: 4,
      sharpe_ratio: 0.5,
      max_drawdown: -10,
      win_rate: 50,
      total_trades: 6,
      buy_and_hold_return: 8,
    };
    const rows = SYMBOLS.map((ticker) => ({ ticker, ...summary }));
    const scan = { mode: 'separate', rows, average: summary, median: summary };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TooltipProvider>
          <ResearchPanels tab="Monte Carlo" trades={undefined} metrics={undefined} portfolio={scan} />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Monte Carlo needs one account')).toBeDefined();
    expect(screen.queryByText('No trades to resample yet')).toBeNull();
  });
});
