import { takesSourceTimeframe, type Timeframe } from '../../blocks/source-properties';
import { sourceOf } from '../../sources/sourced-columns';
import type { GeneralSettings, TimeInterval } from '../../strategy/types';
import type { BlockParams } from './types';

/** What a block of the script reads beyond the traded symbol at the run's interval. */
export interface SourceRead {
  /** Another symbol (upper-cased, as its CSV is named), or null for the traded one. */
  symbol: string | null;
  /** A timeframe other than the run's interval, or null. */
  timeframe: Timeframe | null;
  /** The block's values without the symbol and timeframe: how it is computed on its own series. */
  params: BlockParams;
}

const RUN_TIMEFRAME: Record<TimeInterval, Timeframe | null> = {
  '1 Hour': null,
  '1 Day': '1D',
  '1 Week': '1W',
  '1 Month': '1M',
};

/**
 * The series a block is computed on, as the engine's sourced columns decide it
 * (docs/engine.md#11-other-symbols-and-timeframes): naming the run's own interval is the same as
 * leaving the timeframe out. A single symbol naming its own ticker reads its own bars. In a
 * portfolio every symbol a block names is loaded as another symbol (symbolsRead lists them all)
 * and the engine reads a loaded symbol from there first, a portfolio's own symbols included: so
 * `portfolio` keeps every named symbol.
 */
export function sourceRead(
  block: string,
  params: BlockParams,
  general: GeneralSettings,
  portfolio = false,
): SourceRead {
  const read = sourceOf(block, params);
  if (read === null) return { symbol: null, timeframe: null, params };
  const traded = general.tickerSymbol.trim().toUpperCase();
  const named = read.symbol?.toUpperCase() ?? null;
  const symbol = named === null || (!portfolio && named === traded) ? null : named;
  const timeframe = read.timeframe === RUN_TIMEFRAME[general.timeInterval] ? null : read.timeframe;
  const plain: Record<string, BlockParams[string]> = {};
  const ownTimeframe = !takesSourceTimeframe(block);
  for (const name of Object.keys(params)) {
    if (name === 'symbol' || (name === 'timeframe' && !ownTimeframe)) continue;
    plain[name] = params[name] as BlockParams[string];
  }
  return { symbol, timeframe, params: plain };
}
