import type { RunRequest } from '@stratblocks/contracts';
import type { BarSeries, StrategyInput } from '@stratblocks/engine';
import { MarketDataError } from '@stratblocks/market-data';
import { AppError } from '../errors';
import type { LoadedBars, MarketDataService } from '../market-data/service';

/** A run's bars: one series, or one per portfolio symbol in list order. */
export type RunBars = BarSeries | readonly BarSeries[];

/** Whether a run's bars are a portfolio's (a list of series). */
export function isSeriesList(bars: RunBars): bars is readonly BarSeries[] {
  return Array.isArray(bars);
}

/** Every series of a run's bars. */
export function seriesOf(bars: RunBars): readonly BarSeries[] {
  return isSeriesList(bars) ? bars : [bars];
}

/** Loads the bars of a run in a worker process (MarketDataService), one series or a portfolio's. */
export type RunBarsLoader = (strategy: StrategyInput, userId: number | null) => Promise<RunBars>;

/** The portfolio of a strategy, when it has one (the engine's input type does not carry it). */
export function portfolioOf(strategy: StrategyInput): RunRequest['portfolio'] {
  return (strategy as StrategyInput & { portfolio?: RunRequest['portfolio'] }).portfolio;
}

/** Bars of every portfolio symbol, or of the one ticker. */
export async function loadRunBarsOf(
  marketData: MarketDataService,
  strategy: StrategyInput,
  userId: number | null,
): Promise<{ bars: RunBars; notes: string[] }> {
  const portfolio = portfolioOf(strategy);
  if (!portfolio) return marketData.loadRunBars(strategy.generalSetting, userId);
  const loaded: LoadedBars[] = [];
  for (const symbol of portfolio.symbols) {
    try {
      loaded.push(await marketData.loadRunBars({ ...strategy.generalSetting, tickerSymbol: symbol }, userId));
    } catch (error) {
      // A portfolio's symbol that does not exist, or is of another asset class, is a bad body (422).
      if (error instanceof MarketDataError) throw new AppError(422, `Portfolio: ${error.message}`);
      throw error;
    }
  }
  const seen = new Map<string, string>();
  portfolio.symbols.forEach((symbol, index) => {
    const canonical = (loaded[index] as LoadedBars).bars.symbol;
    const earlier = seen.get(canonical);
    if (earlier !== undefined) {
      throw new AppError(422, `Portfolio: ${earlier} and ${symbol} are the same symbol (${canonical})`);
    }
    seen.set(canonical, symbol);
  });
  return { bars: loaded.map((each) => each.bars), notes: [...new Set(loaded.flatMap((each) => each.notes))] };
}

/** The bars by the symbol names the portfolio lists (what runPortfolio reads). */
export function barsBySymbol(
  symbols: readonly string[],
  bars: readonly BarSeries[],
): Record<string, BarSeries> {
  return Object.fromEntries(symbols.map((symbol, index) => [symbol, bars[index] as BarSeries]));
}
