import type { PythonFunction } from './types';
import { runtimeModule } from './runtime';

const primitivesPython = runtimeModule('primitives');

/**
 * The building blocks shared by the indicators (src/indicators/primitives.ts), in Python. Columns are
 * Python lists of floats, NaN where no value exists yet; loops follow the engine's operation order so
 * that the values are the same doubles.
 */
export const PRIMITIVE_FUNCTIONS: readonly PythonFunction[] = [
  primitivesPython('first_finite', []),
  primitivesPython('price_source', []),
  primitivesPython('sma', ['first_finite']),
  primitivesPython('ema_with_weight', ['first_finite']),
  primitivesPython('ema', ['ema_with_weight']),
  primitivesPython('wilder', ['ema_with_weight']),
  primitivesPython('wma', ['first_finite']),
  primitivesPython('rolling_sum', ['first_finite']),
  primitivesPython('rolling_max', ['first_finite']),
  primitivesPython('rolling_min', ['first_finite']),
  primitivesPython('talib_sqrt', []),
  primitivesPython('rolling_moments', ['first_finite']),
  primitivesPython('rolling_std_dev', ['rolling_moments', 'talib_sqrt']),
  primitivesPython('true_range', []),
  primitivesPython('difference', []),
  primitivesPython('shift', []),
  primitivesPython('atr', ['true_range']),
  primitivesPython('is_talib_zero', []),
];
