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
 * (docs/engine.md#11-other-symbols-and-timeframes): naming the traded symbol, or the run's own
 * interval, is the same as leaving the property out.
 */
export function sourceRead(block: string, params: BlockParams, general: GeneralSettings): SourceRead {
  const read = sourceOf(block, params);
  if (read === null) return { symbol: null, timeframe: null, params };
  const traded = general.tickerSymbol.trim().toUpperCase();
  const symbol =
    read.symbol === null || read.symbol.toUpperCase() === traded ? null : read.symbol.toUpperCase();
  const timeframe = read.timeframe === RUN_TIMEFRAME[general.timeInterval] ? null : read.timeframe;
  const plain: Record<string, BlockParams[string]> = {};
  const ownTimeframe = !takesSourceTimeframe(block);
  for (const name of Object.keys(params)) {
    if (name === 'symbol' || (name === 'timeframe' && !ownTimeframe)) continue;
    plain[name] = params[name] as BlockParams[string];
  }
  return { symbol, timeframe, params: plain };
}
