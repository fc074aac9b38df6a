import type { BlockDefinition, PropertySpec, PropertyValue } from '../blocks/types';
import { isInputLink } from '../strategy/inputs';
import type { BlockPropertyInput } from '../strategy/types';
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

/** What normalizeProperties needs to know of a block's properties, worked out once per block. */
interface PropertyIndex {
  names: ReadonlySet<string>;
  /** Whether the block has an output selector (`line`), which may be given under an alias. */
  hasSelector: boolean;
}

const PROPERTY_INDEXES = new WeakMap<BlockDefinition, PropertyIndex>();

function propertyIndex(block: BlockDefinition): PropertyIndex {
  let index = PROPERTY_INDEXES.get(block);
  if (!index) {
    const names = new Set(block.properties.map((property) => property.name));
    index = { names, hasSelector: names.has('line') };
    PROPERTY_INDEXES.set(block, index);
  }
  return index;
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/** Collects the problems of one block's properties, with their location worked out only if any. */
class PropertyProblems {
  /** Made at the first problem: most blocks of most runs have none. */
  diagnostics: Diagnostic[] | null = null;
  private where: (PropertyLocation & { block: string }) | undefined;
  private prefix = '';

  constructor(
    private readonly block: BlockDefinition,
    private readonly location: PropertyLocation,
  ) {}

  add(severity: Diagnostic['severity'], message: string): void {
    if (!this.where) {
      this.where = { ...this.location, block: this.block.name };
      this.prefix = locationText(this.where);
    }
    (this.diagnostics ??= []).push({ severity, message: `${this.prefix}: ${message}`, ...this.where });
  }
}

/**
 * The block's properties with defaults filled and given values checked against the catalogue:
 * numbers stay numbers (numeric text is read as a number), choices match case-insensitively,
 * texts match their pattern. Bad values are error diagnostics naming the property; unknown
 * properties are warnings and are ignored. (Called for every element of every run of a sweep:
 * nothing is allocated for the location unless there is a problem to report.)
 */
export function normalizeProperties(
  block: BlockDefinition,
  given: Readonly<Record<string, BlockPropertyInput>> | undefined,
  location: PropertyLocation,
): { params: Record<string, PropertyValue>; diagnostics: readonly Diagnostic[] } {
  const problems = new PropertyProblems(block, location);
  const { names, hasSelector } = propertyIndex(block);
  const input = given === undefined ? {} : hasSelector ? withSelectorAlias(given) : given;
  const params: Record<string, PropertyValue> = {};
  for (const spec of block.properties) {
    const value = input[spec.name];
    if (value === undefined || value === '') {
      if (!spec.optional) params[spec.name] = spec.default;
      continue;
    }
    const checked = checkedValue(spec, value, problems);
    if (checked !== undefined) params[spec.name] = checked;
  }
  for (const name in input) {
    if (Object.hasOwn(input, name) && !names.has(name))
      problems.add('warning', `unknown property "${name}" ignored`);
  }
  return { params, diagnostics: problems.diagnostics ?? NO_DIAGNOSTICS };
}

/** The given properties with an alias of the output selector (band, output, lines) read as `line`. */
function withSelectorAlias(
  given: Readonly<Record<string, BlockPropertyInput>>,
): Readonly<Record<string, BlockPropertyInput>> {
  if (given['line'] !== undefined) return given;
  const alias = SELECTOR_ALIASES.find((name) => given[name] !== undefined);
  if (alias === undefined) return given;
  return Object.fromEntries(
    Object.entries(given).map(([name, value]) => [name === alias ? 'line' : name, value]),
  );
}

/**
 * A given property value checked against its spec; a bad one is reported, and replaced by the
 * default or left out (undefined: a number that is not one).
 */
function checkedValue(
  spec: PropertySpec,
  value: BlockPropertyInput,
  problems: PropertyProblems,
): PropertyValue | undefined {
  // resolveInputs wrote in every declared input: a link left is to an input that does not exist.
  if (isInputLink(value)) {
    problems.add(
      'error',
      `${spec.name} is linked to input "${value.input}", which the strategy does not declare`,
    );
    return undefined;
  }
  switch (spec.kind) {
    case 'number': {
      const number = asNumber(value);
      if (number === null) {
        problems.add('error', `${spec.name} must be a number, got ${JSON.stringify(value)}`);
        return undefined;
      }
      if (spec.integer && !Number.isInteger(number))
        problems.add('error', `${spec.name} must be a whole number, got ${number}`);
      else if (spec.min !== undefined && number < spec.min)
        problems.add('error', `${spec.name} must be at least ${spec.min}, got ${number}`);
      else if (spec.max !== undefined && number > spec.max)
        problems.add('error', `${spec.name} must be at most ${spec.max}, got ${number}`);
      return number;
    }
    case 'choice': {
      const choice = matchChoice(spec, String(value));
      if (choice === undefined)
        problems.add(
          'error',
          `${spec.name} must be one of ${spec.choices.join(', ')}, got ${JSON.stringify(value)}`,
        );
      return choice ?? spec.default;
    }
    case 'text': {
      const text = String(value).trim();
      if (spec.pattern && !new RegExp(spec.pattern).test(text)) {
        problems.add(
          'error',
          `${spec.name} ${JSON.stringify(value)} is not in the expected form (default ${JSON.stringify(spec.default)})`,
        );
      } else if (spec.pattern?.includes(':') && !validClock(text)) {
        problems.add('error', `${spec.name} ${JSON.stringify(value)} is not a time of day (HH:MM)`);
      }
      return text;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      problems.add('error', `${spec.name} must be true or false, got ${JSON.stringify(value)}`);
      return spec.default;
    }
  }
}

function validClock(text: string): boolean {
  const [hours, minutes] = text.split(':').map(Number);
  return (
    hours !== undefined && minutes !== undefined && hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59
  );
}
