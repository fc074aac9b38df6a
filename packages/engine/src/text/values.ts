import { findBlock } from '../blocks/catalogue';
import type { BlockDefinition } from '../blocks/types';
import type { BlockPropertyInput } from '../strategy/types';
import { readArguments, type ReadContext } from './arguments';
import { elementOf, type TextElement } from './elements';
import {
  NUMBER_PATTERN,
  SYMBOL_PATTERN,
  SYMBOL_PROPERTY,
  TIMEFRAME_PROPERTY,
  TIMEFRAME_WORDS,
} from './grammar';
import {
  closestNames,
  EXIT_PATTERNS,
  listOr,
  matchLongest,
  partialMatch,
  VALUE_PATTERNS,
  type Pattern,
} from './lexicon';
import type { Scanner } from './scanner';

/** A block read from the text, with where it starts and ends (for messages). */
export interface ReadBlock {
  block: BlockDefinition;
  element: TextElement;
  start: number;
  end: number;
}

const NUMBER = new RegExp(`${NUMBER_PATTERN.source}(?![A-Za-z0-9_.%$])`, 'y');
const OF_SYMBOL = new RegExp(`of(?:\\s+(${SYMBOL_PATTERN.source}))?(?![A-Za-z0-9_])`, 'iy');
const TIMEFRAME = new RegExp(`(${Object.keys(TIMEFRAME_WORDS).join('|')})(?![A-Za-z0-9_])`, 'iy');

function numberBlock(): BlockDefinition {
  const block = findBlock('Number');
  if (!block) throw new Error('The catalogue has no Number block');
  return block;
}

/**
 * A block where a part or a side of a comparison starts (docs/plain-english.md#value-blocks): a
 * number, a block's name or alias with its arguments, line and symbol or timeframe, an exit's
 * phrase (in exit lines), or an input's name (a Number bound to it).
 */
export function readBlock(
  scanner: Scanner,
  context: ReadContext,
  options: { exits: boolean; expected: string },
): ReadBlock {
  scanner.skipSpace();
  const start = scanner.position;
  const number = scanner.match(NUMBER);
  if (number) {
    const block = numberBlock();
    return { block, element: elementOf(block, { value: Number(number[0]) }), start, end: scanner.position };
  }
  const patterns = options.exits ? [...VALUE_PATTERNS, ...EXIT_PATTERNS] : VALUE_PATTERNS;
  const found = matchLongest(scanner, patterns);
  if (found) {
    const given = readRest(scanner, found.pattern, found.found, context);
    return {
      block: found.pattern.block,
      element: elementOf(found.pattern.block, given),
      start,
      end: scanner.position,
    };
  }
  const input = readInput(scanner, context);
  if (input !== undefined) {
    const block = numberBlock();
    return { block, element: elementOf(block, { value: { input } }), start, end: scanner.position };
  }
  return refuseBlock(scanner, context, options);
}

function readInput(scanner: Scanner, context: ReadContext): string | undefined {
  for (const { input, regex } of context.inputPatterns) if (scanner.match(regex)) return input;
  return undefined;
}

/** After the name: phrase numbers, then `(arguments)`, the line, `of SYMBOL` and the timeframe word. */
function readRest(
  scanner: Scanner,
  pattern: Pattern,
  found: RegExpExecArray,
  context: ReadContext,
): Record<string, BlockPropertyInput> {
  const { block } = pattern;
  if (pattern.form === 'phrase') {
    const given: Record<string, BlockPropertyInput> = {};
    pattern.slots.forEach((property, index) => (given[property] = Number(found[index + 1])));
    return given;
  }
  const given = scanner.peek() === '(' ? readArguments(scanner, block, context) : {};
  if (block.type === 'exit') return given;
  if (block.outputs.length > 1) {
    const line = scanner.match(new RegExp(`(${block.outputs.join('|')})(?![A-Za-z0-9_])`, 'iy'));
    if (line)
      given['line'] = block.outputs.find((output) => output.toLowerCase() === line[1]?.toLowerCase()) ?? '';
  }
  for (let suffix = 0; suffix < 2; suffix += 1) {
    scanner.skipSpace();
    const at = scanner.position;
    const symbol = scanner.match(OF_SYMBOL);
    if (symbol) {
      if (symbol[1] === undefined)
        scanner.fail({
          expected: 'a ticker symbol',
          message: `after 'of' expected a ticker symbol, found ${scanner.found()}`,
        });
      given[SYMBOL_PROPERTY] = symbol[1];
      continue;
    }
    const timeframe = scanner.match(TIMEFRAME);
    if (timeframe) {
      given[TIMEFRAME_PROPERTY] = TIMEFRAME_WORDS[(timeframe[1] ?? '').toLowerCase()] ?? '';
      continue;
    }
    scanner.position = at;
    break;
  }
  return given;
}

/** Nothing readable here: what was expected, the start that matched if any, the closest names. */
function refuseBlock(
  scanner: Scanner,
  context: ReadContext,
  options: { exits: boolean; expected: string },
): never {
  scanner.skipSpace();
  const start = scanner.position;
  if (!options.exits) {
    const exit = matchLongest(scanner, EXIT_PATTERNS);
    if (exit) {
      scanner.fail(
        {
          expected: options.expected,
          message: `'${exit.found[0]}' is an exit (${exit.pattern.block.name}): exits go in Sell and Cover lines`,
        },
        start,
      );
    }
  }
  if (scanner.atEnd())
    scanner.fail({
      expected: options.expected,
      message: `expected ${options.expected}, found the end of the line`,
    });
  const patterns = options.exits ? [...VALUE_PATTERNS, ...EXIT_PATTERNS] : VALUE_PATTERNS;
  const suggestions = closestNames(scanner, patterns, context.inputs);
  const didYouMean = suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : '';
  const partial = partialMatch(scanner, patterns);
  if (partial && partial.end > start) {
    const expected = listOr(partial.expected);
    scanner.fail(
      {
        expected,
        message: `after '${partial.matched}' expected ${expected}, found ${scanner.foundAt(partial.end)}${didYouMean}`,
        ...(suggestions.length ? { suggestions } : {}),
      },
      scanner.wordStart(partial.end),
    );
  }
  scanner.fail({
    expected: options.expected,
    message: `unknown name ${scanner.found()}: expected ${options.expected}${didYouMean}`,
    ...(suggestions.length ? { suggestions } : {}),
  });
}
