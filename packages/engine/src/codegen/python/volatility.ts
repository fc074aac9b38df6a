import { pyFunction, pyInt, pyNum, pySource } from './literals';
import type { PythonBlock, PythonFunction } from './types';

/** The volatility indicators of src/indicators/volatility, in Python. */
export const VOLATILITY_FUNCTIONS: readonly PythonFunction[] = [
  pyFunction(
    'natr',
    ['atr'],
    `
    def natr(high, low, close, period):
        """TA-Lib NATR: 100 x ATR(period) / close; 0 where the close is (numerically) zero."""
        ranges = atr(high, low, close, period)
        out = [NAN] * len(close)
        for index in range(len(close)):
            if math.isnan(ranges[index]):
                continue
            price = close[index]
            out[index] = 0.0 if -1e-14 < price < 1e-14 else (ranges[index] / price) * 100
        return out
    `,
  ),
  pyFunction(
    'bollinger_bands',
    ['rolling_moments', 'talib_sqrt'],
    `
    def bollinger_bands(values, period, std_dev):
        """TA-Lib BBANDS (SMA): middle = SMA; deviation = sqrt(mean(x^2) - middle^2) (population, 0
        below 1e-14); upper / lower = middle +/- deviation x std_dev."""
        middle, mean_square = rolling_moments(values, period)
        upper = [NAN] * len(values)
        lower = [NAN] * len(values)
        for index in range(len(values)):
            mean = middle[index]
            if math.isnan(mean):
                continue
            width = talib_sqrt(mean_square[index] - mean * mean) * std_dev
            upper[index] = mean + width
            lower[index] = mean - width
        return {"upper": upper, "middle": middle, "lower": lower}
    `,
  ),
  pyFunction(
    'bollinger_percent_b',
    ['bollinger_bands'],
    `
    def bollinger_percent_b(values, period, std_dev):
        """Bollinger %B: (value - lower) / (upper - lower); NaN where the bands have no width."""
        bands = bollinger_bands(values, period, std_dev)
        out = [NAN] * len(values)
        for index in range(len(values)):
            width = bands["upper"][index] - bands["lower"][index]
            if width > 0:
                out[index] = (values[index] - bands["lower"][index]) / width
        return out
    `,
  ),
  pyFunction(
    'bollinger_bandwidth',
    ['bollinger_bands'],
    `
    def bollinger_bandwidth(values, period, std_dev):
        """Bollinger Bandwidth: (upper - lower) / middle; 0 when the bands have no width."""
        bands = bollinger_bands(values, period, std_dev)
        out = [NAN] * len(values)
        for index in range(len(values)):
            mean = bands["middle"][index]
            if math.isnan(mean):
                continue
            width = bands["upper"][index] - bands["lower"][index]
            if width == 0:
                out[index] = 0.0
            elif mean != 0:
                out[index] = width / mean
        return out
    `,
  ),
  pyFunction(
    'keltner_channels',
    ['ema', 'atr'],
    `
    def keltner_channels(high, low, close, period, multiplier):
        """Keltner Channels: middle = EMA(close, period), upper / lower = middle +/- multiplier x
        ATR(period); values only where both exist."""
        average = ema(close, period)
        ranges = atr(high, low, close, period)
        upper = [NAN] * len(close)
        middle = [NAN] * len(close)
        lower = [NAN] * len(close)
        for index in range(len(close)):
            mean = average[index]
            width = ranges[index] * multiplier
            if math.isnan(mean) or math.isnan(width):
                continue
            upper[index] = mean + width
            middle[index] = mean
            lower[index] = mean - width
        return {"upper": upper, "middle": middle, "lower": lower}
    `,
  ),
  pyFunction(
    'donchian_channels',
    ['rolling_max', 'rolling_min'],
    `
    def donchian_channels(high, low, period):
        """Donchian Channels: highest high, lowest low of the last period bars and their midpoint."""
        upper = rolling_max(high, period)
        lower = rolling_min(low, period)
        middle = [(upper[i] + lower[i]) / 2 for i in range(len(high))]
        return {"upper": upper, "middle": middle, "lower": lower}
    `,
  ),
  pyFunction(
    'z_score',
    ['rolling_moments'],
    `
    def z_score(values, period):
        """(value - SMA) / population standard deviation of the window; 0 on a flat window (a
        variance below 1e-12 x mean^2 is rounding noise)."""
        mean, mean_square = rolling_moments(values, period)
        out = [NAN] * len(values)
        for index in range(len(values)):
            average = mean[index]
            spread = mean_square[index] - average * average
            if math.isnan(average) or math.isnan(spread):
                continue
            if spread <= 1e-12 * average * average:
                out[index] = 0.0
            else:
                out[index] = (values[index] - average) / math.sqrt(spread)
        return out
    `,
  ),
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
