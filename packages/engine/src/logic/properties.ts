import type { BlockDefinition, PropertySpec, PropertyValue } from '../blocks/types';
import type { Diagnostic } from './diagnostics';
import { locationText, type Slot } from './diagnostics';

export interface PropertyLocation {
  slot?: Slot;
  row?: number;
  element?: number;
}

/** Other names people use for the output selector of multi-output blocks. */
const SELECTOR_ALIASES = ['band', 'output', 'lines'];

/** Other names for output lines, compared after lower-casing and dropping spaces, %, _, - and +. */
const LINE_ALIASES: Record<string, string> = {
  macdline: 'macd',
  line: 'macd',
  hist: 'histogram',
  signalline: 'signal',
  upperband: 'upper',
  top: 'upper',
  basis: 'middle',
  mid: 'middle',
  median: 'middle',
  lowerband: 'lower',
  bottom: 'lower',
  stochk: 'k',
  fastk: 'k',
  slowk: 'k',
  stochd: 'd',
  fastd: 'd',
  slowd: 'd',
  di: 'plus',
  plusdi: 'plus',
  diplus: 'plus',
  minusdi: 'minus',
  diminus: 'minus',
  aroonup: 'up',
  aroondown: 'down',
  pp: 'pivot',
  conversion: 'tenkan',
  base: 'kijun',
  spana: 'senkou_a',
  spanb: 'senkou_b',
  senkoua: 'senkou_a',
  senkoub: 'senkou_b',
};

function fold(text: string): string {
  return text.toLowerCase().replace(/[\s%_+-]/g, '');
}

function matchChoice(spec: PropertySpec & { kind: 'choice' }, value: string): string | undefined {
  const folded = fold(value);
  const direct = spec.choices.find((choice) => fold(choice) === folded);
  if (direct) return direct;
  if (spec.name !== 'line') return undefined;
  const alias = LINE_ALIASES[folded];
  return alias && spec.choices.includes(alias) ? alias : undefined;
}

function asNumber(value: PropertyValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/**
 * The block's properties with defaults filled and given values checked against the catalogue:
 * numbers stay numbers (numeric text is read as a number), choices match case-insensitively,
 * texts match their pattern. Bad values are error diagnostics naming the property; unknown
 * properties are warnings and are ignored.
 */
export function normalizeProperties(
  block: BlockDefinition,
  given: Readonly<Record<string, PropertyValue>> | undefined,
  location: PropertyLocation,
): { params: Record<string, PropertyValue>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const where = { ...location, block: block.name };
  const prefix = locationText(where);
  const fail = (message: string) =>
    diagnostics.push({ severity: 'error', message: `${prefix}: ${message}`, ...where });
  const hasSelector = block.properties.some((property) => property.name === 'line');
  const alias =
    hasSelector && given?.['line'] === undefined
      ? SELECTOR_ALIASES.find((name) => given?.[name] !== undefined)
      : undefined;
  const input: Record<string, PropertyValue> = Object.fromEntries(
    Object.entries(given ?? {}).map(([name, value]) => [name === alias ? 'line' : name, value]),
  );
  const params: Record<string, PropertyValue> = {};
  for (const spec of block.properties) {
    const value = input[spec.name];
    if (value === undefined || value === '') {
      params[spec.name] = spec.default;
      continue;
    }
    switch (spec.kind) {
      case 'number': {
        const number = asNumber(value);
        if (number === null) {
          fail(`${spec.name} must be a number, got ${JSON.stringify(value)}`);
          break;
        }
        if (spec.integer && !Number.isInteger(number))
          fail(`${spec.name} must be a whole number, got ${number}`);
        else if (spec.min !== undefined && number < spec.min)
          fail(`${spec.name} must be at least ${spec.min}, got ${number}`);
        else if (spec.max !== undefined && number > spec.max)
          fail(`${spec.name} must be at most ${spec.max}, got ${number}`);
        params[spec.name] = number;
        break;
      }
      case 'choice': {
        const choice = matchChoice(spec, String(value));
        if (choice === undefined)
          fail(`${spec.name} must be one of ${spec.choices.join(', ')}, got ${JSON.stringify(value)}`);
        params[spec.name] = choice ?? spec.default;
        break;
      }
      case 'text': {
        const text = String(value).trim();
        if (spec.pattern && !new RegExp(spec.pattern).test(text)) {
          fail(
            `${spec.name} ${JSON.stringify(value)} is not in the expected form (default ${JSON.stringify(spec.default)})`,
          );
        } else if (spec.pattern?.includes(':') && !validClock(text)) {
          fail(`${spec.name} ${JSON.stringify(value)} is not a time of day (HH:MM)`);
        }
        params[spec.name] = text;
        break;
      }
      case 'boolean': {
        if (typeof value === 'boolean') params[spec.name] = value;
        else if (value === 'true' || value === 'false') params[spec.name] = value === 'true';
        else {
          fail(`${spec.name} must be true or false, got ${JSON.stringify(value)}`);
          params[spec.name] = spec.default;
        }
        break;
      }
    }
  }
  for (const name of Object.keys(input)) {
    if (!block.properties.some((property) => property.name === name)) {
      diagnostics.push({
        severity: 'warning',
        message: `${prefix}: unknown property "${name}" ignored`,
        ...where,
      });
    }
  }
  return { params, diagnostics };
}

function validClock(text: string): boolean {
  const [hours, minutes] = text.split(':').map(Number);
  return (
    hours !== undefined && minutes !== undefined && hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59
  );
}
