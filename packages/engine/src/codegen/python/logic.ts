import { pyFunction } from './literals';
import type { PythonFunction } from './types';

/** Columns and the comparisons of the rows (src/logic/signals.ts), on numpy arrays. */
export const LOGIC_FUNCTIONS: readonly PythonFunction[] = [
  pyFunction(
    'as_column',
    [],
    `
    def as_column(values):
        """A column as a numpy array of floats (NaN where no value exists yet)."""
        return np.asarray(values, dtype=float)
    `,
  ),
  pyFunction(
    'columns_of',
    ['as_column'],
    `
    def columns_of(outputs):
        """The outputs of a multi-output indicator as numpy arrays, by output name."""
        return {name: as_column(values) for name, values in outputs.items()}
    `,
  ),
  pyFunction(
    'cross_above',
    [],
    `
    def cross_above(a, b):
        """a[t-1] <= b[t-1] and a[t] > b[t]; False on the first bar and where a value is missing."""
        out = np.zeros(len(a), dtype=bool)
        out[1:] = (a[:-1] <= b[:-1]) & (a[1:] > b[1:])
        return out
    `,
  ),
  pyFunction(
    'cross_below',
    [],
    `
    def cross_below(a, b):
        """a[t-1] >= b[t-1] and a[t] < b[t]; False on the first bar and where a value is missing."""
        out = np.zeros(len(a), dtype=bool)
        out[1:] = (a[:-1] >= b[:-1]) & (a[1:] < b[1:])
        return out
    `,
  ),
  pyFunction(
    'equal',
    [],
    `
    def equal(a, b):
        """a = b within a relative 1e-9."""
        return np.abs(a - b) <= 1e-9 * np.maximum(1, np.maximum(np.abs(a), np.abs(b)))
    `,
  ),
  pyFunction(
    'unsupported',
    [],
    `
    def unsupported(block):
        """A block the Python export cannot compute yet (see the note at the top of the script)."""
        raise NotImplementedError(f"{block} has no Python implementation yet")
    `,
  ),
];
