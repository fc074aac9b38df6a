import { withPortfolioTicker, type RunRequest } from '@stratblocks/contracts';
import {
  rankReference,
  sourceInterval,
  symbolReferences,
  type BarSeries,
  type OtherSeries,
  type OtherSeriesEntry,
  type ResearchBars,
  type StrategyInput,
  type TimeInterval,
} from '@stratblocks/engine';
import type { AssetClass, BundledMarketData } from '@stratblocks/market-data';
import { CliError } from './cli-error';

/** The window of bars a run needs: checks the asset class, then loads the stored interval. */
export function loadRunBars(
  data: BundledMarketData,
  settings: {
    tickerSymbol: string;
    assetClass: AssetClass;
    timeInterval: TimeInterval;
    startDate: string;
    endDate: string;
  },
): BarSeries {
  data.assertAssetClass(settings.tickerSymbol, settings.assetClass);
  return data.range(
    settings.tickerSymbol,
    sourceInterval(settings.timeInterval),
    settings.startDate,
    settings.endDate,
  );
}

/** A portfolio config: its ticker set to the first symbol (docs/engine.md#10-portfolios), its rank block checked. */
export function checkedPortfolioConfig<T extends RunRequest>(request: T): T {
  const rankBy = request.portfolio?.rankBy;
  if (rankBy) {
    const rank = rankReference(rankBy);
    if (!rank.ok) throw new CliError(`Invalid portfolio: ${rank.message}`);
  }
  return withPortfolioTicker(request);
}

/** Every portfolio symbol's window of bars, in list order (a missing symbol names itself). */
export function loadPortfolioBars(
  data: BundledMarketData,
  request: RunRequest & { portfolio: NonNullable<RunRequest['portfolio']> },
): BarSeries[] {
  return request.portfolio.symbols.map((symbol) => {
    try {
      return loadRunBars(data, { ...request.generalSetting, tickerSymbol: symbol });
    } catch (error) {
      throw new CliError(`Portfolio: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/**
 * The strategy and bars of a sweep or walk-forward: one series, or every symbol's for a portfolio
 * config (its ticker the first symbol), and the other symbols its blocks read (loadOtherSeries).
 */
export function loadResearchBars(
  data: BundledMarketData,
  request: RunRequest,
): { strategy: RunRequest; bars: ResearchBars; others: OtherSeries } {
  if (!request.portfolio)
    return {
      strategy: request,
      bars: loadRunBars(data, request.generalSetting),
      others: loadOtherSeries(data, request),
    };
  const strategy = checkedPortfolioConfig(request);
  return {
    strategy,
    bars: loadPortfolioBars(data, { ...strategy, portfolio: request.portfolio }),
    others: loadOtherSeries(data, strategy),
  };
}

/**
 * The other symbols a strategy's blocks read (docs/engine.md#11-other-symbols-and-timeframes), each
 * in the window (to `endDate` when given) at the run's stored interval, with its asset class. A
 * symbol the data does not have, or without bars in the window, is an error naming the block.
 */
export function loadOtherSeries(
  data: BundledMarketData,
  strategy: StrategyInput,
  endDate = strategy.generalSetting.endDate,
): OtherSeries {
  const general = strategy.generalSetting;
  const others: Record<string, OtherSeriesEntry> = {};
  for (const { symbol, where } of symbolReferences(strategy)) {
    // A single symbol's own ticker is read from its own bars.
    if (strategy.portfolio === undefined && symbol === general.tickerSymbol.trim().toUpperCase()) continue;
    if (!data.has(symbol))
      throw new CliError(`Invalid strategy: ${where}: symbol "${symbol}" is not in the market data`);
    try {
      const bars = data.range(symbol, sourceInterval(general.timeInterval), general.startDate, endDate);
      others[symbol] = { bars, assetClass: data.resolve(symbol).assetClass };
    } catch (error) {
      const hourly = general.timeInterval === '1 Hour' ? 'hourly ' : '';
      throw new CliError(
        `Invalid strategy: ${where}: symbol "${symbol}" has no ${hourly}bars in the window (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return others;
}
