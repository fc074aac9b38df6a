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
  { ...booleanOperator('Or', 'True when either side is true.'), phrases: ['or'] },
  { ...booleanOperator('And', 'True when both sides are true.'), phrases: ['and'] },
  {
    ...compareOperator(
      'Cross Above',
      'The left side was at or below the right on the previous bar and is above it now.',
    ),
    phrases: ['crosses above'],
  },
  {
    ...compareOperator(
      'Cross Below',
      'The left side was at or above the right on the previous bar and is below it now.',
    ),
    phrases: ['crosses below'],
  },
  { ...compareOperator('>', 'Left greater than right.'), aliases: ['is above'] },
  { ...compareOperator('<', 'Left less than right.'), aliases: ['is below'] },
  { ...compareOperator('>=', 'Left greater than or equal to right.'), aliases: ['is at or above'] },
  { ...compareOperator('<=', 'Left less than or equal to right.'), aliases: ['is at or below'] },
  { ...compareOperator('=', 'Left equal to right (within a relative 1e-9).'), aliases: ['equals'] },
] as const;
