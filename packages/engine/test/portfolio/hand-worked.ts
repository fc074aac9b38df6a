import {
  barsFromRows,
  runPortfolio,
  type BarSeries,
  type ClosedTrade,
  type PortfolioSettings,
  type SharedPortfolioResults,
} from '../../src/index';
import { strategy, weekdays, type ScenarioOptions } from '../sim/scenario';

/**
 * Flat bars (open = high = low = close) of one symbol on the given dates; a null price means the
 * symbol has no bar on that date.
 */
export function flatSeries(
  symbol: string,
  prices: ReadonlyArray<number | null>,
  dates = weekdays(prices.length),
): BarSeries {
  const rows = prices.flatMap((price, index) =>
    price === null ? [] : [{ time: dates[index] ?? '', open: price, high: price, low: price, close: price }],
  );
  return barsFromRows(symbol, '1d', rows);
}

/** Runs a shared portfolio on the series (list order as given) and fails loudly when it cannot. */
export function runShared(
  options: ScenarioOptions,
  series: readonly BarSeries[],
  portfolio: Omit<PortfolioSettings, 'symbols'> = {},
): SharedPortfolioResults {
  const outcome = runPortfolio(
    { ...strategy(options), portfolio: { symbols: series.map((bars) => bars.symbol), ...portfolio } },
    Object.fromEntries(series.map((bars) => [bars.symbol, bars])),
  );
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
  if (!('closed_trades' in outcome.results)) throw new Error('a shared run has trades');
  return outcome.results;
}

/** The fields of a trade a hand-worked case checks. */
export function brief(trade: ClosedTrade): [string, string, number, string, number, string, number] {
  return [
    trade.ticker,
    trade.entry_date,
    trade.entry_price,
    trade.exit_date,
    trade.exit_price,
    trade.exit_reason,
    trade.size,
  ];
}
