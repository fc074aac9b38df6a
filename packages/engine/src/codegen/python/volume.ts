import { pyInt } from './literals';
import type { PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const volumePython = runtimeModule('volume');

/** The volume indicators of src/indicators/volume, in Python. */
export const VOLUME_FUNCTIONS: readonly PythonFunction[] = [
  volumePython('obv', []),
  volumePython('money_flow_volume', []),
  volumePython('accumulation_distribution', ['money_flow_volume']),
  volumePython('chaikin_oscillator', ['money_flow_volume']),
  volumePython('cmf', ['money_flow_volume', 'rolling_sum']),
  volumePython('mfi', []),
  volumePython('vwap', ['session_info']),
  volumePython('force_index', ['ema']),
  volumePython('ease_of_movement', ['sma']),
  volumePython('volume_rate', ['sma']),
];

/** Python calls of the volume blocks, keyed by catalogue name. */
export const VOLUME_PYTHON = {
  OBV: {
    uses: ['line_and_signal', 'obv'],
    call: (p) => `line_and_signal(obv(bars["close"], bars["volume"]), ${pyInt(p, 'period')})`,
  },
  'Volume SMA': { uses: ['sma'], call: (p) => `sma(bars["volume"], ${pyInt(p, 'period')})` },
  'Volume Rate': { uses: ['volume_rate'], call: (p) => `volume_rate(bars["volume"], ${pyInt(p, 'period')})` },
  AD: {
    uses: ['line_and_signal', 'accumulation_distribution'],
    call: (p) =>
      `line_and_signal(accumulation_distribution(bars["high"], bars["low"], bars["close"], bars["volume"]), ${pyInt(p, 'period')})`,
  },
  'Chaikin Oscillator': {
    uses: ['chaikin_oscillator'],
    call: (p) =>
      `chaikin_oscillator(bars["high"], bars["low"], bars["close"], bars["volume"], ${pyInt(p, 'fast')}, ${pyInt(p, 'slow')})`,
  },
  CMF: {
    uses: ['cmf'],
    call: (p) => `cmf(bars["high"], bars["low"], bars["close"], bars["volume"], ${pyInt(p, 'period')})`,
  },
  MFI: {
    uses: ['mfi'],
    call: (p) => `mfi(bars["high"], bars["low"], bars["close"], bars["volume"], ${pyInt(p, 'period')})`,
  },
  VWAP: {
    uses: ['vwap'],
    call: () => 'vwap(bars["times"], bars["high"], bars["low"], bars["close"], bars["volume"])',
  },
  'Force Index': {
    uses: ['force_index'],
    call: (p) => `force_index(bars["close"], bars["volume"], ${pyInt(p, 'period')})`,
  },
  'Ease of Movement': {
    uses: ['ease_of_movement'],
    call: (p) => `ease_of_movement(bars["high"], bars["low"], bars["volume"], ${pyInt(p, 'period')})`,
  },
} satisfies Record<string, PythonBlock>;

/** OBV and AD: the line and an SMA of it (signal). */
export const LINE_AND_SIGNAL_FUNCTION: PythonFunction = volumePython('line_and_signal', ['sma']);
