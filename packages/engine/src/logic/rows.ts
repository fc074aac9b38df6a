import { closestBlockNames, findBlock } from '../blocks/catalogue';
import type { BlockDefinition } from '../blocks/types';
import { isDropZone, type RowElementInput } from '../strategy/types';
import { locationText, type Diagnostic, type Slot } from './diagnostics';
import { labelOf, type CompareOperator, type Expression, type ValueRef } from './expressions';
import { normalizeProperties } from './properties';

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
  given: readonly string[];
}

/**
 * Parses a row (spec section 5): valid when it is a single boolean (or exit, on the exit tab), or
 * comparable compare-operator comparable, or valid parts joined by And/Or. Operators apply left to
 * right: [A, And, B, Or, C] is ((A And B) Or C). Never throws: every problem is a diagnostic that
 * names the row and the element.
 */
export function parseRow(
  elements: readonly RowElementInput[],
  context: RowContext,
): { expression: Expression | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const base = { slot: context.slot, row: context.row };
  const error = (message: string, element?: number, block?: string) => {
    const where = { ...base, element, block };
    const location = locationText(where);
    diagnostics.push({
      severity: 'error',
      message: location ? `${location}: ${message}` : message,
      ...clean(where),
    });
  };
  if (elements.length === 0) {
    error('the row is empty');
    return { expression: null, diagnostics };
  }
  const tokens: Token[] = [];
  elements.forEach((element, index) => {
    if (isDropZone(element)) {
      error(`an empty slot is waiting for a ${element.accept.join(' or ')} block`, index);
      return;
    }
    const block = findBlock(element.name);
    if (!block) {
      const suggestions = closestBlockNames(element.name);
      error(
        `unknown block "${element.name}"${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}`,
        index,
      );
      return;
    }
    const { params, diagnostics: propertyDiagnostics } = normalizeProperties(block, element.properties, {
      ...clean(base),
      element: index,
    });
    diagnostics.push(...propertyDiagnostics);
    tokens.push({ index, block, params, given: Object.keys(element.properties ?? {}) });
  });
  if (diagnostics.some((diagnostic) => diagnostic.severity === 'error'))
    return { expression: null, diagnostics };

  let position = 0;
  const next = () => tokens[position];
  const valueRef = (token: Token): ValueRef => {
    const line = token.params['line'];
    return {
      block: token.block.name,
      params: token.params,
      output: typeof line === 'string' ? line : 'value',
      label: labelOf(token.block.name, token.params),
    };
  };
  const parseTerm = (): Expression | null => {
    const token = next();
    if (!token) return null;
    const { block } = token;
    switch (block.type) {
      case 'boolean':
        position += 1;
        return { kind: 'boolean', value: valueRef(token) };
      case 'exit':
        if (context.tab !== 'exit') {
          error(`${block.name} is an exit: exits go on the Exit Logic tab`, token.index, block.name);
          return null;
        }
        position += 1;
        return {
          kind: 'exit',
          exit: {
            block: block.name,
            params: token.params,
            given: token.given,
            label: labelOf(block.name, token.params),
          },
        };
      case 'comparable': {
        const operator = tokens[position + 1];
        if (!operator) {
          error(
            `${block.name} must be compared with something (add > or Cross Above and a second value)`,
            token.index,
            block.name,
          );
          return null;
        }
        if (operator.block.type !== 'compare-operator') {
          error(
            `${block.name} must be followed by a comparison such as > or Cross Above`,
            operator.index,
            operator.block.name,
          );
          return null;
        }
        const right = tokens[position + 2];
        if (!right || right.block.type !== 'comparable') {
          error(
            `${operator.block.name} needs a comparable on its right`,
            operator.index,
            operator.block.name,
          );
          return null;
        }
        position += 3;
        return {
          kind: 'compare',
          operator: operator.block.name as CompareOperator,
          left: valueRef(token),
          right: valueRef(right),
        };
      }
      case 'compare-operator':
        error(`${block.name} needs a comparable on its left`, token.index, block.name);
        return null;
      case 'boolean-operator':
        error(`${block.name} needs a condition on its left`, token.index, block.name);
        return null;
    }
  };

  let expression = parseTerm();
  while (expression && position < tokens.length) {
    const operator = next();
    if (!operator) break;
    if (operator.block.type !== 'boolean-operator') {
      error(
        `${operator.block.name} must be joined to what comes before it with And or Or`,
        operator.index,
        operator.block.name,
      );
      return { expression: null, diagnostics };
    }
    position += 1;
    if (position >= tokens.length) {
      error(`${operator.block.name} needs a condition on its right`, operator.index, operator.block.name);
      return { expression: null, diagnostics };
    }
    const right = parseTerm();
    if (!right) return { expression: null, diagnostics };
    expression = { kind: operator.block.name === 'And' ? 'and' : 'or', left: expression, right };
  }
  return { expression, diagnostics };
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

function clean<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
