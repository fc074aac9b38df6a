import { readContext, type ReadContext } from './arguments';
import { elementOf, type TextElement, type TextRow } from './elements';
import { TextReadError, type TextError } from './errors';
import { SIDE_WORDS, type SideWord } from './grammar';
import { closestWords, COMPARE_PATTERNS, JOIN_PATTERNS, listOr, matchLongest, partialMatch } from './lexicon';
import { Scanner } from './scanner';
import { readBlock } from './values';
import { writtenForm } from './write';

/** A strategy's logic as the run body carries it: each side one row, or null. */
export interface TextLogic {
  entryLogic: { long: TextRow | null; short: TextRow | null };
  exitLogic: { exit_long: TextRow | null; exit_short: TextRow | null };
}

export type ParseTextResult = { ok: true; logic: TextLogic } | { ok: false; error: TextError };

export interface ParseTextOptions {
  /** The strategy's inputs: an argument (or a value) naming one binds to it. */
  inputs?: readonly { name: string }[];
}

const SIDE = /(buy|sell|short|cover)(?![A-Za-z0-9_])/iy;
const WHEN = /when(?![A-Za-z0-9_])/iy;
const LINE_STARTS = SIDE_WORDS.map((side) => `'${side.word} when'`);

/** The comparison operators as written, for "expected an operator" messages. */
function operatorList(): string {
  return COMPARE_PATTERNS.filter((pattern) => pattern.text === writtenForm(pattern.block))
    .map((pattern) => pattern.text)
    .join(', ');
}

/**
 * Reads the plain-English lines of docs/plain-english.md into the strategy's logic. Text that
 * cannot be read gives the first error (line, column, what was expected) and no logic at all.
 */
export function parseStrategyText(text: string, options: ParseTextOptions = {}): ParseTextResult {
  const context = readContext((options.inputs ?? []).map((input) => input.name));
  const logic: TextLogic = {
    entryLogic: { long: null, short: null },
    exitLogic: { exit_long: null, exit_short: null },
  };
  const seen = new Map<string, number>();
  try {
    const lines = text.split(/\r\n|\r|\n/);
    lines.forEach((raw, index) => {
      // A final full stop is free (docs/plain-english.md#lines).
      const line = raw.trimEnd().replace(/\.$/, '');
      if (line.trim() === '') return;
      const scanner = new Scanner(line, index + 1);
      const side = readSide(scanner);
      const earlier = seen.get(side.word);
      if (earlier !== undefined)
        scanner.fail(
          {
            expected: 'one line per side',
            message: `a ${side.word} line is already given on line ${earlier}`,
          },
          0,
        );
      seen.set(side.word, index + 1);
      const row = { elements: readExpression(scanner, context, side) };
      if (side.logic === 'entryLogic') logic.entryLogic[side.side as 'long' | 'short'] = row;
      else logic.exitLogic[side.side as 'exit_long' | 'exit_short'] = row;
    });
  } catch (error) {
    if (error instanceof TextReadError) return { ok: false, error: error.error };
    throw error;
  }
  if (seen.size === 0)
    return {
      ok: false,
      error: {
        line: 1,
        column: 1,
        expected: listOr(LINE_STARTS),
        message: `the text is empty: expected ${listOr(LINE_STARTS)}`,
      },
    };
  return { ok: true, logic };
}

function readSide(scanner: Scanner): SideWord {
  const word = scanner.match(SIDE);
  if (!word) {
    const suggestions = closestWords(
      scanner.upcoming(),
      SIDE_WORDS.map((side) => side.word),
    );
    scanner.fail({
      expected: listOr(LINE_STARTS),
      message: `a line starts with ${listOr(LINE_STARTS)}, found ${scanner.found()}${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}`,
      ...(suggestions.length ? { suggestions } : {}),
    });
  }
  const side = SIDE_WORDS.find(
    (candidate) => candidate.word.toLowerCase() === word[1]?.toLowerCase(),
  ) as SideWord;
  if (!scanner.match(WHEN))
    scanner.fail({
      expected: "'when'",
      message: `after '${word[0]}' expected 'when', found ${scanner.found()}`,
    });
  if (scanner.atEnd())
    scanner.fail({
      expected: 'a condition',
      message: `after '${side.word} when' expected a condition, found the end of the line`,
    });
  return side;
}

/** Parts joined by and/or, left to right, as a row's elements are (docs/engine.md#2-rows-and-conditions). */
function readExpression(scanner: Scanner, context: ReadContext, side: SideWord): TextElement[] {
  const elements: TextElement[] = [];
  for (;;) {
    readPart(scanner, context, side, elements);
    if (scanner.atEnd()) return elements;
    const join = matchLongest(scanner, JOIN_PATTERNS);
    if (!join)
      scanner.fail({
        expected: "'and', 'or' or the end of the line",
        message: `expected 'and', 'or' or the end of the line, found ${scanner.found()}`,
      });
    elements.push(elementOf(join.pattern.block));
  }
}

/** A comparison `V op V`, or a condition, pattern or (in exit lines) exit block by itself. */
function readPart(scanner: Scanner, context: ReadContext, side: SideWord, elements: TextElement[]): void {
  const part = side.exits ? 'a condition, a comparison or an exit' : 'a condition or a comparison';
  const left = readBlock(scanner, context, { exits: side.exits, expected: part });
  elements.push(left.element);
  if (left.block.type !== 'comparable') return;
  const written = scanner.text.slice(left.start, left.end).trim();
  const operator = matchLongest(scanner, COMPARE_PATTERNS);
  if (!operator) {
    const partial = partialMatch(scanner, COMPARE_PATTERNS);
    if (partial) {
      const expected = listOr(partial.expected);
      scanner.fail(
        {
          expected,
          message: `after '${partial.matched}' expected ${expected}, found ${scanner.foundAt(partial.end)}`,
        },
        scanner.wordStart(partial.end),
      );
    }
    const expected = `an operator (${operatorList()})`;
    scanner.fail({ expected, message: `after '${written}' expected ${expected}, found ${scanner.found()}` });
  }
  elements.push(elementOf(operator.pattern.block));
  const right = readBlock(scanner, context, { exits: false, expected: 'a value or a number' });
  if (right.block.type !== 'comparable')
    scanner.fail(
      {
        expected: 'a value or a number',
        message: `${right.block.name} is a condition, not a value: after '${operator.found[0]}' expected a value or a number`,
      },
      right.start,
    );
  elements.push(right.element);
}
