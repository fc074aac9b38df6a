import { CONDITIONS_COMPUTATIONS } from '../indicators/conditions';
import { LEVELS_COMPUTATIONS } from '../indicators/levels';
import { MARKET_COMPUTATIONS } from '../indicators/market';
import { MOMENTUM_COMPUTATIONS } from '../indicators/momentum';
import { PATTERNS_COMPUTATIONS } from '../indicators/patterns';
import { TREND_COMPUTATIONS } from '../indicators/trend';
import { VOLATILITY_COMPUTATIONS } from '../indicators/volatility';
import { VOLUME_COMPUTATIONS } from '../indicators/volume';
import type {
  IndicatorComputation,
  IndicatorOutputs,
  IndicatorParams,
  PriceColumns,
} from '../indicators/types';
import { RangeExtremes } from '../metrics/range-extremes';
import type { OtherSeries, SeriesLibrary } from '../sources/library';
import { SourcedColumns, sourceOf, type SourceSetup } from '../sources/sourced-columns';
import type { ValueBlockName } from './catalogue';

/**
 * How each comparable and boolean block of the catalogue is computed: one entry per block name.
 * Exits and operators are not columns; the compiler and the simulator handle them.
 */
export const BLOCK_COMPUTATIONS = {
  ...MARKET_COMPUTATIONS,
  ...TREND_COMPUTATIONS,
  ...MOMENTUM_COMPUTATIONS,
  ...VOLUME_COMPUTATIONS,
  ...VOLATILITY_COMPUTATIONS,
  ...LEVELS_COMPUTATIONS,
  ...PATTERNS_COMPUTATIONS,
  ...CONDITIONS_COMPUTATIONS,
} satisfies Record<ValueBlockName, IndicatorComputation>;

export function computationOf(name: string): IndicatorComputation | undefined {
  return (BLOCK_COMPUTATIONS as Partial<Record<string, IndicatorComputation>>)[name];
}

/**
 * Computes block outputs over a series, once per (block, properties): a cache shared by every
 * row of a run, and by every run of a parameter sweep over the same bars.
 */
export class ColumnCache {
  private readonly columns = new Map<string, IndicatorOutputs>();
  private extremes: RangeExtremes | null = null;
  private extremesAsked = 0;
  /** Blocks on other symbols and timeframes (docs/engine.md#11-other-symbols-and-timeframes). */
  private sourced: SourcedColumns | null = null;
  private readonly sourcedKeys: string[] = [];
  /**
   * The other symbols runs on this cache read when they are given none (a sweep's runs, which
   * reach the pipeline through a runner that takes the cache only).
   */
  others: OtherSeries | SeriesLibrary | undefined = undefined;

  constructor(readonly bars: PriceColumns) {}

  outputs(name: string, params: IndicatorParams): IndicatorOutputs {
    const key = `${name}|${stableKey(params)}`;
    const cached = this.columns.get(key);
    if (cached) return cached;
    let outputs: IndicatorOutputs;
    if (sourceOf(name, params) !== null) {
      if (this.sourced === null)
        throw new Error(`${name} reads another symbol or timeframe: the run gives none`);
      outputs = this.sourced.outputs(name, params);
      this.sourcedKeys.push(key);
    } else {
      const compute = computationOf(name);
      if (!compute) throw new Error(`Block "${name}" has no computation`);
      outputs = compute(this.bars, params);
    }
    this.columns.set(key, outputs);
    return outputs;
  }

  /**
   * Where blocks with a symbol or a timeframe read from: set by each run (the same setup keeps
   * the columns already joined, so a sweep joins each once).
   */
  useSources(setup: SourceSetup): void {
    if (this.sourced?.sameSetup(setup)) return;
    for (const key of this.sourcedKeys) this.columns.delete(key);
    this.sourcedKeys.length = 0;
    this.sourced = new SourcedColumns(setup, this, (bars) => new ColumnCache(bars));
  }

  get size(): number {
    return this.columns.size;
  }

  /**
   * The lowest and highest close of any stretch of bars: what the drawdown of the runs of a sweep
   * reads (metrics/drawdown.ts). Null for the first few runs that ask: the table costs about as
   * much to build as three runs, so only a sweep of more runs than that gets one.
   */
  closeExtremes(): RangeExtremes | null {
    this.extremesAsked += 1;
    if (this.extremes === null && this.extremesAsked > EXTREMES_AFTER_RUNS)
      this.extremes = new RangeExtremes(this.bars.close);
    return this.extremes;
  }
}

/** Runs on one cache before it builds its table of close extremes. */
const EXTREMES_AFTER_RUNS = 3;

/** name=value pairs in name order, the selector (`line`) left out: it picks an output, not a column. */
function stableKey(params: IndicatorParams): string {
  const names: string[] = [];
  for (const name in params) if (name !== 'line' && Object.hasOwn(params, name)) names.push(name);
  names.sort();
  let key = '';
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index] as string;
    key += `${index > 0 ? ',' : ''}${name}=${String(params[name])}`;
  }
  return key;
}
