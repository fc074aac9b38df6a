import type { ColumnCache } from '../blocks/evaluate';
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
    case 'Cross Above': {
      // a[t-1] <= b[t-1] and a[t] > b[t]; any missing value makes it false. Each value is read once.
      out[0] = 0;
      let previousA = a[0] ?? Number.NaN;
      let previousB = b[0] ?? Number.NaN;
      for (let t = 1; t < count; t += 1) {
        const currentA = a[t] ?? Number.NaN;
        const currentB = b[t] ?? Number.NaN;
        out[t] = previousA <= previousB && currentA > currentB ? 1 : 0;
        previousA = currentA;
        previousB = currentB;
      }
      return;
    }
    case 'Cross Below': {
      out[0] = 0;
      let previousA = a[0] ?? Number.NaN;
      let previousB = b[0] ?? Number.NaN;
      for (let t = 1; t < count; t += 1) {
        const currentA = a[t] ?? Number.NaN;
        const currentB = b[t] ?? Number.NaN;
        out[t] = previousA >= previousB && currentA < currentB ? 1 : 0;
        previousA = currentA;
        previousB = currentB;
      }
      return;
    }
  }
}

/**
 * Evaluates a bar-close condition on every bar: 1 where it holds, 0 elsewhere. Comparisons with a
 * missing (warm-up) value are false. Exit blocks are not conditions and never reach here.
 */
export function evaluateCondition(
  expression: Expression,
  cache: ColumnCache,
  /** Where to write (every bar is written), e.g. a buffer reused by the runs of a sweep. */
  into?: Uint8Array,
): Uint8Array {
  const count = cache.bars.close.length;
  const out = into && into.length >= count ? into.subarray(0, count) : new Uint8Array(count);
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
        for (let t = 0; t < count; t += 1) out[t] = (left[t] ?? 0) & (right[t] ?? 0);
      else for (let t = 0; t < count; t += 1) out[t] = (left[t] ?? 0) | (right[t] ?? 0);
      return out;
    }
    case 'exit':
      throw new Error('An exit block is not a bar-close condition');
  }
}
