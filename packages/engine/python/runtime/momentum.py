"""The momentum indicators of src/indicators/momentum."""

import math

from .primitives import difference, ema, first_finite, rolling_max, rolling_min, sma
from .settings import NAN


def rsi(values, period):
    """Wilder's RSI as TA-Lib: first value at index period, gains and losses seeded with the mean
    of the first period changes, then avg = (avg (period - 1) + change) / period; 0 without
    any movement."""
    out = [NAN] * len(values)
    start = first_finite(values)
    if start + period >= len(values):
        return out
    gain = loss = 0.0
    for index in range(start + 1, start + period + 1):
        change = values[index] - values[index - 1]
        if change > 0:
            gain += change
        else:
            loss -= change
    gain /= period
    loss /= period
    total = gain + loss
    out[start + period] = 0.0 if total == 0 else 100 * gain / total
    for index in range(start + period + 1, len(values)):
        change = values[index] - values[index - 1]
        gain = (gain * (period - 1) + (change if change > 0 else 0)) / period
        loss = (loss * (period - 1) + (-change if change < 0 else 0)) / period
        total = gain + loss
        out[index] = 0.0 if total == 0 else 100 * gain / total
    return out


def macd(values, fast, slow, signal_period):
    """TA-Lib MACD: both EMAs start at slow - 1 (the fast one seeded with the SMA of the fast
    values ending there); signal = EMA of the macd line; all three start with the signal."""
    length = len(values)
    out = {"macd": [NAN] * length, "signal": [NAN] * length, "histogram": [NAN] * length}
    shorter, longer = min(fast, slow), max(fast, slow)
    start = first_finite(values) + longer - 1
    if start >= length:
        return out
    fast_ema = ema(values, shorter, start)
    slow_ema = ema(values, longer, start)
    line = [NAN] * length
    for index in range(start, length):
        line[index] = fast_ema[index] - slow_ema[index]
    signal = ema(line, signal_period)
    for index in range(start + signal_period - 1, length):
        out["macd"][index] = line[index]
        out["signal"][index] = signal[index]
        out["histogram"][index] = line[index] - signal[index]
    return out


def raw_stochastic(high, low, close, period):
    """Fast %K as TA-Lib: (close - lowest low) / ((highest high - lowest low) / 100); 0 on a
    zero range."""
    highest = rolling_max(high, period)
    lowest = rolling_min(low, period)
    out = [NAN] * len(close)
    for index in range(len(close)):
        value_range = (highest[index] - lowest[index]) / 100
        if math.isnan(value_range):
            continue
        out[index] = (close[index] - lowest[index]) / value_range if value_range != 0 else 0.0
    return out


def blank_before(values, start):
    """NaN before start (TA-Lib returns every output of a function from one index)."""
    for index in range(min(start, len(values))):
        values[index] = NAN
    return values


def stochastic(high, low, close, k_period, d_period):
    """TA-Lib STOCH (slow): k = SMA(d_period) of the raw %K over k_period bars, d = SMA(d_period)
    of k; both start with d."""
    k = sma(raw_stochastic(high, low, close, k_period), d_period)
    d = sma(k, d_period)
    return {"k": blank_before(k, first_finite(d)), "d": d}


def stochastic_rsi(values, period, k_period, d_period):
    """TA-Lib STOCHRSI: k = raw stochastic of RSI(period) over k_period bars, d = SMA(d_period)
    of k; both start with d."""
    strength = rsi(values, period)
    k = raw_stochastic(strength, strength, strength, k_period)
    d = sma(k, d_period)
    return {"k": blank_before(k, first_finite(d)), "d": d}


def williams_r(high, low, close, period):
    """TA-Lib WILLR: (highest high - close) / ((highest high - lowest low) / -100); 0 on a zero range."""
    highest = rolling_max(high, period)
    lowest = rolling_min(low, period)
    out = [NAN] * len(close)
    for index in range(len(close)):
        value_range = (highest[index] - lowest[index]) / -100
        if math.isnan(value_range):
            continue
        out[index] = (highest[index] - close[index]) / value_range if value_range != 0 else 0.0
    return out


def cci(high, low, close, period):
    """TA-Lib CCI: (tp - mean(tp)) / (0.015 x mean |tp - mean(tp)|) over period typical prices;
    0 when either deviation is 0."""
    typical = [(high[i] + low[i] + close[i]) / 3 for i in range(len(close))]
    out = [NAN] * len(close)
    for index in range(period - 1, len(close)):
        total = 0.0
        for at in range(index - period + 1, index + 1):
            total += typical[at]
        average = total / period
        deviation = 0.0
        for at in range(index - period + 1, index + 1):
            deviation += abs(typical[at] - average)
        distance = typical[index] - average
        if distance != 0 and deviation != 0:
            out[index] = distance / (0.015 * (deviation / period))
        else:
            out[index] = 0.0
    return out


def roc(values, period):
    """TA-Lib ROC: (value / value period bars ago - 1) x 100; 0 when the older value is 0."""
    out = [NAN] * len(values)
    for index in range(period, len(values)):
        older = values[index - period]
        out[index] = (values[index] / older - 1) * 100 if older != 0 else 0.0
    return out


def trix(values, period):
    """TA-Lib TRIX: one-bar ROC (percent) of EMA(EMA(EMA(value)))."""
    out = [NAN] * len(values)
    triple = ema(ema(ema(values, period), period), period)
    for index in range(first_finite(triple) + 1, len(values)):
        previous = triple[index - 1]
        out[index] = (triple[index] / previous - 1) * 100 if previous != 0 else 0.0
    return out


def ultimate_oscillator(high, low, close, period1, period2, period3):
    """TA-Lib ULTOSC: 100 (4 A_short + 2 A_middle + A_long) / 7, A = sum(bp) / sum(tr) over each
    window (the periods sorted first); a window with a zero tr sum adds nothing."""
    length = len(close)
    out = [NAN] * length
    short, middle, long_ = sorted([period1, period2, period3])
    if long_ >= length:
        return out
    pressure = [NAN] * length
    ranges = [NAN] * length
    for index in range(1, length):
        previous_close = close[index - 1]
        pressure[index] = close[index] - min(low[index], previous_close)
        ranges[index] = max(
            high[index] - low[index], abs(previous_close - high[index]), abs(previous_close - low[index])
        )
    periods = [short, middle, long_]
    weights = [4, 2, 1]
    pressure_sums = [0.0, 0.0, 0.0]
    range_sums = [0.0, 0.0, 0.0]
    for window in range(3):
        for index in range(long_ - periods[window] + 1, long_):
            pressure_sums[window] += pressure[index]
            range_sums[window] += ranges[index]
    for index in range(long_, length):
        total = 0.0
        for window in range(3):
            pressure_sum = pressure_sums[window] + pressure[index]
            range_sum = range_sums[window] + ranges[index]
            if abs(range_sum) >= 1e-14:
                total += weights[window] * (pressure_sum / range_sum)
            leaving = index - periods[window] + 1
            pressure_sums[window] = pressure_sum - pressure[leaving]
            range_sums[window] = range_sum - ranges[leaving]
        out[index] = 100 * (total / 7)
    return out


def price_oscillator_emas(values, fast, slow):
    """The two EMAs of TA-Lib APO / PPO: periods swapped when fast > slow, each EMA seeded on its
    own; the oscillator starts with the slow EMA."""
    shorter, longer = min(fast, slow), max(fast, slow)
    return ema(values, shorter), ema(values, longer), first_finite(values) + longer - 1


def apo(values, fast, slow):
    """TA-Lib APO (EMA type): EMA(fast) - EMA(slow)."""
    fast_ema, slow_ema, start = price_oscillator_emas(values, fast, slow)
    out = [NAN] * len(values)
    for index in range(start, len(values)):
        out[index] = fast_ema[index] - slow_ema[index]
    return out


def ppo(values, fast, slow):
    """TA-Lib PPO (EMA type): (EMA(fast) - EMA(slow)) / EMA(slow) x 100; 0 where the slow EMA is 0."""
    fast_ema, slow_ema, start = price_oscillator_emas(values, fast, slow)
    out = [NAN] * len(values)
    for index in range(start, len(values)):
        slow_value = slow_ema[index]
        out[index] = 0.0 if abs(slow_value) < 1e-14 else ((fast_ema[index] - slow_value) / slow_value) * 100
    return out


def cmo(values, period):
    """TA-Lib CMO: 100 (gain - loss) / (gain + loss), Wilder-smoothed like RSI in TA-Lib's
    operation order; 0 without movement."""
    out = [NAN] * len(values)
    start = first_finite(values)
    if start + period >= len(values):
        return out
    gain = loss = 0.0
    for index in range(start + 1, start + period + 1):
        change = values[index] - values[index - 1]
        if change < 0:
            loss -= change
        else:
            gain += change
    gain /= period
    loss /= period
    for index in range(start + period, len(values)):
        if index > start + period:
            change = values[index] - values[index - 1]
            loss *= period - 1
            gain *= period - 1
            if change < 0:
                loss -= change
            else:
                gain += change
            loss /= period
            gain /= period
        total = gain + loss
        out[index] = 0.0 if abs(total) < 1e-14 else 100 * ((gain - loss) / total)
    return out


def balance_of_power(open_, high, low, close):
    """TA-Lib BOP: (close - open) / (high - low), 0 when the range is (near) zero."""
    out = [0.0] * len(close)
    for index in range(len(close)):
        bar_range = high[index] - low[index]
        out[index] = 0.0 if bar_range < 1e-14 else (close[index] - open_[index]) / bar_range
    return out


def awesome_oscillator(high, low, fast, slow):
    """Awesome Oscillator: SMA(fast) - SMA(slow) of the bar midpoint (high + low) / 2."""
    midpoint = [(high[i] + low[i]) / 2 for i in range(len(high))]
    fast_average = sma(midpoint, fast)
    slow_average = sma(midpoint, slow)
    return [fast_average[i] - slow_average[i] for i in range(len(high))]


def tsi(values, long_period, short_period):
    """True strength index: 100 x EMA_short(EMA_long(d)) / EMA_short(EMA_long(|d|)), d the
    one-bar change; 0 when the denominator is 0."""
    change = difference(values, 1)
    numerator = ema(ema(change, long_period), short_period)
    denominator = ema(ema([abs(value) for value in change], long_period), short_period)
    out = []
    for index in range(len(values)):
        scale = denominator[index]
        out.append(0.0 if scale == 0 else (100 * numerator[index]) / scale)
    return out
