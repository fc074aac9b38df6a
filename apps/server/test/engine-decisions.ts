import { RunRequestSchema } from '@stratblocks/contracts';
import { runBacktest, type OtherSeries } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';

/**
 * What the engine's own backtest over every bar decided, bar by bar, as a watch's alerts name it
 * (docs/watches.md#how-a-watch-works): an entry or a signal exit at the close before its fill, a
 * stop at the bar it fills in. A watch checked one bar at a time must make the same alerts, since a
 * decision at a bar reads no later bar. `others`: the other symbols the strategy reads, from the
 * bundled data over the same dates.
 */
export function engineDecisions(
  config: unknown,
  symbol: string,
  from: string,
  lastDay: string,
  otherSymbols: readonly string[] = [],
): Map<string, string[]> {
  const data = new BundledMarketData();
  const bars = data.range(symbol, '1d', from, lastDay);
  const others: OtherSeries = Object.fromEntries(
    otherSymbols.map((other) => [
      other,
      { bars: data.range(other, '1d', from, lastDay), assetClass: data.resolve(other).assetClass },
    ]),
  );
  const outcome = runBacktest(RunRequestSchema.parse(config), bars, { others });
  if (!outcome.ok) throw new Error('the strategy does not run');
  const previous = (date: string) => bars.times[bars.times.indexOf(date) - 1] ?? '';
  const byBar = new Map<string, string[]>();
  const add = (bar: string, event: string) => byBar.set(bar, [...(byBar.get(bar) ?? []), event]);
  for (const trade of outcome.results.closed_trades) {
    add(previous(trade.entry_date), `entry-long-next_open:${symbol}`);
    if (trade.closed_at_end) continue;
    if (trade.exit_reason === 'signal') add(previous(trade.exit_date), `exit-long-next_open:${symbol}`);
    else add(trade.exit_date, `exit-long-in_bar:${symbol}`);
  }
  return byBar;
}
