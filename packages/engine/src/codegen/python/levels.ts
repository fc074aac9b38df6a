import { parseFibRatios } from '../../indicators/levels/fibonacci-retracement';
import { pyInt, pyNumber, pySource } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const levelsPython = runtimeModule('levels');

/** The support and resistance indicators of src/indicators/levels, in Python. */
export const LEVELS_FUNCTIONS: readonly PythonFunction[] = [
  levelsPython('pivot_points', ['rolling_max', 'rolling_min']),
  levelsPython('fibonacci_retracement', ['rolling_max', 'rolling_min']),
  levelsPython('midpoint', ['rolling_max', 'rolling_min']),
];

/** Python calls of the levels blocks, keyed by catalogue name. */
export const LEVELS_PYTHON = {
  'Pivot Points': {
    uses: ['pivot_points'],
    call: (p) => `pivot_points(bars["high"], bars["low"], bars["close"], ${pyInt(p, 'period')})`,
  },
  'Fibonacci Retracement': {
    uses: ['fibonacci_retracement'],
    call: (p) =>
      `fibonacci_retracement(bars["high"], bars["low"], ${pyInt(p, 'lookback')}, (${parseFibRatios(
        p['levels'],
      )
        .map(pyNumber)
        .join(', ')}))`,
  },
  'Support Level': {
    uses: ['shift', 'rolling_min'],
    call: (p) => `shift(rolling_min(bars["low"], ${pyInt(p, 'lookback')}), 1)`,
  },
  'Resistance Level': {
    uses: ['shift', 'rolling_max'],
    call: (p) => `shift(rolling_max(bars["high"], ${pyInt(p, 'lookback')}), 1)`,
  },
  'Highest High': { uses: ['rolling_max'], call: (p) => `rolling_max(bars["high"], ${pyInt(p, 'period')})` },
  'Lowest Low': { uses: ['rolling_min'], call: (p) => `rolling_min(bars["low"], ${pyInt(p, 'period')})` },
  Midpoint: { uses: ['midpoint'], call: (p) => `midpoint(${pySource(p)}, ${pyInt(p, 'period')})` },
} satisfies Record<string, PythonBlock>;
