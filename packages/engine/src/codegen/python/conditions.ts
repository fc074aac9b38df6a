import { clockParam } from '../../indicators/conditions/session-clock';
import { pyInt, pyNum, pyNumber } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const conditionsPython = runtimeModule('conditions');

/** The market conditions of src/indicators/conditions, in Python: 1.0 where they hold, else 0.0. */
export const CONDITIONS_FUNCTIONS: readonly PythonFunction[] = [
  conditionsPython('trending_up', ['sma']),
  conditionsPython('trending_down', ['sma']),
  conditionsPython('sideways', ['sma']),
  conditionsPython('atr_percent', ['atr']),
  conditionsPython('high_volatility', ['atr_percent']),
  conditionsPython('low_volatility', ['atr_percent']),
  conditionsPython('high_volume', ['sma']),
  conditionsPython('low_volume', ['sma']),
  conditionsPython('volume_spike', ['sma']),
  conditionsPython('clock_minutes', []),
  conditionsPython('session_clocks', ['session_info', 'clock_minutes']),
  conditionsPython('market_open', ['session_clocks']),
  conditionsPython('market_close', ['session_clocks']),
  conditionsPython('clock_window', ['session_clocks']),
];

const HLC = 'bars["high"], bars["low"], bars["close"]';
const clock = (p: Parameters<typeof clockParam>[0], name: string) => pyNumber(clockParam(p, name));

/** Python calls of the condition blocks, keyed by catalogue name. */
export const CONDITIONS_PYTHON = {
  'Trending Up': { uses: ['trending_up'], call: (p) => `trending_up(bars["close"], ${pyInt(p, 'period')})` },
  'Trending Down': {
    uses: ['trending_down'],
    call: (p) => `trending_down(bars["close"], ${pyInt(p, 'period')})`,
  },
  Sideways: {
    uses: ['sideways'],
    call: (p) => `sideways(bars["close"], ${pyInt(p, 'period')}, ${pyNum(p, 'threshold')})`,
  },
  'High Volatility': {
    uses: ['high_volatility'],
    call: (p) => `high_volatility(${HLC}, ${pyInt(p, 'atrPeriod')}, ${pyNum(p, 'threshold')})`,
  },
  'Low Volatility': {
    uses: ['low_volatility'],
    call: (p) => `low_volatility(${HLC}, ${pyInt(p, 'atrPeriod')}, ${pyNum(p, 'threshold')})`,
  },
  'High Volume': {
    uses: ['high_volume'],
    call: (p) => `high_volume(bars["volume"], ${pyInt(p, 'period')}, ${pyNum(p, 'multiplier')})`,
  },
  'Low Volume': {
    uses: ['low_volume'],
    call: (p) => `low_volume(bars["volume"], ${pyInt(p, 'period')}, ${pyNum(p, 'multiplier')})`,
  },
  'Volume Spike': {
    uses: ['volume_spike'],
    call: (p) => `volume_spike(bars["volume"], ${pyInt(p, 'period')}, ${pyNum(p, 'multiplier')})`,
  },
  'Market Open': {
    uses: ['market_open'],
    call: (p) => `market_open(bars["times"], ${clock(p, 'time')})`,
  },
  'Market Close': {
    uses: ['market_close'],
    call: (p) => `market_close(bars["times"], ${clock(p, 'time')})`,
  },
  'First Hour': {
    uses: ['clock_window'],
    call: (p) => `clock_window(bars["times"], ${clock(p, 'start')}, ${clock(p, 'end')})`,
  },
  'Last Hour': {
    uses: ['clock_window'],
    call: (p) => `clock_window(bars["times"], ${clock(p, 'start')}, ${clock(p, 'end')})`,
  },
} satisfies Record<string, PythonBlock>;
