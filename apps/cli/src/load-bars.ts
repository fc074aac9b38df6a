import { sourceInterval, type BarSeries, type TimeInterval } from '@stratblocks/engine';
import type { AssetClass, BundledMarketData } from '@stratblocks/market-data';

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
