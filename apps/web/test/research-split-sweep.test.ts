import { RunContext, runSweep, type StrategyInput } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { toRunRequest } from '../src/features/builder/model/document';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import {
  MAX_SWEEP_WORKERS,
  runSplitSweep,
  sweepWorkerCount,
} from '../src/features/research/jobs/split-sweep';
import type { ResearchJobs, ResearchProgress, SweepJob } from '../src/features/research/worker/messages';
import { researchHandlers } from '../src/features/research/worker/run-job';
import { createEngineClient } from '../src/lib/engine-worker/client';
import type { ToWorker } from '../src/lib/engine-worker/protocol';
import { bundledBars } from './support/engine-run';
import { InMemoryEngineWorker } from './support/engine-worker-double';
import { barsAnswer } from './support/research-doubles';

/** A research worker in memory that runs each job as soon as the page sends it, as a real one would. */
class RunningResearchWorker extends InMemoryEngineWorker<ResearchJobs> {
  constructor() {
    super(researchHandlers(new RunContext()));
  }

  override postMessage(message: ToWorker<ResearchJobs>): void {
    super.postMessage(message);
    setTimeout(() => void this.release(), 0);
  }

  /** The kinds of the jobs it was sent, in order. */
  get kinds(): string[] {
    return this.received.flatMap((message) => (message.type === 'start' ? [message.kind] : []));
  }
}

function workers(count: number) {
  const started = Array.from({ length: count }, () => new RunningResearchWorker());
  const clients = started.map((worker) => createEngineClient<ResearchJobs>(() => worker));
  return { started, clients };
}

/** The SMA Crossover template (fast and slow inputs shared by its entry and exit) on SPY 2020-2024. */
function sweepJob(fast: number[], slow: number[]): SweepJob {
  const template = STRATEGY_TEMPLATES.find((candidate) => candidate.name === 'SMA Crossover');
  if (!template) throw new Error('No SMA Crossover template');
  const strategy = toRunRequest(template.build()) as StrategyInput;
  const { tickerSymbol, startDate, endDate } = strategy.generalSetting;
  const answer = barsAnswer(tickerSymbol, startDate, endDate);
  return {
    kind: 'sweep',
    strategy,
    objective: 'sharpe',
    parameters: [
      { path: 'fast', values: fast },
      { path: 'slow', values: slow },
    ],
    bars: { symbol: answer.symbol, interval: '1d', rows: answer.bars },
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('a sweep split over several Web Workers (jobs/split-sweep.ts)', () => {
  it('uses one worker per core the browser reports, at most four', () => {
    expect([1, 2, 3, 8, 64].map(sweepWorkerCount)).toEqual([1, 2, 3, MAX_SWEEP_WORKERS, MAX_SWEEP_WORKERS]);
    expect([0, -1, Number.NaN].map(sweepWorkerCount)).toEqual([1, 1, 1]);
  });

  it('gives the result of one sweep over the whole grid: every cell, the ranking, the best and the warnings', async () => {
    // 40 x 30 = 1,200 combinations: enough to split.
    const job = sweepJob(range(5, 40), range(40, 30));
    const { started, clients } = workers(2);
    const progress: ResearchProgress[] = [];
    const split = await runSplitSweep(clients, job, (step) => progress.push(step));

    const { strategy, objective, parameters } = job;
    const { tickerSymbol, startDate, endDate } = strategy.generalSetting;
    const whole = runSweep(strategy, bundledBars(tickerSymbol, '1d', startDate, endDate), {
      objective,
      parameters,
    });
    if (!whole.ok) throw new Error(whole.message);
    expect(split.kind).toBe('sweep');
    if (split.kind !== 'sweep') return;
    expect(split.result.cells).toHaveLength(1_200);
    expect(split.result).toEqual(whole.result);

    // The first worker planned, ran half the grid and ranked it all; the second ran the other half.
    expect(started[0]?.kinds).toEqual(['sweep-plan', 'sweep-span', 'sweep-merge']);
    expect(started[1]?.kinds).toEqual(['sweep-span']);
    const spans = started.map((worker) =>
      worker.received.flatMap((message) =>
        message.type === 'start' && message.kind === 'sweep-span' ? [message.request.span] : [],
      ),
    );
    expect(spans).toEqual([[{ from: 0, to: 600 }], [{ from: 600, to: 1_200 }]]);
    // Progress adds the spans' runs up to the whole grid, with the best Sharpe ratio seen.
    const last = progress.at(-1);
    expect(last?.done).toBe(1_200);
    expect(last?.total).toBe(1_200);
    const best = whole.result.cells[whole.result.best ?? -1];
    expect(last?.best).toBe(best?.objective);
  });

  it('runs a sweep too small to split whole in the first worker', async () => {
    const { started, clients } = workers(2);
    const result = await runSplitSweep(clients, sweepJob([5, 10, 15], [60, 70, 80]), () => undefined);
    expect(result.kind === 'sweep' && result.result.cells.length).toBe(9);
    expect(started[0]?.kinds).toEqual(['sweep-plan', 'sweep']);
    expect(started[1]?.kinds).toEqual([]);
  });

  it("fails with the engine's message when the sweep cannot run, before any span starts", async () => {
    const { started, clients } = workers(2);
    const job = {
      ...sweepJob(range(5, 40), range(40, 30)),
      parameters: [{ path: 'nowhere', values: [1, 2] }],
    };
    await expect(runSplitSweep(clients, job, () => undefined)).rejects.toThrow(/nowhere/);
    expect(started.flatMap((worker) => worker.kinds)).toEqual(['sweep-plan']);
  });
});
