import { unionOfDates, type ClosedTrade, type RunFigures } from '@stratblocks/contracts';
import type { BarSeries, OtherSeries, StrategyInput } from '@stratblocks/engine';
import type { CheckDigest, DigestRequest } from '../../backtests/check-digest';
import type { BacktestRunner } from '../../backtests/pool';
import { portfolioOf, seriesOf, type RunBars } from '../../backtests/run-bars';

/** A check that could not run (bad strategy, no data, a failed run): its message is shown as the last check. */
export class CheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckError';
  }
}

/**
 * Runs a strategy in the runner's workers (never on the event loop) and answers the digest of its
 * results asked for: the worker reduces them, so a check never parses whole results here.
 */
async function runDigest<Kind extends CheckDigest['kind']>(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  request: DigestRequest,
  kind: Kind,
  userId: number,
  others?: OtherSeries,
): Promise<Extract<CheckDigest, { kind: Kind }>> {
  if (!runner.check) throw new CheckError('This server cannot run watch checks');
  const outcome = await runner.check(strategy, bars, request, { userId, ...(others ? { others } : {}) });
  switch (outcome.status) {
    case 'completed':
      if (outcome.digest.kind !== kind) throw new CheckError('The check answered something unexpected');
      return outcome.digest as Extract<CheckDigest, { kind: Kind }>;
    case 'rejected':
      throw new CheckError(
        outcome.diagnostics.find((diagnostic) => diagnostic.severity === 'error')?.message ??
          'The strategy is not valid',
      );
    case 'cancelled':
      throw new CheckError('The check was cancelled');
    default:
      throw new CheckError(outcome.message);
  }
}

/**
 * The closed trades of a single-symbol strategy on its bars, or of a shared portfolio on its
 * symbols' bars (in the order the portfolio lists them): a shared portfolio's trades name their
 * ticker.
 */
export async function tradesOnBars(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  userId: number,
  /** The other symbols its blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries,
): Promise<ClosedTrade[]> {
  return (await runDigest(runner, strategy, bars, 'trades', 'trades', userId, others)).trades;
}

/** The strategy without its portfolio: one symbol's own run (a scan's row, docs/engine.md#separate-the-watchlist-scan). */
export function singleSymbolRun(strategy: StrategyInput, bars: BarSeries): StrategyInput {
  const single: StrategyInput = {
    ...strategy,
    generalSetting: { ...strategy.generalSetting, tickerSymbol: bars.symbol },
  };
  delete single.portfolio;
  return single;
}

/** The first and last date of a run's bars and how many dates they span (the union for a portfolio). */
function spanOf(bars: RunBars): Pick<RunFigures, 'from' | 'to' | 'bars'> {
  const dates = unionOfDates(seriesOf(bars).map((series) => series.times));
  return {
    from: (dates[0] ?? '').slice(0, 10),
    to: (dates[dates.length - 1] ?? '').slice(0, 10),
    bars: dates.length,
  };
}

/**
 * A run's figures, and when asked for, its results as JSON text when it has one account (single
 * symbol or shared portfolio), made in the worker and stored as they are.
 */
export interface RunOfWindow {
  figures: RunFigures;
  resultsJson: string | null;
}

/**
 * Runs a strategy over a window for a watch's figures. A scan ("separate", docs/engine.md#separate-the-watchlist-scan) has no
 * one account: its figures are the scan's average return and average max drawdown over its
 * symbols' own runs, and every symbol's trades; it has no results of one account.
 */
export async function runWindow(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  userId: number,
  others: OtherSeries | undefined,
  /** Whether the results of one account are wanted too (the forward test's). */
  withResults: boolean,
): Promise<RunOfWindow> {
  if (portfolioOf(strategy)?.mode !== 'separate') {
    const request = withResults ? 'figures-and-results' : 'figures';
    const { figures, resultsJson } = await runDigest(
      runner,
      strategy,
      bars,
      request,
      'figures',
      userId,
      others,
    );
    return { figures, resultsJson };
  }
  const scan = await runDigest(runner, strategy, bars, 'scan', 'scan', userId, others);
  return {
    figures: {
      ...spanOf(bars),
      total_return: scan.total_return,
      max_drawdown: scan.max_drawdown,
      trades: scan.trades,
    },
    resultsJson: null,
  };
}
