import { otherSeriesLines, runBacktest, seriesLibrary } from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import { loadOtherSeries, loadRunBars } from '../load-bars';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';
import { portfolioBacktest } from './portfolio-backtest';
import { summary } from './results-summary';

/** `stratblocks backtest --config FILE [--json]`. */
export function backtestCommand(
  flags: { config?: string; json: boolean },
  data: BundledMarketData,
  output: Output,
): void {
  const request = readRunConfig(flags.config);
  const { portfolio } = request;
  if (portfolio) {
    portfolioBacktest({ ...request, portfolio }, flags, data, output);
    return;
  }
  const bars = loadRunBars(data, request.generalSetting);
  const others = loadOtherSeries(data, request);
  const outcome = runBacktest(request, bars, { others });
  if (!outcome.ok) {
    const errors = outcome.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const more =
      errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
    throw new CliError(`Invalid strategy: ${errors[0]?.message ?? 'unknown problem'}${more}`);
  }
  if (flags.json) {
    output.out(JSON.stringify(outcome.results));
    return;
  }
  // The other symbols read, as the run log names them ("Loaded SPY (daily, ...) for ...").
  for (const line of otherSeriesLines(request, seriesLibrary(others))) output.err(line);
  output.out(summary(outcome.results));
  for (const diagnostic of outcome.diagnostics) output.err(`warning: ${diagnostic.message}`);
}
