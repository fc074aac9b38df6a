import { takesSourceTimeframe, TIMEFRAMES, type Timeframe } from '../blocks/source-properties';
import type { BarInterval, BarSeries } from '../data/bars';
import type { IndicatorOutputs, IndicatorParams } from '../indicators/types';
import type { AssetClass } from '../strategy/types';
import { sourceSeries } from './aggregate';
import { asOfColumn } from './as-of';
import { barEnds } from './end-times';
import type { ColumnSource, LoadedSource, RunWindow, SeriesLibrary } from './library';

/** What a run's column cache needs to read blocks on other symbols and timeframes. */
export interface SourceSetup {
  /** The other symbols loaded for the run; null when it has none. */
  library: SeriesLibrary | null;
  /** The run's bars (those of the cache). */
  traded: BarSeries;
  /** The traded symbol's asset class: its bars' end times. */
  assetClass: AssetClass;
  window: RunWindow;
}

/** The symbol and timeframe a block's values name, or null when it names neither. */
export function sourceOf(
  block: string,
  params: IndicatorParams,
): { symbol: string | null; timeframe: Timeframe | null } | null {
  const symbolValue = params['symbol'];
  const timeframeValue = takesSourceTimeframe(block) ? params['timeframe'] : undefined;
  const symbol = typeof symbolValue === 'string' && symbolValue.trim() !== '' ? symbolValue.trim() : null;
  const timeframe = TIMEFRAMES.find((choice) => choice === timeframeValue) ?? null;
  return symbol === null && timeframe === null ? null : { symbol, timeframe };
}

/** The timeframe a run interval is, null for hourly runs. */
export function timeframeOfInterval(interval: BarInterval): Timeframe | null {
  if (interval === '1d') return '1D';
  if (interval === '1w') return '1W';
  if (interval === '1mo') return '1M';
  return null;
}

/** The values without the symbol and timeframe: the block as it is computed on its own series. */
function withoutSource(block: string, params: IndicatorParams): IndicatorParams {
  const plain: Record<string, IndicatorParams[string]> = {};
  const ownTimeframe = !takesSourceTimeframe(block);
  for (const name in params) {
    if (!Object.hasOwn(params, name) || name === 'symbol' || (name === 'timeframe' && !ownTimeframe))
      continue;
    plain[name] = params[name] as IndicatorParams[string];
  }
  return plain;
}

/**
 * The columns of blocks reading another symbol or timeframe, on a run's bars: computed on the
 * block's own series, then joined as of each traded bar's end
 * (docs/engine.md#11-other-symbols-and-timeframes). Made once per run's cache.
 */
export class SourcedColumns {
  private tradedEnds: Float64Array | null = null;
  /** The traded symbol's own series at other timeframes. */
  private readonly own = new Map<Timeframe, LoadedSource>();

  constructor(
    readonly setup: SourceSetup,
    /** The run's own columns (the plain computation). */
    private readonly plain: ColumnSource,
    private readonly makeColumns: (bars: BarSeries) => ColumnSource,
  ) {}

  sameSetup(other: SourceSetup): boolean {
    const { setup } = this;
    return (
      setup.library === other.library &&
      setup.traded === other.traded &&
      setup.assetClass === other.assetClass &&
      setup.window.start === other.window.start &&
      setup.window.end === other.window.end
    );
  }

  outputs(block: string, params: IndicatorParams): IndicatorOutputs {
    const { traded, library } = this.setup;
    const read = sourceOf(block, params);
    const plainParams = withoutSource(block, params);
    const timeframe =
      read === null || read.timeframe === timeframeOfInterval(traded.interval) ? null : read.timeframe;
    const symbol = read?.symbol ?? null;
    const other =
      symbol !== null &&
      (library?.find(symbol) !== undefined || symbol.toUpperCase() !== traded.symbol.toUpperCase());
    let loaded: LoadedSource | undefined;
    if (other) {
      loaded = library?.source(symbol, this.setup.window, traded.interval, timeframe, this.makeColumns);
      if (!loaded) throw new Error(`symbol "${symbol}" is not in the market data`);
    } else {
      if (timeframe === null) return this.plain.outputs(block, plainParams);
      loaded = this.ownSource(timeframe);
    }
    const computed = loaded.columns.outputs(block, plainParams);
    const ends = (this.tradedEnds ??= barEnds(traded, this.setup.assetClass));
    const joined: Record<string, Float64Array> = {};
    for (const name of Object.keys(computed)) {
      joined[name] = asOfColumn(
        computed[name] as Float64Array,
        loaded.series.available,
        loaded.series.rawEnds,
        ends,
      );
    }
    return joined;
  }

  private ownSource(timeframe: Timeframe): LoadedSource {
    let loaded = this.own.get(timeframe);
    if (!loaded) {
      const { traded, assetClass } = this.setup;
      const series = sourceSeries(traded, assetClass, traded.interval, timeframe);
      loaded = { series, columns: this.makeColumns(series.bars) };
      this.own.set(timeframe, loaded);
    }
    return loaded;
  }
}
