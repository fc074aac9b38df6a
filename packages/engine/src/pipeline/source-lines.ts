import { findBlock } from '../blocks/catalogue';
import { takesSourceTimeframe, type Timeframe } from '../blocks/source-properties';
import { collectValueRefs, type Program } from '../logic/compile';
import type { ValueRef } from '../logic/expressions';
import type { ColumnSource } from '../sources/library';
import { sourceOf } from '../sources/sourced-columns';

/**
 * The lines of the blocks that read another symbol or a longer timeframe, for the price chart
 * (docs/engine.md#on-the-price-chart): each block's column exactly as the run compared it, the
 * as-of value of its own series at each traded bar's close, so a step on the traded dates.
 */

/** A block's line on the traded bars: one value per bar, null where it is missing or warming up. */
export interface SourceLine {
  /** Named as the builder's chip names the block: "SMA(200) · SPY · 1W". */
  label: string;
  block: string;
  /** The other symbol it reads, upper-cased; null when it reads the traded symbol at another timeframe. */
  symbol: string | null;
  timeframe: Timeframe | null;
  values: Array<number | null>;
}

/** "SMA(200) · SPY · 1W": the block, its property values, then the symbol and the timeframe. */
export function sourceLineLabel(ref: Pick<ValueRef, 'block' | 'params' | 'output'>): string {
  const read = sourceOf(ref.block, ref.params);
  const ownTimeframe = !takesSourceTimeframe(ref.block);
  const currentBar = findBlock(ref.block)?.group === 'Price Data';
  const shown: string[] = [];
  for (const key in ref.params) {
    if (!Object.hasOwn(ref.params, key)) continue;
    const value = ref.params[key];
    if (key === 'symbol' || key === 'line' || (key === 'timeframe' && !ownTimeframe)) continue;
    if ((key === 'source' && value === 'close') || value === false || value === undefined) continue;
    // A price's bars back at -1 or 0 is the bar itself: "Close · SPY", not "Close(-1) · SPY".
    if (currentBar && key === 'value' && (value === -1 || value === 0)) continue;
    shown.push(value === true ? key : String(value));
  }
  const name = `${ref.block}${shown.length > 0 ? `(${shown.join(', ')})` : ''}${ref.output === 'value' ? '' : ` ${ref.output}`}`;
  return [name, read?.symbol?.toUpperCase(), read?.timeframe].filter(Boolean).join(' · ');
}

/**
 * The lines of a run's blocks reading another symbol or timeframe, each once, in the order the
 * strategy places them. Conditions (true or false at each bar) draw no line. Nothing is computed:
 * the columns are those the run's conditions read from `columns`.
 */
export function sourceLines(program: Program, columns: ColumnSource): SourceLine[] {
  const refs: ValueRef[] = [];
  for (const side of [program.long, program.short, program.exitLong, program.exitShort]) {
    if (side?.condition) collectValueRefs(side.condition, refs);
  }
  const lines: SourceLine[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    // Only a block reading another symbol or timeframe carries `where`.
    if (ref.where === undefined || findBlock(ref.block)?.type !== 'comparable') continue;
    const read = sourceOf(ref.block, ref.params);
    if (read === null) continue;
    const label = sourceLineLabel(ref);
    if (seen.has(label)) continue;
    seen.add(label);
    const column = columns.outputs(ref.block, ref.params)[ref.output];
    if (!column) continue;
    const values: Array<number | null> = [];
    for (let index = 0; index < column.length; index += 1) {
      const value = column[index] as number;
      values.push(Number.isFinite(value) ? value : null);
    }
    lines.push({
      label,
      block: ref.block,
      symbol: read.symbol?.toUpperCase() ?? null,
      timeframe: read.timeframe,
      values,
    });
  }
  return lines;
}
