import {
  symbolReferences,
  type BarSeries,
  type OtherSeries,
  type OtherSeriesEntry,
  type PortfolioSettings,
  type StrategyInput,
} from '@stratblocks/engine';
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

/** Loads the other symbols a strategy's blocks read, in a worker process (loadOtherSeries). */
export type OthersLoader = (strategy: StrategyInput, userId: number | null) => Promise<OtherSeries>;

/** Loads the bars of a run in a worker process (MarketDataService), one series or a portfolio's. */
export type RunBarsLoader = (strategy: StrategyInput, userId: number | null) => Promise<RunBars>;

/** The portfolio of a strategy, when it has one. */
export function portfolioOf(strategy: StrategyInput): PortfolioSettings | undefined {
  return strategy.portfolio;
}

/**
 * Bars of every portfolio symbol, or of the one ticker, and of every other symbol the strategy's
 * blocks read (`others`, docs/engine.md#11-other-symbols-and-timeframes).
 */
export async function loadRunBarsOf(
  marketData: MarketDataService,
  strategy: StrategyInput,
  userId: number | null,
): Promise<{ bars: RunBars; notes: string[]; others: OtherSeries }> {
  const traded = await loadTradedBars(marketData, strategy, userId);
  const others = await loadOtherSeries(marketData, strategy, userId);
  return { ...traded, others: others.series, notes: [...traded.notes, ...others.notes] };
}

/**
 * The other symbols a strategy's blocks read, each in the run's window at its stored interval,
 * with its asset class. A symbol the market data does not have, or without bars in the window, is
 * a bad body (422) naming the block that reads it.
 */
export async function loadOtherSeries(
  marketData: MarketDataService,
  strategy: StrategyInput,
  userId: number | null,
): Promise<{ series: OtherSeries; notes: string[] }> {
  const general = strategy.generalSetting;
  const single = portfolioOf(strategy) === undefined;
  const series: Record<string, OtherSeriesEntry> = {};
  const notes: string[] = [];
  for (const { symbol, where } of symbolReferences(strategy)) {
    // The traded symbol itself is read from its own bars.
    if (single && symbol === general.tickerSymbol.trim().toUpperCase()) continue;
    try {
      const loaded = await marketData.loadOtherBars(symbol, general, userId);
      series[symbol] = { bars: loaded.bars, assetClass: loaded.assetClass };
      notes.push(...loaded.notes.filter((note) => !notes.includes(note)));
    } catch (error) {
      if (!(error instanceof MarketDataError)) throw error;
      const hourly = general.timeInterval === '1 Hour' ? 'hourly ' : '';
      throw new AppError(
        422,
        error.code === 'unknown_symbol'
          ? `${where}: symbol "${symbol}" is not in the market data`
          : `${where}: symbol "${symbol}" has no ${hourly}bars in the window (${error.message})`,
      );
    }
  }
  return { series, notes };
}

/** Bars of every portfolio symbol, or of the one ticker. */
export async function loadTradedBars(
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
