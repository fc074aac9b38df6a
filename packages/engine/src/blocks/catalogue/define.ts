import type { BlockDefinition, PropertySpec } from '../types';

const VALUE = ['value'] as const;

/** An indicator block: a comparable read from the Indicators category. */
export function indicator<const Name extends string>(
  name: Name,
  group: string,
  description: string,
  properties: readonly PropertySpec[],
  outputs: readonly string[] = VALUE,
) {
  return {
    name,
    type: 'comparable',
    category: 'Indicators',
    group,
    description,
    properties,
    outputs,
  } as const satisfies BlockDefinition;
}

/** A candlestick pattern: a boolean from the Indicators category. */
export function pattern<const Name extends string>(
  name: Name,
  description: string,
  properties: readonly PropertySpec[],
) {
  return {
    name,
    type: 'boolean',
    category: 'Indicators',
    group: 'Patterns',
    description,
    properties,
    outputs: VALUE,
  } as const satisfies BlockDefinition;
}

/** A market condition: a boolean from the Conditions category. */
export function condition<const Name extends string>(
  name: Name,
  group: string,
  description: string,
  properties: readonly PropertySpec[],
  intradayOnly = false,
) {
  return {
    name,
    type: 'boolean',
    category: 'Conditions',
    group,
    description,
    properties,
    outputs: VALUE,
    intradayOnly,
  } as const satisfies BlockDefinition;
}

/** An exit rule acting on each open trade. */
export function exit<const Name extends string>(
  name: Name,
  group: string,
  description: string,
  properties: readonly PropertySpec[],
  intradayOnly = false,
) {
  return {
    name,
    type: 'exit',
    category: 'Exits',
    group,
    description,
    properties,
    outputs: [],
    intradayOnly,
  } as const satisfies BlockDefinition;
}
