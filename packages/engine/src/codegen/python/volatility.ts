import { pyInt, pyNum, pySource } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const volatilityPython = runtimeModule('volatility');

/** The volatility indicators of src/indicators/volatility, in Python. */
export const VOLATILITY_FUNCTIONS: readonly PythonFunction[] = [
  volatilityPython('natr', ['atr']),
  volatilityPython('bollinger_bands', ['rolling_moments', 'talib_sqrt']),
  volatilityPython('bollinger_percent_b', ['bollinger_bands']),
  volatilityPython('bollinger_bandwidth', ['bollinger_bands']),
  volatilityPython('keltner_channels', ['ema', 'atr']),
  volatilityPython('donchian_channels', ['rolling_max', 'rolling_min']),
  volatilityPython('z_score', ['rolling_moments']),
];

const HLC = 'bars["high"], bars["low"], bars["close"]';

/** Python calls of the volatility blocks, keyed by catalogue name. */
export const VOLATILITY_PYTHON = {
  ATR: { uses: ['atr'], call: (p) => `atr(${HLC}, ${pyInt(p, 'period')})` },
  NATR: { uses: ['natr'], call: (p) => `natr(${HLC}, ${pyInt(p, 'period')})` },
  'True Range': { uses: ['true_range'], call: () => `true_range(${HLC})` },
  'Bollinger Bands': {
    uses: ['bollinger_bands'],
    call: (p) => `bollinger_bands(${pySource(p)}, ${pyInt(p, 'period')}, ${pyNum(p, 'stdDev')})`,
  },
  'Bollinger %B': {
    uses: ['bollinger_percent_b'],
    call: (p) => `bollinger_percent_b(${pySource(p)}, ${pyInt(p, 'period')}, ${pyNum(p, 'stdDev')})`,
  },
  'Bollinger Bandwidth': {
    uses: ['bollinger_bandwidth'],
    call: (p) => `bollinger_bandwidth(${pySource(p)}, ${pyInt(p, 'period')}, ${pyNum(p, 'stdDev')})`,
  },
  'Keltner Channels': {
    uses: ['keltner_channels'],
    call: (p) => `keltner_channels(${HLC}, ${pyInt(p, 'period')}, ${pyNum(p, 'multiplier')})`,
  },
  'Donchian Channels': {
    uses: ['donchian_channels'],
    call: (p) => `donchian_channels(bars["high"], bars["low"], ${pyInt(p, 'period')})`,
  },
  'Standard Deviation': {
    uses: ['rolling_std_dev'],
    call: (p) => `rolling_std_dev(${pySource(p)}, ${pyInt(p, 'period')})`,
  },
  'Z-Score': { uses: ['z_score'], call: (p) => `z_score(${pySource(p)}, ${pyInt(p, 'period')})` },
} satisfies Record<string, PythonBlock>;
