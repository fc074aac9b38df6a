import type { PropertyValue } from '../../blocks/types';

/** A function of the generated script: its Python source and the script functions it calls. */
export interface PythonFunction {
  readonly name: string;
  /** Other script functions this one calls (resolved transitively by the generator). */
  readonly deps: readonly string[];
  /** The `def`, flush left, with a docstring. */
  readonly code: string;
}

/** Validated block properties (every property present, defaults filled by the compiler). */
export type BlockParams = Readonly<Record<string, PropertyValue>>;

/**
 * How a comparable or boolean block is computed in Python: the script functions its call uses and
 * the call itself, a Python expression over `bars` (a dict of lists: times, open, high, low, close,
 * volume) giving a list, or for a multi-output block a dict of lists keyed by output name.
 */
export interface PythonBlock {
  readonly uses: readonly string[];
  readonly call: (params: BlockParams) => string;
}
