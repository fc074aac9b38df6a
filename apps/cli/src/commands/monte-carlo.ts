import {
  monteCarlo,
  portfolioMonteCarlo,
  MONTE_CARLO_DEFAULT_RUNS,
  MONTE_CARLO_MAX_RUNS,
  MONTE_CARLO_PERCENTILES,
  runBacktest,
  type MonteCarloResult,
} from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import type { RunRequest } from '@stratblocks/contracts';
import { loadOtherSeries, loadRunBars } from '../load-bars';
import { runPortfolioConfig } from './portfolio-backtest';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';
import { fixed, parseWhole } from './research-args';

/** The seed when none is given: printed with the result, so a run can always be repeated. */
export const DEFAULT_SEED = 1;

export interface MonteCarloFlags {
  config?: string;
  method?: string;
  runs?: string;
  seed?: string;
  drawdown?: string;
  json: boolean;
}

/** `stratblocks monte-carlo --config FILE [--method reshuffle|bootstrap] [--runs N] [--seed N] [--drawdown PCT]`. */
export function monteCarloCommand(flags: MonteCarloFlags, data: BundledMarketData, output: Output): void {
  const request = readRunConfig(flags.config);
  const method = flags.method ?? 'reshuffle';
  if (method !== 'reshuffle' && method !== 'bootstrap')
    throw new CliError(`--method must be reshuffle or bootstrap, not "${method}"`, 2);
  const runs = parseWhole('runs', flags.runs, MONTE_CARLO_DEFAULT_RUNS, {
    min: 1,
    max: MONTE_CARLO_MAX_RUNS,
  });
  const seed = parseWhole('seed', flags.seed, DEFAULT_SEED, { min: 0, max: 4_294_967_295 });
  const drawdownThreshold = flags.drawdown === undefined ? 20 : Number(flags.drawdown);
  if (flags.drawdown !== undefined && !(drawdownThreshold >= 0 && drawdownThreshold <= 100))
    throw new CliError(`--drawdown is a percentage from 0 to 100, not "${flags.drawdown}"`, 2);
  const options = { method, runs, seed, drawdownThreshold } as const;
  const outcome = request.portfolio
    ? portfolioMonteCarlo(
        runPortfolioConfig({ ...request, portfolio: request.portfolio }, data).results,
        request.generalSetting.initialCapital,
        options,
      )
    : monteCarlo(
        singleRun(request, data).closed_trades.map((trade) => trade.pnl),
        request.generalSetting.initialCapital,
        options,
      );
  if (!outcome.ok) throw new CliError(outcome.message);
  output.out(flags.json ? JSON.stringify(outcome.result) : monteCarloSummary(outcome.result));
}

function singleRun(request: RunRequest, data: BundledMarketData) {
  const backtest = runBacktest(request, loadRunBars(data, request.generalSetting), {
    others: loadOtherSeries(data, request),
  });
  if (!backtest.ok) {
    const error = backtest.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
    throw new CliError(`Invalid strategy: ${error?.message ?? 'unknown problem'}`);
  }
  return backtest.results;
}

function monteCarloSummary(result: MonteCarloResult): string {
  const header = ['', ...MONTE_CARLO_PERCENTILES.map((p) => `p${p}`.padStart(12))].join('');
  return [
    `Monte Carlo (${result.method}) of ${result.tradeCount} trades, ${result.runs} runs, seed ${result.seed}`,
    `Actual: final equity ${fixed(result.actual.finalEquity, 2)}, max drawdown ${fixed(result.actual.maxDrawdown, 2, '%')}`,
    '',
    `${''.padEnd(16)}${header}`,
    `${'Final equity'.padEnd(16)}${MONTE_CARLO_PERCENTILES.map((p) => fixed(result.finalEquity[p], 2).padStart(12)).join('')}`,
    `${'Max drawdown'.padEnd(16)}${MONTE_CARLO_PERCENTILES.map((p) => fixed(result.maxDrawdown[p], 2, '%').padStart(12)).join('')}`,
    '',
    `Probability of a loss ${fixed(result.probabilityOfLoss * 100, 1, '%')}`,
    `Probability of a drawdown beyond ${result.drawdownThreshold}% ${fixed(result.probabilityOfDrawdownBeyond * 100, 1, '%')}`,
  ].join('\n');
}
