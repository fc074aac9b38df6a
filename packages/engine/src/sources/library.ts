import { sliceByDate, type BarInterval, type BarSeries } from '../data/bars';
import type { Timeframe } from '../blocks/source-properties';
import type { IndicatorOutputs, IndicatorParams } from '../indicators/types';
import type { AssetClass } from '../strategy/types';
import { sourceSeries, type SourceSeries } from './aggregate';

/** One other symbol's bars, at the stored interval of the run (daily, or hourly for hourly runs). */
export interface OtherSeriesEntry {
  bars: BarSeries;
  /** Decides its bars' end times (docs/engine.md#end-times); an upload without one is US Stocks. */
  assetClass: AssetClass;
}

/** The other symbols a run may read, keyed by symbol as the strategy names them. */
export type OtherSeries = Readonly<Record<string, OtherSeriesEntry>>;

/** Something that computes a block's outputs over one series (a ColumnCache). */
export interface ColumnSource {
  outputs(name: string, params: IndicatorParams): IndicatorOutputs;
}

/** A source series and the columns computed on it. */
export interface LoadedSource {
  series: SourceSeries;
  columns: ColumnSource;
}

/**
 * The other symbols of a run, with each (symbol, window, timeframe) series built once and its
 * indicator columns computed once: shared by every run of a sweep and every symbol of a
 * portfolio given the same `OtherSeries` object (`seriesLibrary` keeps one library per object).
 */
export class SeriesLibrary {
  private readonly byUpper = new Map<string, OtherSeriesEntry>();
  private readonly sources = new Map<string, LoadedSource>();

  constructor(readonly entries: OtherSeries) {
    for (const symbol of Object.keys(entries)) {
      const entry = entries[symbol];
      if (entry) this.byUpper.set(symbol.trim().toUpperCase(), entry);
    }
  }

  /** The symbol's entry, matched ignoring case. */
  find(symbol: string): OtherSeriesEntry | undefined {
    return this.entries[symbol] ?? this.byUpper.get(symbol.trim().toUpperCase());
  }

  /** The symbol's bars inside the window (startDate <= date <= endDate). */
  windowBars(symbol: string, window: RunWindow): BarSeries | undefined {
    const entry = this.find(symbol);
    return entry ? cutToWindow(entry.bars, window) : undefined;
  }

  /** The symbol's series for a run interval and timeframe, with its column cache. */
  source(
    symbol: string,
    window: RunWindow,
    runInterval: BarInterval,
    timeframe: Timeframe | null,
    makeColumns: (bars: BarSeries) => ColumnSource,
  ): LoadedSource | undefined {
    const entry = this.find(symbol);
    if (!entry) return undefined;
    const key = `${symbol.trim().toUpperCase()}|${window.start}|${window.end}|${runInterval}|${timeframe ?? ''}`;
    let loaded = this.sources.get(key);
    if (!loaded) {
      const series = sourceSeries(cutToWindow(entry.bars, window), entry.assetClass, runInterval, timeframe);
      loaded = { series, columns: makeColumns(series.bars) };
      this.sources.set(key, loaded);
    }
    return loaded;
  }
}

export interface RunWindow {
  start: string;
  end: string;
}

/** The bars of the window; the series itself when it is already inside it (no copy). */
function cutToWindow(bars: BarSeries, window: RunWindow): BarSeries {
  const first = bars.times[0];
  const last = bars.times[bars.times.length - 1];
  if (first === undefined || last === undefined) return bars;
  const inside =
    (window.start === '' || first.slice(0, 10) >= window.start) &&
    (window.end === '' || last.slice(0, 10) <= window.end);
  if (inside) return bars;
  return sliceByDate(bars, window.start || '0000-00-00', window.end || '9999-99-99');
}

const LIBRARIES = new WeakMap<OtherSeries, SeriesLibrary>();

/** The one library of an `OtherSeries` object (made at the first ask). */
export function seriesLibrary(others: OtherSeries | SeriesLibrary | undefined): SeriesLibrary | null {
  if (others === undefined) return null;
  if (others instanceof SeriesLibrary) return others;
  let library = LIBRARIES.get(others);
  if (!library) {
    library = new SeriesLibrary(others);
    LIBRARIES.set(others, library);
  }
  return library;
}
