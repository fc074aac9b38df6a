import { pyInt, pyNum, pySource } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const trendPython = runtimeModule('trend');

/** The trend indicators of src/indicators/trend, in Python. */
export const TREND_FUNCTIONS: readonly PythonFunction[] = [
  trendPython('vwma', ['first_finite']),
  trendPython('dema', ['ema']),
  trendPython('tema', ['ema']),
  trendPython('trima', ['sma']),
  trendPython('kama', ['first_finite', 'is_talib_zero']),
  trendPython('hma', ['wma']),
  trendPython('t3', ['ema']),
  trendPython('zlema', ['ema', 'first_finite']),
  trendPython('regression_line', ['first_finite']),
  trendPython('parabolic_sar', []),
  trendPython('supertrend', ['atr']),
  trendPython('channel_midpoint', ['rolling_max', 'rolling_min']),
  trendPython('ichimoku', ['channel_midpoint', 'shift']),
  trendPython('aroon_extremes', []),
  trendPython('aroon', ['aroon_extremes']),
  trendPython('aroon_oscillator', ['aroon_extremes']),
  trendPython('smoothed_movement', []),
  trendPython('adx', ['smoothed_movement', 'is_talib_zero']),
  trendPython('directional_indicators', ['smoothed_movement', 'is_talib_zero']),
  trendPython('adxr', ['adx']),
];

const HLC = 'bars["high"], bars["low"], bars["close"]';

/** Python calls of the trend blocks, keyed by catalogue name. */
export const TREND_PYTHON = {
  SMA: { uses: ['sma'], call: (p) => `sma(${pySource(p)}, ${pyInt(p, 'period')})` },
  EMA: { uses: ['ema'], call: (p) => `ema(${pySource(p)}, ${pyInt(p, 'period')})` },
  WMA: { uses: ['wma'], call: (p) => `wma(${pySource(p)}, ${pyInt(p, 'period')})` },
  VWMA: { uses: ['vwma'], call: (p) => `vwma(${pySource(p)}, bars["volume"], ${pyInt(p, 'period')})` },
  DEMA: { uses: ['dema'], call: (p) => `dema(${pySource(p)}, ${pyInt(p, 'period')})` },
  TEMA: { uses: ['tema'], call: (p) => `tema(${pySource(p)}, ${pyInt(p, 'period')})` },
  TRIMA: { uses: ['trima'], call: (p) => `trima(${pySource(p)}, ${pyInt(p, 'period')})` },
  KAMA: { uses: ['kama'], call: (p) => `kama(${pySource(p)}, ${pyInt(p, 'period')})` },
  HMA: { uses: ['hma'], call: (p) => `hma(${pySource(p)}, ${pyInt(p, 'period')})` },
  T3: { uses: ['t3'], call: (p) => `t3(${pySource(p)}, ${pyInt(p, 'period')}, ${pyNum(p, 'vFactor')})` },
  ZLEMA: { uses: ['zlema'], call: (p) => `zlema(${pySource(p)}, ${pyInt(p, 'period')})` },
  SMMA: { uses: ['wilder'], call: (p) => `wilder(${pySource(p)}, ${pyInt(p, 'period')})` },
  'Linear Regression': {
    uses: ['regression_line'],
    call: (p) => {
      const period = Number(pyInt(p, 'period'));
      return `regression_line(${pySource(p)}, ${period}, "point", ${period - 1})`;
    },
  },
  'Linear Regression Slope': {
    uses: ['regression_line'],
    call: (p) => `regression_line(${pySource(p)}, ${pyInt(p, 'period')}, "slope")`,
  },
  'Time Series Forecast': {
    uses: ['regression_line'],
    call: (p) => `regression_line(${pySource(p)}, ${pyInt(p, 'period')}, "point", ${pyInt(p, 'period')})`,
  },
  'Parabolic SAR': {
    uses: ['parabolic_sar'],
    call: (p) =>
      `parabolic_sar(bars["high"], bars["low"], ${pyNum(p, 'acceleration')}, ${pyNum(p, 'maximum')})`,
  },
  SuperTrend: {
    uses: ['supertrend'],
    call: (p) => `supertrend(${HLC}, ${pyInt(p, 'period')}, ${pyNum(p, 'multiplier')})`,
  },
  'Ichimoku Cloud': {
    uses: ['ichimoku'],
    call: (p) =>
      `ichimoku(bars["high"], bars["low"], ${pyInt(p, 'conversionPeriod')}, ${pyInt(p, 'basePeriod')}, ${pyInt(p, 'spanBPeriod')}, ${pyInt(p, 'displacement')})`,
  },
  Aroon: { uses: ['aroon'], call: (p) => `aroon(bars["high"], bars["low"], ${pyInt(p, 'period')})` },
  'Aroon Oscillator': {
    uses: ['aroon_oscillator'],
    call: (p) => `aroon_oscillator(bars["high"], bars["low"], ${pyInt(p, 'period')})`,
  },
  ADX: { uses: ['adx'], call: (p) => `adx(${HLC}, ${pyInt(p, 'period')})` },
  DMI: {
    uses: ['directional_indicators'],
    call: (p) => `directional_indicators(${HLC}, ${pyInt(p, 'period')})`,
  },
  ADXR: { uses: ['adxr'], call: (p) => `adxr(${HLC}, ${pyInt(p, 'period')})` },
} satisfies Record<string, PythonBlock>;
