import { findBlock } from '../blocks/catalogue';
import type { BlockDefinition, PropertySpec } from '../blocks/types';
import { isInputLink } from '../strategy/inputs';
import { isDropZone, type BlockPropertyInput, type RowElementInput } from '../strategy/types';
import { positionalProperties } from './arguments';
import { SYMBOL_PATTERN, SYMBOL_PROPERTY, TIMEFRAME_PROPERTY, TIMEFRAME_WORDS } from './grammar';
import { matchLongest, VALUE_PATTERNS } from './lexicon';
import { Scanner } from './scanner';

/**
 * The writer: a row's elements in the canonical form of docs/plain-english.md#the-canonical-form
 * (catalogue names, the arguments that differ from the defaults, the operators' symbols), which
 * the reader reads back to the same elements.
 */

/** Thrown when a row cannot be written (an empty slot, an unknown block). */
export class TextWriteError extends Error {}

const SIMPLE_WORD = /^[A-Za-z_][A-Za-z0-9_]*(?: [A-Za-z0-9_]+)*$/;
const BARE_TEXT = /^[A-Za-z0-9_.:+^-]+$/;
const WHOLE_SYMBOL = new RegExp(`^${SYMBOL_PATTERN.source}$`);
const WORD_OF_TIMEFRAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TIMEFRAME_WORDS).map(([word, timeframe]) => [timeframe, word]),
);

/** An operator's or exit's written form: its first phrase, else its name. */
export function writtenForm(block: BlockDefinition): string {
  return block.phrases?.[0] ?? block.name;
}

/** Numbers as JavaScript prints them, which the reader's number pattern reads back exactly. */
function numberText(value: number): string {
  return String(value);
}

function quoted(text: string): string {
  return text.includes('"') ? `'${text}'` : `"${text}"`;
}

/** An input's name: bare when the reader reads it back as that input, else quoted. */
function inputText(name: string): string {
  return SIMPLE_WORD.test(name) && !/^(true|false|yes|no)$/i.test(name) ? name : quoted(name);
}

function argumentText(value: BlockPropertyInput): string {
  if (isInputLink(value)) return inputText(value.input);
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return String(value);
  return BARE_TEXT.test(value) ? value : quoted(value);
}

/**
 * A Number bound to an input is written as the input's name alone when nothing in the catalogue
 * reads as that name (`RSI < oversold`), else as `Number(name)`.
 */
function bareInputReadsBack(name: string): boolean {
  if (!SIMPLE_WORD.test(name) || /^\d/.test(name)) return false;
  return matchLongest(new Scanner(name, 1), VALUE_PATTERNS) === null;
}

function specOf(block: BlockDefinition, name: string): PropertySpec | undefined {
  return block.properties.find((spec) => spec.name === name);
}

function isDefault(block: BlockDefinition, name: string, value: BlockPropertyInput | undefined): boolean {
  if (value === undefined) return true;
  const spec = specOf(block, name);
  return spec ? spec.default === value : value === '';
}

function writePhrase(
  block: BlockDefinition,
  properties: Readonly<Record<string, BlockPropertyInput>>,
): string | null {
  const phrase = block.phrases?.[0];
  if (phrase === undefined) return null;
  const slots = [...phrase.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? '');
  const known = new Set([...block.properties.map((spec) => spec.name), ...Object.keys(properties)]);
  if ([...known].some((name) => !slots.includes(name))) return null;
  const values: Record<string, number> = {};
  for (const slot of slots) {
    const value = properties[slot] ?? specOf(block, slot)?.default;
    if (typeof value !== 'number') return null;
    values[slot] = value;
  }
  return phrase.replace(/\{(\w+)\}/g, (_, slot: string) => numberText(values[slot] ?? 0));
}

/** `Name(arguments) line of SYMBOL timeframe`. */
function writeBlock(
  block: BlockDefinition,
  properties: Readonly<Record<string, BlockPropertyInput>>,
): string {
  const args: string[] = [];
  let byPosition = true;
  for (const spec of positionalProperties(block)) {
    const value = properties[spec.name];
    if (spec.name === 'line' || value === undefined || isDefault(block, spec.name, value)) {
      byPosition = false;
      continue;
    }
    args.push(byPosition ? argumentText(value) : `${spec.name}=${argumentText(value)}`);
  }
  let suffix = '';
  const line = properties['line'];
  if (block.outputs.length > 1 && line !== undefined && !isDefault(block, 'line', line)) {
    if (typeof line === 'string' && block.outputs.includes(line)) suffix += ` ${line}`;
    else args.push(`line=${argumentText(line)}`);
  }
  const symbol = properties[SYMBOL_PROPERTY];
  if (!isDefault(block, SYMBOL_PROPERTY, symbol) && symbol !== undefined) {
    if (typeof symbol === 'string' && WHOLE_SYMBOL.test(symbol)) suffix += ` of ${symbol}`;
    else args.push(`${SYMBOL_PROPERTY}=${argumentText(symbol)}`);
  }
  const timeframe = properties[TIMEFRAME_PROPERTY];
  if (!isDefault(block, TIMEFRAME_PROPERTY, timeframe) && timeframe !== undefined) {
    const word = typeof timeframe === 'string' ? WORD_OF_TIMEFRAME[timeframe] : undefined;
    if (word !== undefined) suffix += ` ${word}`;
    else args.push(`${TIMEFRAME_PROPERTY}=${argumentText(timeframe)}`);
  }
  const catalogued = new Set([
    ...block.properties.map((spec) => spec.name),
    'line',
    SYMBOL_PROPERTY,
    TIMEFRAME_PROPERTY,
  ]);
  for (const [name, value] of Object.entries(properties))
    if (!catalogued.has(name)) args.push(`${name}=${argumentText(value)}`);
  return `${block.name}${args.length ? `(${args.join(', ')})` : ''}${suffix}`;
}

function writeNumber(
  block: BlockDefinition,
  properties: Readonly<Record<string, BlockPropertyInput>>,
): string | null {
  if (Object.keys(properties).some((name) => name !== 'value')) return null;
  const value = properties['value'] ?? specOf(block, 'value')?.default ?? 0;
  if (typeof value === 'number') return numberText(value);
  if (isInputLink(value) && bareInputReadsBack(value.input)) return value.input;
  return null;
}

/** One element as text. */
export function writeElement(element: RowElementInput): string {
  if (isDropZone(element))
    throw new TextWriteError(
      `an empty slot is waiting for ${element.accept.map((type) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)).join(' or ')} block`,
    );
  const block = findBlock(element.name);
  if (!block) throw new TextWriteError(`unknown block "${element.name}"`);
  const properties = element.properties ?? {};
  switch (block.type) {
    case 'boolean-operator':
    case 'compare-operator':
      return writtenForm(block);
    case 'exit':
      return writePhrase(block, properties) ?? writeBlock(block, properties);
    default:
      return (
        (block.name === 'Number' ? writeNumber(block, properties) : null) ?? writeBlock(block, properties)
      );
  }
}

/** A row's elements as the condition of a line (`SMA(20) crosses above SMA(50) and RSI < 70`). */
export function writeRow(elements: readonly RowElementInput[]): string {
  return elements.map(writeElement).join(' ');
}
