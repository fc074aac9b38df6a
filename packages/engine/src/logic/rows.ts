import { closestBlockNames, findBlock } from '../blocks/catalogue';
import type { BlockDefinition } from '../blocks/types';
import { isDropZone, type BlockPropertyInput, type RowElementInput } from '../strategy/types';
import { locationText, type Diagnostic, type Slot } from './diagnostics';
import { labelOf, type CompareOperator, type Expression, type ValueRef } from './expressions';
import { normalizeProperties } from './properties';
import { sourceOf } from '../sources/sourced-columns';

export type LogicTab = 'entry' | 'exit';

export interface RowContext {
  tab: LogicTab;
  slot?: Slot;
  row?: number;
}

interface Token {
  index: number;
  block: BlockDefinition;
  params: ValueRef['params'];
  /** The properties as the row gave them (an exit records which it set itself). */
  given: RowBlockProperties;
}

type RowBlockProperties = Readonly<Record<string, BlockPropertyInput>> | undefined;

/**
 * Parses a row (docs/product.md#validation-rules): valid when it is a single boolean (or exit, on the exit tab), or
 * comparable compare-operator comparable, or valid parts joined by And/Or. Operators apply left to
 * right: [A, And, B, Or, C] is ((A And B) Or C). Never throws: every problem is a diagnostic that
 * names the row and the element.
 */
export function parseRow(
  elements: readonly RowElementInput[],
  context: RowContext,
): { expression: Expression | null; diagnostics: Diagnostic[] } {
  const parser = new RowParser(context);
  const expression = parser.parse(elements);
  return { expression, diagnostics: parser.diagnostics };
}

type RowLocation = { slot?: Slot; row?: number; element?: number; block?: string };

/**
 * The parse of one row. A class rather than closures: rows are parsed for every run of a sweep,
 * and its methods are made once, not per row.
 */
class RowParser {
  readonly diagnostics: Diagnostic[] = [];
  /** The row's place (slot, row id), with only the parts that are known. */
  private readonly base: RowLocation = {};
  /**
   * The location handed to normalizeProperties, its element moved from token to token: it is read
   * (and copied) only when a property has a problem, so one object serves the whole row.
   */
  private readonly elementLocation: RowLocation;
  private tokens: Token[] = [];
  private position = 0;

  constructor(private readonly context: RowContext) {
    if (context.slot !== undefined) this.base.slot = context.slot;
    if (context.row !== undefined) this.base.row = context.row;
    this.elementLocation = { ...this.base, element: 0 };
  }

  parse(elements: readonly RowElementInput[]): Expression | null {
    if (elements.length === 0) {
      this.error('the row is empty');
      return null;
    }
    this.tokenize(elements);
    if (this.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return null;
    let expression = this.parseTerm();
    while (expression && this.position < this.tokens.length) {
      const operator = this.tokens[this.position] as Token;
      if (operator.block.type !== 'boolean-operator') {
        this.error(
          `${operator.block.name} must be joined to what comes before it with And or Or`,
          operator.index,
          operator.block.name,
        );
        return null;
      }
      this.position += 1;
      if (this.position >= this.tokens.length) {
        this.error(
          `${operator.block.name} needs a condition on its right`,
          operator.index,
          operator.block.name,
        );
        return null;
      }
      const right = this.parseTerm();
      if (!right) return null;
      expression = { kind: operator.block.name === 'And' ? 'and' : 'or', left: expression, right };
    }
    return expression;
  }

  /** Each element's block and checked properties; empty slots and unknown blocks are errors. */
  private tokenize(elements: readonly RowElementInput[]): void {
    for (let index = 0; index < elements.length; index += 1) {
      const element = elements[index] as RowElementInput;
      if (isDropZone(element)) {
        this.error(`an empty slot is waiting for a ${element.accept.join(' or ')} block`, index);
        continue;
      }
      const block = findBlock(element.name);
      if (!block) {
        const suggestions = closestBlockNames(element.name);
        this.error(
          `unknown block "${element.name}"${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}`,
          index,
        );
        continue;
      }
      this.elementLocation.element = index;
      const { params, diagnostics } = normalizeProperties(block, element.properties, this.elementLocation);
      if (diagnostics.length > 0) this.diagnostics.push(...diagnostics);
      this.tokens.push({ index, block, params, given: element.properties });
    }
  }

  private parseTerm(): Expression | null {
    const token = this.tokens[this.position];
    if (!token) return null;
    const { block } = token;
    switch (block.type) {
      case 'boolean':
        this.position += 1;
        return { kind: 'boolean', value: valueRef(token, this.base) };
      case 'exit':
        if (this.context.tab !== 'exit') {
          this.error(`${block.name} is an exit: exits go on the Exit Logic tab`, token.index, block.name);
          return null;
        }
        this.position += 1;
        return {
          kind: 'exit',
          exit: {
            block: block.name,
            params: token.params,
            given: Object.keys(token.given ?? {}),
            label: labelOf(block.name, token.params),
          },
        };
      case 'comparable':
        return this.parseComparison(token);
      case 'compare-operator':
        this.error(`${block.name} needs a comparable on its left`, token.index, block.name);
        return null;
      case 'boolean-operator':
        this.error(`${block.name} needs a condition on its left`, token.index, block.name);
        return null;
    }
  }

  /** comparable compare-operator comparable, starting at the token. */
  private parseComparison(token: Token): Expression | null {
    const { block } = token;
    const operator = this.tokens[this.position + 1];
    if (!operator) {
      this.error(
        `${block.name} must be compared with something (add > or Cross Above and a second value)`,
        token.index,
        block.name,
      );
      return null;
    }
    if (operator.block.type !== 'compare-operator') {
      this.error(
        `${block.name} must be followed by a comparison such as > or Cross Above`,
        operator.index,
        operator.block.name,
      );
      return null;
    }
    const right = this.tokens[this.position + 2];
    if (!right || right.block.type !== 'comparable') {
      this.error(
        `${operator.block.name} needs a comparable on its right`,
        operator.index,
        operator.block.name,
      );
      return null;
    }
    this.position += 3;
    return {
      kind: 'compare',
      operator: operator.block.name as CompareOperator,
      left: valueRef(token, this.base),
      right: valueRef(right, this.base),
    };
  }

  private error(message: string, element?: number, block?: string): void {
    const where: RowLocation = { ...this.base };
    if (element !== undefined) where.element = element;
    if (block !== undefined) where.block = block;
    const location = locationText(where);
    this.diagnostics.push({
      severity: 'error',
      message: location ? `${location}: ${message}` : message,
      ...where,
    });
  }
}

function valueRef(token: Token, base: RowLocation): ValueRef {
  const line = token.params['line'];
  const ref: ValueRef = {
    block: token.block.name,
    params: token.params,
    output: typeof line === 'string' ? line : 'value',
    label: labelOf(token.block.name, token.params),
  };
  if (sourceOf(token.block.name, token.params) !== null)
    ref.where = locationText({ ...base, element: token.index, block: token.block.name });
  return ref;
}

/** Valid/Invalid of a row as the builder shows it, with the reasons. */
export function validateRow(
  elements: readonly RowElementInput[],
  tab: LogicTab,
): { valid: boolean; messages: string[] } {
  const { expression, diagnostics } = parseRow(elements, { tab });
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  return {
    valid: expression !== null && errors.length === 0,
    messages: errors.map((diagnostic) => diagnostic.message),
  };
}
