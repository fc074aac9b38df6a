import { pyBool, pyNum } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const patternsPython = runtimeModule('patterns');

/** The candlestick patterns of src/indicators/patterns, in Python: 1.0 on a matching bar, else 0.0. */
export const PATTERNS_FUNCTIONS: readonly PythonFunction[] = [
  patternsPython('engulfing', []),
  patternsPython('hammer', []),
  patternsPython('shooting_star', []),
  patternsPython('doji', []),
];

const OHLC = 'bars["open"], bars["high"], bars["low"], bars["close"]';

/** Python calls of the pattern blocks, keyed by catalogue name. */
export const PATTERNS_PYTHON = {
  Engulfing: {
    uses: ['engulfing'],
    call: (p) => `engulfing(bars["open"], bars["close"], ${pyBool(p['strict'] === true)})`,
  },
  Hammer: { uses: ['hammer'], call: (p) => `hammer(${OHLC}, ${pyBool(p['strict'] === true)})` },
  'Shooting Star': {
    uses: ['shooting_star'],
    call: (p) => `shooting_star(${OHLC}, ${pyBool(p['strict'] === true)})`,
  },
  Doji: { uses: ['doji'], call: (p) => `doji(${OHLC}, ${pyNum(p, 'threshold')})` },
} satisfies Record<string, PythonBlock>;
