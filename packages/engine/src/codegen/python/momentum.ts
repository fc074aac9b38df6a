import { pyInt, pySource } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const momentumPython = runtimeModule('momentum');

/** The momentum indicators of src/indicators/momentum, in Python. */
export const MOMENTUM_FUNCTIONS: readonly PythonFunction[] = [
  momentumPython('rsi', ['first_finite']),
  momentumPython('macd', ['ema', 'first_finite']),
  momentumPython('raw_stochastic', ['rolling_max', 'rolling_min']),
  momentumPython('blank_before', []),
  momentumPython('stochastic', ['raw_stochastic', 'sma', 'blank_before', 'first_finite']),
  momentumPython('stochastic_rsi', ['rsi', 'raw_stochastic', 'sma', 'blank_before', 'first_finite']),
  momentumPython('williams_r', ['rolling_max', 'rolling_min']),
  momentumPython('cci', []),
  momentumPython('roc', []),
  momentumPython('trix', ['ema', 'first_finite']),
  momentumPython('ultimate_oscillator', []),
  momentumPython('price_oscillator_emas', ['ema', 'first_finite']),
  momentumPython('apo', ['price_oscillator_emas']),
  momentumPython('ppo', ['price_oscillator_emas']),
  momentumPython('cmo', ['first_finite']),
  momentumPython('balance_of_power', []),
  momentumPython('awesome_oscillator', ['sma']),
  momentumPython('tsi', ['difference', 'ema']),
];

/** Python calls of the momentum blocks, keyed by catalogue name. */
export const MOMENTUM_PYTHON = {
  RSI: { uses: ['rsi'], call: (p) => `rsi(${pySource(p)}, ${pyInt(p, 'period')})` },
  MACD: {
    uses: ['macd'],
    call: (p) => `macd(${pySource(p)}, ${pyInt(p, 'fast')}, ${pyInt(p, 'slow')}, ${pyInt(p, 'signal')})`,
  },
  Stochastic: {
    uses: ['stochastic'],
    call: (p) =>
      `stochastic(bars["high"], bars["low"], bars["close"], ${pyInt(p, 'kPeriod')}, ${pyInt(p, 'dPeriod')})`,
  },
  'Williams %R': {
    uses: ['williams_r'],
    call: (p) => `williams_r(bars["high"], bars["low"], bars["close"], ${pyInt(p, 'period')})`,
  },
  CCI: { uses: ['cci'], call: (p) => `cci(bars["high"], bars["low"], bars["close"], ${pyInt(p, 'period')})` },
  ROC: { uses: ['roc'], call: (p) => `roc(${pySource(p)}, ${pyInt(p, 'period')})` },
  Momentum: { uses: ['difference'], call: (p) => `difference(${pySource(p)}, ${pyInt(p, 'period')})` },
  TRIX: { uses: ['trix'], call: (p) => `trix(${pySource(p)}, ${pyInt(p, 'period')})` },
  'Stochastic RSI': {
    uses: ['stochastic_rsi'],
    call: (p) =>
      `stochastic_rsi(${pySource(p)}, ${pyInt(p, 'period')}, ${pyInt(p, 'kPeriod')}, ${pyInt(p, 'dPeriod')})`,
  },
  'Ultimate Oscillator': {
    uses: ['ultimate_oscillator'],
    call: (p) =>
      `ultimate_oscillator(bars["high"], bars["low"], bars["close"], ${pyInt(p, 'period1')}, ${pyInt(p, 'period2')}, ${pyInt(p, 'period3')})`,
  },
  PPO: { uses: ['ppo'], call: (p) => `ppo(${pySource(p)}, ${pyInt(p, 'fast')}, ${pyInt(p, 'slow')})` },
  APO: { uses: ['apo'], call: (p) => `apo(${pySource(p)}, ${pyInt(p, 'fast')}, ${pyInt(p, 'slow')})` },
  CMO: { uses: ['cmo'], call: (p) => `cmo(${pySource(p)}, ${pyInt(p, 'period')})` },
  'Balance of Power': {
    uses: ['balance_of_power'],
    call: () => 'balance_of_power(bars["open"], bars["high"], bars["low"], bars["close"])',
  },
  'Awesome Oscillator': {
    uses: ['awesome_oscillator'],
    call: (p) => `awesome_oscillator(bars["high"], bars["low"], ${pyInt(p, 'fast')}, ${pyInt(p, 'slow')})`,
  },
  TSI: { uses: ['tsi'], call: (p) => `tsi(${pySource(p)}, ${pyInt(p, 'long')}, ${pyInt(p, 'short')})` },
} satisfies Record<string, PythonBlock>;
