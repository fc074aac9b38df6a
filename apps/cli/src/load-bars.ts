import { withPortfolioTicker, type RunRequest } from '@stratblocks/contracts';
import {
  rankReference,
  sourceInterval,
  type BarSeries,
  type ResearchBars,
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

/** A portfolio config: its ticker set to the first symbol (DECISIONS 8.1), its rank block checked. */
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
 * config (its ticker the first symbol).
 */
export function loadResearchBars(
  data: BundledMarketData,
  request: RunRequest,
): { strategy: RunRequest; bars: ResearchBars } {
  if (!request.portfolio) return { strategy: request, bars: loadRunBars(data, request.generalSetting) };
  const strategy = checkedPortfolioConfig(request);
  return { strategy, bars: loadPortfolioBars(data, { ...strategy, portfolio: request.portfolio }) };
}
