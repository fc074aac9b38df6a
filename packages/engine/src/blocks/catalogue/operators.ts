import type { BlockDefinition } from '../types';

function booleanOperator<const Name extends string>(name: Name, description: string) {
  return {
    name,
    type: 'boolean-operator',
    category: 'Operators',
    group: 'Logic',
    description,
    properties: [],
    outputs: [],
  } as const satisfies BlockDefinition;
}

function compareOperator<const Name extends string>(name: Name, description: string) {
  return {
    name,
    type: 'compare-operator',
    category: 'Operators',
    group: 'Comparison',
    description,
    properties: [],
    outputs: [],
  } as const satisfies BlockDefinition;
}

/** And/Or join parts of a row or rows; comparisons join two comparables. */
export const OPERATOR_BLOCKS = [
  booleanOperator('Or', 'True when either side is true.'),
  booleanOperator('And', 'True when both sides are true.'),
  compareOperator(
    'Cross Above',
    'The left side was at or below the right on the previous bar and is above it now.',
  ),
  compareOperator(
    'Cross Below',
    'The left side was at or above the right on the previous bar and is below it now.',
  ),
  compareOperator('>', 'Left greater than right.'),
  compareOperator('<', 'Left less than right.'),
  compareOperator('>=', 'Left greater than or equal to right.'),
  compareOperator('<=', 'Left less than or equal to right.'),
  compareOperator('=', 'Left equal to right (within a relative 1e-9).'),
] as const;
