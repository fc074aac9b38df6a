import { sourceInterval, type BarSeries, type TimeInterval } from '@stratblocks/engine';
import type { AssetClass, BundledMarketData } from '@stratblocks/market-data';

/** The data a backtest asks for (the generalSetting fields that choose bars). */
export interface RunBarsRequest {
  tickerSymbol: string;
  assetClass: AssetClass;
  timeInterval: TimeInterval;
  startDate: string;
  endDate: string;
}

export interface LoadedBars {
  /** The window's bars at the stored interval the time interval needs (daily or hourly). */
  bars: BarSeries;
  /** Lines for the run log: where the data came from, fallbacks. */
  notes: string[];
}

/**
 * Where the server's bars come from. Throws MarketDataError (status 404 or 422, a message naming
 * what exists) for an unknown symbol, a symbol outside the asset class, or an empty window.
 */
export class MarketDataService {
  constructor(private readonly bundled: BundledMarketData) {}

  /** Bars for a backtest. Uploaded symbols (resolved per user) come with the upload provider. */
  loadRunBars(request: RunBarsRequest): Promise<LoadedBars> {
    this.bundled.assertAssetClass(request.tickerSymbol, request.assetClass);
    const interval = sourceInterval(request.timeInterval);
    const bars = this.bundled.range(request.tickerSymbol, interval, request.startDate, request.endDate);
    return Promise.resolve({ bars, notes: [`Data: ${bars.symbol} from the bundled dataset`] });
  }
}
