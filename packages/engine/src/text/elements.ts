import { defaultProperties } from '../blocks/catalogue';
import type { BlockDefinition, BlockType } from '../blocks/types';
import type { BlockPropertyInput } from '../strategy/types';

/** A block of a row as the reader makes it: the run body's element shape. */
export interface TextElement {
  name: string;
  type: BlockType;
  properties?: Record<string, BlockPropertyInput>;
}

/** A row read from one line. */
export interface TextRow {
  elements: TextElement[];
}

/**
 * Operators carry no properties; every other block carries all of its catalogue properties, the
 * ones the text left out at their defaults, as a block dropped in the builder does.
 */
export function elementOf(
  block: BlockDefinition,
  given: Readonly<Record<string, BlockPropertyInput>> = {},
): TextElement {
  if (block.type === 'boolean-operator' || block.type === 'compare-operator')
    return { name: block.name, type: block.type };
  return { name: block.name, type: block.type, properties: { ...defaultProperties(block), ...given } };
}
