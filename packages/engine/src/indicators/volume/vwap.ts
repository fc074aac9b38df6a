import { sessionInfo } from '../../data/session';
import type { IndicatorComputation } from '../types';

/**
 * VWAP (not in TA-Lib): cumulative sum of typical price (h + l + c) / 3 x volume over cumulative
 * volume. On intraday bars (labels carrying a clock, longer than 10 characters) the sums restart at
 * each session's first bar; on daily or longer bars they run from the window's first bar. While the
 * cumulative volume is 0 (e.g. forex, which has no volume) the value is the cumulative mean of the
 * typical price over the same span instead. A value on every bar.
 */
export function vwap(
  times: readonly string[],
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
): Float64Array {
  const length = close.length;
  const out = new Float64Array(length);
  const restarts = (times[0] ?? '').length > 10 ? sessionInfo(times).firstOfSession : undefined;
  let weighted = 0;
  let totalVolume = 0;
  let typicalSum = 0;
  let count = 0;
  for (let index = 0; index < length; index += 1) {
    if (restarts?.[index] === 1) {
      weighted = 0;
      totalVolume = 0;
      typicalSum = 0;
      count = 0;
    }
    const typical =
      ((high[index] ?? Number.NaN) + (low[index] ?? Number.NaN) + (close[index] ?? Number.NaN)) / 3;
    const barVolume = volume[index] ?? Number.NaN;
    weighted += typical * barVolume;
    totalVolume += barVolume;
    typicalSum += typical;
    count += 1;
    out[index] = totalVolume === 0 ? typicalSum / count : weighted / totalVolume;
  }
  return out;
}

export const computeVwap: IndicatorComputation = (bars) => ({
  value: vwap(bars.times, bars.high, bars.low, bars.close, bars.volume),
});
