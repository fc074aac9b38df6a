import type { PropertyValue } from '../../blocks/types';
import { integerParam, numberParam } from '../../indicators/params';
import { linkedConstant } from './inputs';
import type { BlockParams } from './types';

/**
 * A Python literal for a number that reads back as the same double: JavaScript's shortest
 * round-trip form is also valid Python (1e-7, 1e+21); NaN and infinities become math constants.
 */
export function pyNumber(value: number): string {
  if (Number.isNaN(value)) return 'math.nan';
  if (value === Infinity) return 'math.inf';
  if (value === -Infinity) return '-math.inf';
  return String(value);
}

/** A float literal: whole numbers get ".0" so that the script computes in floats, as the engine does. */
export function pyFloat(value: number): string {
  const text = pyNumber(value);
  return Number.isInteger(value) && /^-?\d+$/.test(text) ? `${text}.0` : text;
}

/** A Python string literal (JSON's escaping is valid Python). */
export function pyString(value: string): string {
  return JSON.stringify(value);
}

export function pyBool(value: boolean): string {
  return value ? 'True' : 'False';
}

/** A property value as a Python literal. */
export function pyValue(value: PropertyValue): string {
  if (typeof value === 'number') return pyNumber(value);
  if (typeof value === 'boolean') return pyBool(value);
  return pyString(value);
}

/** A whole-number property (a period) as the engine reads it: at least 1, rounded. */
export function pyInt(params: BlockParams, name: string): string {
  return linkedConstant(params, name) ?? String(integerParam(params, name));
}

/** A numeric property as the engine reads it. */
export function pyNum(params: BlockParams, name: string): string {
  return linkedConstant(params, name) ?? pyNumber(numberParam(params, name));
}

/** The column the `source` property selects (close by default), as a Python expression. */
export function pySource(params: BlockParams): string {
  const source = typeof params['source'] === 'string' ? params['source'] : 'close';
  switch (source) {
    case 'open':
    case 'high':
    case 'low':
    case 'close':
    case 'volume':
      return `bars[${pyString(source)}]`;
    case 'hl2':
    case 'hlc3':
    case 'ohlc4':
      return `price_source(bars, ${pyString(source)})`;
    default:
      return 'bars["close"]';
  }
}

/**
 * Removes the common indentation of a block of text and its first and last blank lines, so that
 * Python source can be written indented inside TypeScript.
 */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0).trimEnd()).join('\n');
}

/** Indents every non-empty line of a block of text. */
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : pad + line))
    .join('\n');
}
