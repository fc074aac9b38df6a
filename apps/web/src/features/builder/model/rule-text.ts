import type {
  BlockElement,
  LogicNode,
  LogicRow,
  RowElement,
  StrategyInputDeclaration,
} from '@stratblocks/contracts';
import {
  defaultProperties,
  describeStrategy,
  findBlock,
  parseStrategyText,
  TextWriteError,
  writeRow,
  type TextElement,
  type TextError,
  type TextLogic,
} from '@stratblocks/engine';
import type { BuilderDocument } from './document';
import { newRow, type LogicTab } from './rows';

/**
 * Rules as text in the builder (docs/builder.md#rules-as-text): a row's text, a row read from
 * text, the whole strategy's lines, and a pasted strategy made into rows. The grammar is the
 * engine's (docs/plain-english.md).
 */

/** A text that reads whole gives its elements; one that does not gives where and why. */
export type ReadRowOutcome = { ok: true; elements: BlockElement[] } | { ok: false; error: TextError };

export type ReadStrategyOutcome = { ok: true; logic: TextLogic } | { ok: false; error: TextError };

/**
 * A row's text is the condition alone; it is read as the line of a side of its tab: Buy for the
 * entry tab, Sell (which also takes exits) for the exit tab.
 */
const LINE_START: Record<LogicTab, string> = { entry: 'Buy when ', exit: 'Sell when ' };
const SIDE_START = /^\s*(buy|sell|short|cover)\s+when\s/i;

/** A text element as a row of the builder holds it: every property, and the block's description. */
export function builderElement(element: TextElement): BlockElement {
  const block = findBlock(element.name);
  return {
    name: element.name,
    type: element.type,
    properties: { ...(block ? defaultProperties(block) : {}), ...(element.properties ?? {}) },
    ...(block?.description ? { description: block.description } : {}),
  };
}

/** The row as text; null when it cannot be written yet (an empty place, no blocks). */
export function rowText(elements: readonly RowElement[]): string | null {
  if (elements.length === 0) return null;
  try {
    return writeRow(elements);
  } catch (error) {
    if (error instanceof TextWriteError) return null;
    throw error;
  }
}

/**
 * Reads a row's text. A text that starts with its own `Buy when` (or any side) is read as it is,
 * so a line copied from a strategy's text can be pasted whole; the column of an error is always
 * the column in the text as typed.
 */
export function readRowText(
  text: string,
  tab: LogicTab,
  inputs: readonly StrategyInputDeclaration[] = [],
): ReadRowOutcome {
  const firstLine = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  const whole = SIDE_START.test(firstLine);
  const start = whole ? '' : LINE_START[tab];
  const outcome = parseStrategyText(start + firstLine, { inputs });
  if (!outcome.ok) {
    const error = outcome.error;
    return { ok: false, error: { ...error, line: 1, column: Math.max(1, error.column - start.length) } };
  }
  const { entryLogic, exitLogic } = outcome.logic;
  const row = entryLogic.long ?? entryLogic.short ?? exitLogic.exit_long ?? exitLogic.exit_short;
  if (!row)
    return {
      ok: false,
      error: { line: 1, column: 1, expected: 'a condition', message: 'expected a condition' },
    };
  return { ok: true, elements: row.elements.map(builderElement) };
}

/** The rows of a document whose row id is given, with new elements: the edit the text field applies. */
export function withRowElements(
  document: BuilderDocument,
  tab: LogicTab,
  rowId: number,
  elements: RowElement[],
): BuilderDocument {
  const key = tab === 'entry' ? 'entryLogicRows' : 'exitLogicRows';
  return {
    ...document,
    [key]: document[key].map((row) => (row.id === rowId ? { ...row, elements } : row)),
  };
}

/** The strategy's rules as lines (Buy, Sell, Short, Cover), or why a side cannot be written. */
export function strategyLines(
  document: Pick<BuilderDocument, 'entryLogic' | 'exitLogic' | 'entryLogicRows' | 'exitLogicRows'>,
): { ok: true; lines: string[] } | { ok: false; message: string } {
  const described = describeStrategy(document);
  return described.ok ? { ok: true, lines: described.lines } : { ok: false, message: described.message };
}

/** Reads a pasted strategy (one line per side), its inputs' names binding as written. */
export function readStrategyText(
  text: string,
  inputs: readonly StrategyInputDeclaration[] = [],
): ReadStrategyOutcome {
  return parseStrategyText(text, { inputs });
}

/**
 * The document with its rules replaced by the read ones: each tab's rows become the sides' rows
 * (Logic 1, Logic 2 in the order Buy, Short and Sell, Cover), each placed in its slot; sides the
 * text leaves out are empty. Everything else of the document stays.
 */
export function withStrategyLogic(document: BuilderDocument, logic: TextLogic): BuilderDocument {
  const entryLogicRows: LogicRow[] = [];
  const exitLogicRows: LogicRow[] = [];
  const place = (rows: LogicRow[], row: { elements: TextElement[] } | null): LogicNode => {
    if (!row) return null;
    const id = rows.length + 1;
    rows.push(newRow(id, row.elements.map(builderElement)));
    return { id, label: `Logic ${id}` };
  };
  const long = place(entryLogicRows, logic.entryLogic.long);
  const short = place(entryLogicRows, logic.entryLogic.short);
  const exitLong = place(exitLogicRows, logic.exitLogic.exit_long);
  const exitShort = place(exitLogicRows, logic.exitLogic.exit_short);
  return {
    ...document,
    entryLogicRows,
    exitLogicRows,
    entryLogic: { long, short },
    exitLogic: { exit_long: exitLong, exit_short: exitShort },
  };
}

/** How many blocks each side of a read strategy holds, for the preview. */
export function sidesOf(logic: TextLogic): { side: string; elements: BlockElement[] }[] {
  const sides: [string, { elements: TextElement[] } | null][] = [
    ['Buy', logic.entryLogic.long],
    ['Sell', logic.exitLogic.exit_long],
    ['Short', logic.entryLogic.short],
    ['Cover', logic.exitLogic.exit_short],
  ];
  return sides.flatMap(([side, row]) => (row ? [{ side, elements: row.elements.map(builderElement) }] : []));
}
