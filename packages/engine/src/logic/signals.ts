import type { ColumnCache } from '../blocks/evaluate';
import { crossings } from './crossings';
import type { CompareOperator, Expression, ValueRef } from './expressions';

/** The column a value reference reads. */
export function valueColumn(reference: ValueRef, cache: ColumnCache): Float64Array {
  const outputs = cache.outputs(reference.block, reference.params);
  const column = outputs[reference.output];
  if (!column) throw new Error(`${reference.block} has no output "${reference.output}"`);
  return column;
}

const EQUAL_TOLERANCE = 1e-9;

function compare(operator: CompareOperator, a: Float64Array, b: Float64Array, out: Uint8Array): void {
  const count = out.length;
  switch (operator) {
    case '>':
      for (let t = 0; t < count; t += 1) out[t] = (a[t] ?? Number.NaN) > (b[t] ?? Number.NaN) ? 1 : 0;
      return;
    case '<':
      for (let t = 0; t < count; t += 1) out[t] = (a[t] ?? Number.NaN) < (b[t] ?? Number.NaN) ? 1 : 0;
      return;
    case '>=':
      for (let t = 0; t < count; t += 1) out[t] = (a[t] ?? Number.NaN) >= (b[t] ?? Number.NaN) ? 1 : 0;
      return;
    case '<=':
      for (let t = 0; t < count; t += 1) out[t] = (a[t] ?? Number.NaN) <= (b[t] ?? Number.NaN) ? 1 : 0;
      return;
    case '=':
      for (let t = 0; t < count; t += 1) {
        const x = a[t] ?? Number.NaN;
        const y = b[t] ?? Number.NaN;
        out[t] = Math.abs(x - y) <= EQUAL_TOLERANCE * Math.max(1, Math.abs(x), Math.abs(y)) ? 1 : 0;
      }
      return;
    case 'Cross Above':
      crossings(a, b, out, null);
      return;
    case 'Cross Below':
      crossings(a, b, null, out);
      return;
  }
}

/**
 * Evaluates a bar-close condition on every bar: 1 where it holds, 0 elsewhere. Comparisons with a
 * missing (warm-up) value are false. Exit blocks are not conditions and never reach here.
 */
export function evaluateCondition(
  expression: Expression,
  cache: ColumnCache,
  /** Where to write, one value per bar (every bar is written), e.g. a buffer reused by a sweep. */
  into?: Uint8Array,
): Uint8Array {
  const count = cache.bars.close.length;
  const out = into && into.length === count ? into : new Uint8Array(count);
  switch (expression.kind) {
    case 'compare':
      compare(
        expression.operator,
        valueColumn(expression.left, cache),
        valueColumn(expression.right, cache),
        out,
      );
      return out;
    case 'boolean': {
      const column = valueColumn(expression.value, cache);
      for (let t = 0; t < count; t += 1) out[t] = (column[t] ?? 0) >= 0.5 ? 1 : 0;
      return out;
    }
    case 'and':
    case 'or': {
      const left = evaluateCondition(expression.left, cache);
      const right = evaluateCondition(expression.right, cache);
      if (expression.kind === 'and')
        for (let t = 0; t < count; t += 1) out[t] = (left[t] as number) & (right[t] as number);
      else for (let t = 0; t < count; t += 1) out[t] = (left[t] as number) | (right[t] as number);
      return out;
    }
    case 'exit':
      throw new Error('An exit block is not a bar-close condition');
  }
}

/**
 * Evaluates the bar-close conditions of a run's sides (null where a side has none) into one 0/1
 * array each, as evaluateCondition does. Two cases of parameter sweeps are cheaper:
 * - a crossover strategy enters where one line crosses above another and exits where it crosses
 *   back below: two comparisons of the same two columns, worked out together in one pass;
 * - a comparison that comes back unchanged run after run on the same cache (a side the sweep does
 *   not vary) is worked out once and its signal kept for the runs that follow.
 */
export function evaluateConditions(
  conditions: ReadonlyArray<Expression | null>,
  cache: ColumnCache,
  /** One buffer per condition, as for evaluateCondition. */
  into?: readonly Uint8Array[],
): Array<Uint8Array | null> {
  const count = cache.bars.close.length;
  const outputs: Array<Uint8Array | null> = [];
  const comparisons: Array<Comparison | null> = [];
  for (const condition of conditions) {
    outputs.push(null);
    comparisons.push(comparisonOf(condition, cache));
  }
  for (let slot = 0; slot < conditions.length; slot += 1) {
    const condition = conditions[slot] ?? null;
    if (condition === null || outputs[slot] !== null) continue;
    const comparison = comparisons[slot] ?? null;
    const partner = comparison === null ? -1 : oppositeCrossingAfter(comparisons, slot, comparison);
    if (comparison !== null && partner !== -1) {
      const above = comparison.operator === 'Cross Above' ? slot : partner;
      const below = above === slot ? partner : slot;
      const aboveOut = bufferOf(into?.[above], count);
      const belowOut = bufferOf(into?.[below], count);
      outputs[above] = aboveOut;
      outputs[below] = belowOut;
      crossings(comparison.left, comparison.right, aboveOut, belowOut);
      continue;
    }
    const kept = comparison === null ? null : repeatedSignal(cache, slot, comparison);
    outputs[slot] = kept ?? evaluateCondition(condition, cache, into?.[slot]);
  }
  return outputs;
}

/** A condition that is one comparison, with its two columns. */
interface Comparison {
  operator: CompareOperator;
  left: Float64Array;
  right: Float64Array;
}

function comparisonOf(condition: Expression | null, cache: ColumnCache): Comparison | null {
  if (condition?.kind !== 'compare') return null;
  return {
    operator: condition.operator,
    left: valueColumn(condition.left, cache),
    right: valueColumn(condition.right, cache),
  };
}

/**
 * Per cache and slot, the comparison its last run evaluated there and, once the same comparison
 * came twice in a row, its signal (owned here, read-only for the runs that use it).
 */
const REPEATS = new WeakMap<ColumnCache, Array<{ comparison: Comparison; signal: Uint8Array | null }>>();

function repeatedSignal(cache: ColumnCache, slot: number, comparison: Comparison): Uint8Array | null {
  let repeats = REPEATS.get(cache);
  if (!repeats) {
    repeats = [];
    REPEATS.set(cache, repeats);
  }
  const last = repeats[slot];
  if (!last || !sameComparison(last.comparison, comparison)) {
    repeats[slot] = { comparison, signal: null };
    return null;
  }
  if (!last.signal) {
    last.signal = new Uint8Array(cache.bars.close.length);
    compare(comparison.operator, comparison.left, comparison.right, last.signal);
  }
  return last.signal;
}

function sameComparison(a: Comparison, b: Comparison): boolean {
  return a.operator === b.operator && a.left === b.left && a.right === b.right;
}

/** The first comparison after `slot` that is the opposite crossing of the same two columns. */
function oppositeCrossingAfter(
  comparisons: ReadonlyArray<Comparison | null>,
  slot: number,
  comparison: Comparison,
): number {
  if (!isCross(comparison.operator)) return -1;
  for (let other = slot + 1; other < comparisons.length; other += 1) {
    const candidate = comparisons[other];
    if (
      candidate &&
      isCross(candidate.operator) &&
      candidate.operator !== comparison.operator &&
      candidate.left === comparison.left &&
      candidate.right === comparison.right
    )
      return other;
  }
  return -1;
}

/** The given buffer when it holds one value per bar, else a new one. */
function bufferOf(buffer: Uint8Array | undefined, count: number): Uint8Array {
  return buffer && buffer.length === count ? buffer : new Uint8Array(count);
}

function isCross(operator: CompareOperator): boolean {
  return operator === 'Cross Above' || operator === 'Cross Below';
}
