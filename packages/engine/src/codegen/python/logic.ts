import type { PythonFunction } from './types';
import { runtimeModule } from './runtime';

const logicPython = runtimeModule('logic');

/** Columns and the comparisons of the rows (src/logic/signals.ts), on numpy arrays. */
export const LOGIC_FUNCTIONS: readonly PythonFunction[] = [
  logicPython('as_column', []),
  logicPython('columns_of', ['as_column']),
  logicPython('cross_above', []),
  logicPython('cross_below', []),
  logicPython('equal', []),
  logicPython('unsupported', []),
];
