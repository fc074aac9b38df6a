import { describeExpression, type ExitRef, type Expression } from '../logic/expressions';
import { parseRow, type LogicTab } from '../logic/rows';
import type { LogicNodeInput, RowInput } from '../strategy/types';

/** A row of the builder as the export names it. */
export interface NamedRow {
  /** Python variable of the row's bar-close condition. */
  name: string;
  /** "Logic 2" (or "an inline row"), for comments. */
  title: string;
  /** The whole row, exit blocks included, in words. */
  description: string;
  /** The bar-close condition of the row (its exit blocks removed), or null when it has none. */
  condition: Expression | null;
  exits: ExitRef[];
}

/** The bar-close condition of a side, as a tree of rows joined by And/Or. */
export type ConditionTree =
  { kind: 'row'; row: NamedRow } | { kind: 'and' | 'or'; left: ConditionTree; right: ConditionTree };

/** One side after the export read it: its condition and its exit blocks. */
export interface SideTree {
  condition: ConditionTree | null;
  exits: ExitRef[];
  /** Rows of the side, in order, for the header comment. */
  rows: NamedRow[];
}

/**
 * Names rows across the four slots: the same row (tab, id and elements) is one variable, however
 * many slots read it.
 */
export class RowNamer {
  private readonly rows = new Map<string, NamedRow>();
  private readonly used = new Set<string>();
  private inline = 0;

  /** `onParsed` sees each row's elements and expression once (the export links inputs there). */
  constructor(private readonly onParsed?: (elements: RowInput['elements'], expression: Expression) => void) {}

  row(row: RowInput, tab: LogicTab): NamedRow | null {
    const key = `${tab}|${String(row.id)}|${JSON.stringify(row.elements)}`;
    const known = this.rows.get(key);
    if (known) return known;
    const { expression } = parseRow(row.elements, { tab, ...(row.id !== undefined ? { row: row.id } : {}) });
    if (!expression) return null;
    this.onParsed?.(row.elements, expression);
    let base = row.id !== undefined ? `${tab}_logic_${row.id}` : `${tab}_row_${(this.inline += 1)}`;
    if (this.used.has(base)) base = `${base}_${this.used.size + 1}`;
    this.used.add(base);
    const split = splitExits(expression);
    const named: NamedRow = {
      name: base,
      title: row.id !== undefined ? `Logic ${row.id}` : 'an inline row',
      description: describeExpression(expression),
      condition: split.condition,
      exits: split.exits,
    };
    this.rows.set(key, named);
    return named;
  }
}

/** Separates exit blocks from the bar-close condition (as the compiler does; exits sit under Or). */
export function splitExits(expression: Expression): { condition: Expression | null; exits: ExitRef[] } {
  switch (expression.kind) {
    case 'exit':
      return { condition: null, exits: [expression.exit] };
    case 'compare':
    case 'boolean':
      return { condition: expression, exits: [] };
    case 'or':
    case 'and': {
      const left = splitExits(expression.left);
      const right = splitExits(expression.right);
      const condition =
        left.condition && right.condition
          ? ({ kind: expression.kind, left: left.condition, right: right.condition } as const)
          : (left.condition ?? right.condition);
      return { condition, exits: [...left.exits, ...right.exits] };
    }
  }
}

/**
 * Reads one slot the way the compiler does (src/logic/compile.ts): rows inline or by reference,
 * And/Or nodes needing both sides; then separates exit blocks from the condition. Call only on a
 * strategy the compiler accepted.
 */
export function sideTree(
  node: LogicNodeInput,
  tab: LogicTab,
  rows: readonly RowInput[],
  namer: RowNamer,
): SideTree | null {
  const seen: NamedRow[] = [];
  const resolve = (current: LogicNodeInput): { condition: ConditionTree | null; exits: ExitRef[] } | null => {
    if (current === null) return null;
    if ('left' in current) {
      const left = resolve(current.left);
      const right = resolve(current.right);
      if (!left || !right) return null;
      const kind: 'and' | 'or' = current.name === 'And' ? 'and' : 'or';
      const condition: ConditionTree | null =
        left.condition && right.condition
          ? { kind, left: left.condition, right: right.condition }
          : (left.condition ?? right.condition);
      return { condition, exits: [...left.exits, ...right.exits] };
    }
    const row = Array.isArray((current as { elements?: unknown }).elements)
      ? (current as RowInput)
      : rows.find((candidate) => candidate.id === current.id);
    if (!row) return null;
    const named = namer.row(row, tab);
    if (!named) return null;
    if (!seen.includes(named)) seen.push(named);
    return { condition: named.condition ? { kind: 'row', row: named } : null, exits: named.exits };
  };
  const resolved = resolve(node);
  return resolved ? { ...resolved, rows: seen } : null;
}
