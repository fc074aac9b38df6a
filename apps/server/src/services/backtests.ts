import {
  formatStreamLine,
  withPortfolioTicker,
  type RunAccepted,
  type RunRequest,
} from '@stratblocks/contracts';
import { hasErrors, rankReference, type Diagnostic, type OtherSeries } from '@stratblocks/engine';
import { MarketDataError } from '@stratblocks/market-data';
import type { BacktestRunner, RunOutcome } from '../backtests/pool';
import { isSeriesList, loadRunBarsOf, seriesOf, type RunBars } from '../backtests/run-bars';
import type { StrategyChecker } from '../backtests/strategy-checker';
import { AppError } from '../errors';
import { RATE_LIMITS, type RateLimiter } from '../infra/rate-limit';
import type { MarketDataService } from '../market-data/service';
import type { StatsService } from './stats';

/** The most bars one run may cover (hourly SPY 2010-2021 is about 20,000). */
export const MAX_RUN_BARS = 100_000;

export interface PreparedBacktest {
  request: RunRequest;
  /** The ticker's bars, or each portfolio symbol's in list order. */
  bars: RunBars;
  /** The other symbols its blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
  others: OtherSeries;
  notes: string[];
}

/** Who runs: a signed-in user (counted in their totals) or an anonymous visitor (by address). */
export interface Requester {
  userId: number | null;
  ip: string;
}

function refuse(diagnostics: Diagnostic[]): AppError {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const first = errors[0]?.message ?? 'The strategy is not valid';
  const more =
    errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
  return new AppError(422, `${first}${more}`, {}, { diagnostics });
}

/**
 * A portfolio body with its ticker set to the first symbol (docs/engine.md#10-portfolios) and its rank block
 * checked against the catalogue (422 naming it); any other body as it is.
 */
export function checkedPortfolio<T extends RunRequest>(body: T): T {
  const rankBy = body.portfolio?.rankBy;
  if (rankBy) {
    const rank = rankReference(rankBy);
    if (!rank.ok) throw new AppError(422, `Portfolio: ${rank.message}`);
  }
  return withPortfolioTicker(body);
}

/**
 * The backtest use cases: check a run body, find its bars, run it off the event loop, stream its
 * events, count it.
 */
export class BacktestService {
  constructor(
    private readonly runner: BacktestRunner,
    private readonly marketData: MarketDataService,
    private readonly stats: StatsService,
    private readonly limiter: RateLimiter,
    private readonly checker: StrategyChecker,
    private readonly maxBars = MAX_RUN_BARS,
  ) {}

  /**
   * Compiles the strategy in the checker's thread (never on the event loop) and refuses one with
   * errors (422 with the diagnostics); answers its warnings and, when asked, its Python.
   */
  async check(
    request: RunRequest,
    python = false,
  ): Promise<{ diagnostics: Diagnostic[]; code: string | null }> {
    const outcome = await this.checker.check(request, {
      intraday: request.generalSetting.timeInterval === '1 Hour',
      python,
    });
    if (outcome.status === 'timed-out') {
      throw new AppError(422, 'The strategy took too long to check: make it smaller');
    }
    if (outcome.status === 'failed') throw new AppError(500, outcome.message);
    if (hasErrors(outcome.diagnostics)) throw refuse(outcome.diagnostics);
    return outcome;
  }

  /**
   * The run call of docs/product.md#calls: checks the strategy and that its data exists, and answers the
   * body it received with the strategy as a Python script. The run itself is the stream. Limited
   * like the stream (its own count), since each call compiles a strategy.
   */
  async accept(body: RunRequest, requester: Requester): Promise<RunAccepted> {
    const request = checkedPortfolio(body);
    await this.limiter.consume(
      requester.userId === null
        ? [[RATE_LIMITS.runCheckAnonymousPerIp, requester.ip]]
        : [[RATE_LIMITS.runCheckPerUser, String(requester.userId)]],
    );
    const { code } = await this.check(request, true);
    await this.loadBars(request, requester);
    return { status: 'success', received: request, code: code ?? '' };
  }

  /** null when runs can start now; else why not (no live queue worker, queue unreachable). */
  async readiness(): Promise<string | null> {
    return (await this.runner.availability?.()) ?? null;
  }

  /** Rate limit, strategy check and data, before anything runs or streams. */
  async prepare(body: RunRequest, requester: Requester): Promise<PreparedBacktest> {
    const request = checkedPortfolio(body);
    await this.limiter.consume(
      requester.userId === null
        ? [[RATE_LIMITS.backtestAnonymousPerIp, requester.ip]]
        : [[RATE_LIMITS.backtestPerUser, String(requester.userId)]],
    );
    await this.check(request);
    const unavailable = await this.runner.availability?.();
    if (unavailable) throw new AppError(503, unavailable);
    const loaded = await this.loadBars(request, requester);
    for (const series of seriesOf(loaded.bars)) {
      const count = series.times.length;
      if (count > this.maxBars) {
        throw new AppError(
          422,
          `The window has ${count} bars${isSeriesList(loaded.bars) ? ` of ${series.symbol}` : ''}; a backtest covers at most ${this.maxBars}: shorten the dates`,
        );
      }
    }
    return { request, bars: loaded.bars, others: loaded.others, notes: loaded.notes };
  }

  private async loadBars(request: RunRequest, requester: Requester) {
    try {
      return await loadRunBarsOf(this.marketData, request, requester.userId);
    } catch (error) {
      if (error instanceof MarketDataError) throw new AppError(error.status, error.message);
      throw error;
    }
  }

  /**
   * Runs a prepared backtest, writing the event stream of docs/product.md#states-and-transitions as it goes: log lines,
   * then the chart, metrics and trades between their markers. Ends when the run does; a client
   * that goes away (the signal) stops the run.
   */
  async stream(
    prepared: PreparedBacktest,
    requester: Requester,
    write: (text: string | Uint8Array) => void,
    signal: AbortSignal,
  ): Promise<RunOutcome> {
    for (const note of prepared.notes) write(formatStreamLine(note));
    const outcome = await this.runner.run(
      prepared.request,
      prepared.bars,
      (event) => {
        if (event.type === 'log') write(formatStreamLine(event.line));
        else write(event.block());
      },
      signal,
      { userId: requester.userId, others: prepared.others },
    );
    switch (outcome.status) {
      case 'completed':
        await this.stats.recordBacktestRun(requester.userId);
        break;
      case 'rejected':
        for (const diagnostic of outcome.diagnostics) write(formatStreamLine(`Error: ${diagnostic.message}`));
        break;
      case 'failed':
      case 'timed-out':
        write(formatStreamLine(`Error: ${outcome.message}`));
        break;
      case 'cancelled':
        break;
    }
    return outcome;
  }

  /** Runs a prepared backtest and answers backtest_results as JSON text. */
  async execute(prepared: PreparedBacktest, requester: Requester, signal: AbortSignal): Promise<string> {
    const outcome = await this.runner.run(prepared.request, prepared.bars, () => undefined, signal, {
      userId: requester.userId,
      others: prepared.others,
    });
    switch (outcome.status) {
      case 'completed':
        await this.stats.recordBacktestRun(requester.userId);
        return outcome.resultsJson;
      case 'rejected':
        throw refuse(outcome.diagnostics);
      case 'timed-out':
        throw new AppError(503, outcome.message);
      case 'failed':
        throw new AppError(500, outcome.message);
      case 'cancelled':
        throw new AppError(499, 'The client went away');
    }
  }
}
