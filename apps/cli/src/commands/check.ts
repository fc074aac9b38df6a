import {
  decisionsOfRun,
  describeDecision,
  openAtNewestClose,
  withNextSessionBar,
  type OpenPosition,
  type WatchDecision,
} from '@stratblocks/contracts';
import { runBacktest, sourceInterval } from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import type { Output } from '../output';
import { readRunConfig } from '../read-config';

/**
 * `stratblocks check --config FILE [--json]`: the strategy's decision at the close of the newest
 * bar of its symbol (from its start date to the newest bar, whatever its end date), read off the
 * engine's run the way a watch's check reads it, and the position held at that close.
 */
export function checkCommand(
  flags: { config?: string; json: boolean },
  data: BundledMarketData,
  output: Output,
): void {
  const request = readRunConfig(flags.config);
  const general = request.generalSetting;
  if (general.timeInterval !== '1 Day')
    throw new CliError('check works on daily strategies: set timeInterval to "1 Day"');
  data.assertAssetClass(general.tickerSymbol, general.assetClass);
  const all = data.range(
    general.tickerSymbol,
    sourceInterval(general.timeInterval),
    general.startDate,
    '9999-12-31',
  );
  const newest = all.times[all.times.length - 1] ?? '';
  const bars = withNextSessionBar(all, general.assetClass === 'Cryptocurrency');
  const outcome = runBacktest(
    { ...request, generalSetting: { ...general, endDate: bars.times.at(-1) ?? newest } },
    bars,
  );
  if (!outcome.ok) {
    const error = outcome.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
    throw new CliError(`Invalid strategy: ${error?.message ?? 'unknown problem'}`);
  }
  const decisions = decisionsOfRun(outcome.results.closed_trades, bars.times).filter(
    (decision) => decision.bar === newest,
  );
  const positions = openAtNewestClose(outcome.results.closed_trades, bars.times);
  if (flags.json) {
    output.out(
      JSON.stringify({ symbol: all.symbol, newest_bar: newest, source: 'bundled', decisions, positions }),
    );
    return;
  }
  output.out(summary(all.symbol, newest, decisions, positions));
}

function summary(
  symbol: string,
  newest: string,
  decisions: WatchDecision[],
  positions: OpenPosition[],
): string {
  const lines = [`${symbol}  newest bar ${newest} (bundled dataset)`];
  if (decisions.length === 0) lines.push('Decision at the close: none');
  for (const decision of decisions) lines.push(`Decision at the close: ${describeDecision(decision)}`);
  lines.push(
    positions.length === 0
      ? 'Position at the close: flat'
      : `Position at the close: ${positions
          .map(
            (p) =>
              `${p.side} ${Number(p.size.toFixed(6))} ${p.symbol} since ${p.entry_date} at ${p.entry_price.toFixed(2)}`,
          )
          .join('; ')}`,
  );
  return lines.join('\n');
}
