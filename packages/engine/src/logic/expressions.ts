import type { PropertyValue } from '../blocks/types';

export type CompareOperator = 'Cross Above' | 'Cross Below' | '>' | '<' | '>=' | '<=' | '=';

/** A column-producing block with its checked properties and the output it reads. */
export interface ValueRef {
  block: string;
  params: Readonly<Record<string, PropertyValue>>;
  output: string;
  /** Shown in logs and code: "SMA(period=50)". */
  label: string;
  /**
   * Where the block sits ("Entry long, Logic 1, element 3 (SMA)"), set only on a block reading
   * another symbol or timeframe, for the checks that need the run's market data.
   */
  where?: string;
}

/** An exit block placed in an exit row. */
export interface ExitRef {
  block: string;
  params: Readonly<Record<string, PropertyValue>>;
  /** Property names the row set itself (the rest are catalogue defaults). */
  given: readonly string[];
  label: string;
}

/** A row (or tree of rows) after parsing: operators apply left to right. */
export type Expression =
  | { kind: 'compare'; operator: CompareOperator; left: ValueRef; right: ValueRef }
  | { kind: 'boolean'; value: ValueRef }
  | { kind: 'exit'; exit: ExitRef }
  | { kind: 'and' | 'or'; left: Expression; right: Expression };

/** A readable form of an expression, for logs and the Python export's comments. */
export function describeExpression(expression: Expression): string {
  switch (expression.kind) {
    case 'compare':
      return `${expression.left.label} ${expression.operator} ${expression.right.label}`;
    case 'boolean':
      return expression.value.label;
    case 'exit':
      return expression.exit.label;
    case 'and':
    case 'or':
      return `(${describeExpression(expression.left)} ${expression.kind === 'and' ? 'And' : 'Or'} ${describeExpression(expression.right)})`;
  }
}

/** "SMA(period=50)", leaving out default-valued selectors for brevity. */
export function labelOf(block: string, params: Readonly<Record<string, PropertyValue>>): string {
  if (block === 'Number') return String(params['value']);
  let shown = '';
  for (const key in params) {
    if (!Object.hasOwn(params, key)) continue;
    const value = params[key] as PropertyValue;
    if (key === 'source' && value === 'close') continue;
    shown += `${shown ? ', ' : ''}${key}=${String(value)}`;
  }
  return shown ? `${block}(${shown})` : block;
}
