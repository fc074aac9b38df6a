import type { ValueBlockName } from '../../blocks/catalogue';
import { CONDITIONS_FUNCTIONS, CONDITIONS_PYTHON } from './conditions';
import { DATA_FUNCTIONS } from './data';
import { EXIT_FUNCTIONS } from './exits';
import { LEVELS_FUNCTIONS, LEVELS_PYTHON } from './levels';
import { LOGIC_FUNCTIONS } from './logic';
import { MARKET_FUNCTIONS, MARKET_PYTHON } from './market';
import { MOMENTUM_FUNCTIONS, MOMENTUM_PYTHON } from './momentum';
import { PATTERNS_FUNCTIONS, PATTERNS_PYTHON } from './patterns';
import { PRIMITIVE_FUNCTIONS } from './primitives';
import { TREND_FUNCTIONS, TREND_PYTHON } from './trend';
import { SOURCES_FUNCTIONS } from './sources';
import type { PythonBlock, PythonFunction } from './types';
import { VOLATILITY_FUNCTIONS, VOLATILITY_PYTHON } from './volatility';
import { LINE_AND_SIGNAL_FUNCTION, VOLUME_FUNCTIONS, VOLUME_PYTHON } from './volume';

/**
 * How every comparable and boolean block of the catalogue is computed in Python, one entry per
 * block name (the Python twin of BLOCK_COMPUTATIONS; the type checker holds it complete).
 */
export const PYTHON_BLOCKS = {
  ...MARKET_PYTHON,
  ...TREND_PYTHON,
  ...MOMENTUM_PYTHON,
  ...VOLUME_PYTHON,
  ...VOLATILITY_PYTHON,
  ...LEVELS_PYTHON,
  ...PATTERNS_PYTHON,
  ...CONDITIONS_PYTHON,
} satisfies Record<ValueBlockName, PythonBlock>;

export function pythonBlock(name: string): PythonBlock | undefined {
  return (PYTHON_BLOCKS as Partial<Record<string, PythonBlock>>)[name];
}

/** Every function a generated script may define, in the order the script lists them. */
export const PYTHON_FUNCTIONS: readonly PythonFunction[] = [
  ...DATA_FUNCTIONS,
  ...SOURCES_FUNCTIONS,
  ...PRIMITIVE_FUNCTIONS,
  ...MARKET_FUNCTIONS,
  ...TREND_FUNCTIONS,
  ...MOMENTUM_FUNCTIONS,
  ...VOLUME_FUNCTIONS,
  LINE_AND_SIGNAL_FUNCTION,
  ...VOLATILITY_FUNCTIONS,
  ...LEVELS_FUNCTIONS,
  ...PATTERNS_FUNCTIONS,
  ...CONDITIONS_FUNCTIONS,
  ...LOGIC_FUNCTIONS,
  ...EXIT_FUNCTIONS,
];

const BY_NAME = new Map(PYTHON_FUNCTIONS.map((fn) => [fn.name, fn]));

export function pythonFunction(name: string): PythonFunction | undefined {
  return BY_NAME.get(name);
}

/**
 * The functions a script needs: those named, the ones they call (transitively), and any library
 * function a call expression mentions; in library order.
 */
export function neededFunctions(
  names: Iterable<string>,
  expressions: readonly string[] = [],
): PythonFunction[] {
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name)) return;
    const fn = BY_NAME.get(name);
    if (!fn) return;
    needed.add(name);
    for (const dep of fn.deps) visit(dep);
    for (const other of BY_NAME.keys()) if (other !== name && calls(fn.code, other)) visit(other);
  };
  for (const name of names) visit(name);
  for (const expression of expressions)
    for (const name of BY_NAME.keys()) if (calls(expression, name)) visit(name);
  return PYTHON_FUNCTIONS.filter((fn) => needed.has(fn.name));
}

function calls(code: string, name: string): boolean {
  return new RegExp(`(^|[^\\w.])${name}\\(`).test(code);
}
