import { studyCombinationCount, type ResearchJob, type ResearchJobBodySchema } from '@stratblocks/contracts';
import {
  resolveSweepParameters,
  studyCalendar,
  SWEEP_MAX_COMBINATIONS,
  walkForwardWindows,
} from '@stratblocks/engine';
import { MarketDataError } from '@stratblocks/market-data';
import type { z } from 'zod';
import { AppError } from '../errors';
import { RATE_LIMITS, type RateLimiter } from '../infra/rate-limit';
import type { MarketDataService } from '../market-data/service';
import type { ResearchJobMessage } from '../research/protocol';
import type { ResearchJobRunner, ResearchJobState } from '../research/research-jobs';
import { isSeriesList, loadRunBarsOf, seriesOf } from '../backtests/run-bars';
import { checkedPortfolio, MAX_RUN_BARS, type BacktestService } from './backtests';

export type ResearchJobBody = z.output<typeof ResearchJobBodySchema>;

export const RESEARCH_JOB_NOT_FOUND = 'Research job not found';

/** A job as answered when it starts: nothing to show yet. */
function toJob(state: ResearchJobState): ResearchJob {
  const { id, status, progress, best, error } = state;
  const fields = { id, status, progress, best, error, result: null };
  return state.kind === 'sweep' ? { ...fields, kind: 'sweep' } : { ...fields, kind: 'walk-forward' };
}

/**
 * A job as ResearchJobSchema's JSON, with the result's JSON text as the worker wrote it: a result of
 * megabytes is neither parsed nor written again on the event loop for each poll.
 */
export function researchJobJson(state: ResearchJobState): string {
  const { resultJson } = state;
  if (resultJson === null) return JSON.stringify(toJob(state));
  // A NUL character written as JSON: no other field of a job can hold it.
  const placeholder = '\u0000result';
  const text = JSON.stringify({ ...toJob(state), result: placeholder });
  return text.replace(JSON.stringify(placeholder), () => resultJson);
}

/**
 * The 422 of a job that needs more backtests than one job may run. A portfolio's combination runs
 * each symbol, so it counts as that many backtests (`symbols`).
 */
function tooManyRuns(runs: number, maxRuns: number, queueWouldTakeIt: boolean, symbols = 1): AppError {
  const queue = queueWouldTakeIt
    ? `; a sweep above ${maxRuns.toLocaleString('en-US')} combinations needs the research queue (REDIS_URL) and its workers`
    : '';
  const each = symbols > 1 ? ` (each combination runs ${symbols} symbols)` : '';
  const fewer = symbols > 1 ? ', drop a parameter or a symbol' : ' or drop a parameter';
  return new AppError(
    422,
    `The job needs ${runs.toLocaleString('en-US')} backtests${each}; the limit is ${maxRuns.toLocaleString('en-US')}${queue}: narrow a range, raise a step${fewer}`,
  );
}

/**
 * Sweeps and walk-forwards on the server for signed-in users: checked before anything starts, the
 * cheap checks first (the combinations counted from the body, then the strategy compiled in the
 * checker's thread like a backtest run, the parameters, the bars, the windows), then run in their
 * own worker thread (of this process, or of a queue worker with REDIS_URL) and polled for progress;
 * the owner can cancel.
 */
export class ResearchJobService {
  constructor(
    private readonly jobs: ResearchJobRunner,
    private readonly marketData: MarketDataService,
    private readonly backtests: Pick<BacktestService, 'check'>,
    private readonly limiter: RateLimiter,
    private readonly maxRuns = SWEEP_MAX_COMBINATIONS,
    private readonly maxBars = MAX_RUN_BARS,
  ) {}

  /** The most combinations a sweep may have here (the queue's workers take more than one process). */
  get maxSweepCombinations(): number {
    return Math.max(this.maxRuns, this.jobs.maxSweepCombinations ?? 0);
  }

  async start(userId: number, body: ResearchJobBody): Promise<ResearchJob> {
    await this.limiter.consume([[RATE_LIMITS.researchStartPerUser, String(userId)]]);
    // A portfolio's ticker is its first symbol and its rank block is checked, as for a backtest run.
    const strategy = checkedPortfolio(body.strategy);
    const symbols = strategy.portfolio?.symbols.length ?? 1;
    const combinations = studyCombinationCount(body.parameters);
    // Sweeps: the queue's workers share large ones in chunks; threads of this process keep the default.
    const maxRuns = body.kind === 'sweep' ? this.maxSweepCombinations : this.maxRuns;
    const queueWouldTakeIt = body.kind === 'sweep' && this.jobs.maxSweepCombinations === undefined;
    if (combinations * symbols > maxRuns)
      throw tooManyRuns(combinations * symbols, maxRuns, queueWouldTakeIt, symbols);
    // The same check as a backtest run: a strategy no run accepts would fail every combination.
    await this.backtests.check(strategy);
    const resolved = resolveSweepParameters(strategy, body.parameters);
    if (!resolved.ok) throw new AppError(422, resolved.message);
    // The other symbols the blocks read too, refused as a backtest refuses them (422 naming the block).
    let bars, others;
    try {
      ({ bars, others } = await loadRunBarsOf(this.marketData, strategy, userId));
    } catch (error) {
      if (error instanceof MarketDataError) throw new AppError(error.status, error.message);
      throw error;
    }
    for (const series of seriesOf(bars)) {
      if (series.times.length > this.maxBars)
        throw new AppError(
          422,
          `The window has ${series.times.length} bars${isSeriesList(bars) ? ` of ${series.symbol}` : ''}; a job covers at most ${this.maxBars}: shorten the dates`,
        );
    }
    let message: ResearchJobMessage;
    let runs = combinations;
    if (body.kind === 'sweep') {
      message = {
        kind: 'sweep',
        strategy,
        bars,
        others,
        parameters: body.parameters,
        objective: body.objective,
      };
    } else {
      if (body.in_sample_bars === undefined || body.out_of_sample_bars === undefined)
        throw new AppError(422, 'A walk-forward needs in_sample_bars and out_of_sample_bars');
      // One symbol's run bars, or a portfolio's union calendar; a scan has no walk-forward (422).
      const calendar = studyCalendar(strategy, bars);
      if (!calendar.ok) throw new AppError(422, calendar.message);
      const runBars = calendar.calendar.times.length;
      const windows = walkForwardWindows(
        runBars,
        body.mode,
        body.in_sample_bars,
        body.out_of_sample_bars,
      ).length;
      if (windows === 0)
        throw new AppError(
          422,
          `The data has ${runBars} bars: an in-sample window of ${body.in_sample_bars} bars leaves nothing to test out of sample`,
        );
      runs = combinations * windows;
      message = {
        kind: 'walk-forward',
        strategy,
        bars,
        others,
        parameters: body.parameters,
        objective: body.objective,
        mode: body.mode,
        inSampleBars: body.in_sample_bars,
        outOfSampleBars: body.out_of_sample_bars,
      };
    }
    if (runs * symbols > maxRuns) throw tooManyRuns(runs * symbols, maxRuns, false, symbols);
    const started = await this.jobs.start(userId, message);
    if (!started.ok) {
      switch (started.reason) {
        case 'busy':
          throw new AppError(429, 'Too many research jobs are running: try again in a minute');
        case 'user-busy':
          throw new AppError(
            429,
            `You have ${started.limit} research jobs waiting or running: wait for one to end or cancel one`,
          );
        case 'unavailable':
          throw new AppError(503, started.message);
      }
    }
    return toJob(started.job);
  }

  /** The job as JSON text (ResearchJobSchema), its result as the worker wrote it. */
  async get(userId: number, id: string): Promise<string> {
    const job = await this.jobs.get(userId, id);
    if (!job) throw new AppError(404, RESEARCH_JOB_NOT_FOUND);
    return researchJobJson(job);
  }

  async cancel(userId: number, id: string): Promise<void> {
    if (!(await this.jobs.cancel(userId, id))) throw new AppError(404, RESEARCH_JOB_NOT_FOUND);
  }
}
