"""The building blocks of the indicators (src/indicators/primitives): Python lists of
floats, NaN where no value exists yet; loops follow the engine's operation order so that the
values are the same doubles."""

import math

from .settings import NAN


def first_finite(values):
    """Index of the first finite value, or the length when there is none."""
    index = 0
    while index < len(values) and not math.isfinite(values[index]):
        index += 1
    return index


def price_source(bars, source):
    """The bar averages hl2, hlc3 and ohlc4 (the source property)."""
    high, low, close, open_ = bars["high"], bars["low"], bars["close"], bars["open"]
    if source == "hl2":
        return [(high[i] + low[i]) / 2 for i in range(len(close))]
    if source == "hlc3":
        return [(high[i] + low[i] + close[i]) / 3 for i in range(len(close))]
    return [(open_[i] + high[i] + low[i] + close[i]) / 4 for i in range(len(close))]


def sma(values, period):
    """Simple moving average (TA-Lib SMA): first value at first_finite + period - 1."""
    out = [NAN] * len(values)
    start = first_finite(values)
    total = 0.0
    for index in range(start, len(values)):
        total += values[index]
        if index >= start + period:
            total -= values[index - period]
        if index >= start + period - 1:
            out[index] = total / period
    return out


def ema_with_weight(values, period, k, seed_end=None):
    """TA-Lib style EMA with weight k: the first value, at seed_end (by default first_finite +
    period - 1), is the SMA of the period values ending there; then ema += k (x - ema)."""
    out = [NAN] * len(values)
    seed_at = first_finite(values) + period - 1 if seed_end is None else seed_end
    if seed_at >= len(values) or seed_at - period + 1 < 0:
        return out
    total = 0.0
    for index in range(seed_at - period + 1, seed_at + 1):
        total += values[index]
    previous = total / period
    out[seed_at] = previous
    for index in range(seed_at + 1, len(values)):
        previous += k * (values[index] - previous)
        out[index] = previous
    return out


def ema(values, period, seed_end=None):
    """TA-Lib EMA: k = 2 / (period + 1), seeded with the SMA of the first period values."""
    return ema_with_weight(values, period, 2 / (period + 1), seed_end)


def wilder(values, period, seed_end=None):
    """Wilder's smoothing (RMA/SMMA): k = 1 / period, seeded with an SMA."""
    return ema_with_weight(values, period, 1 / period, seed_end)


def wma(values, period):
    """Linearly weighted moving average (TA-Lib WMA), weights 1..period, newest heaviest."""
    out = [NAN] * len(values)
    start = first_finite(values)
    divisor = period * (period + 1) / 2
    for index in range(start + period - 1, len(values)):
        total = 0.0
        for offset in range(period):
            total += values[index - offset] * (period - offset)
        out[index] = total / divisor
    return out


def rolling_sum(values, period):
    """Sum over the last period values."""
    out = [NAN] * len(values)
    start = first_finite(values)
    total = 0.0
    for index in range(start, len(values)):
        total += values[index]
        if index >= start + period:
            total -= values[index - period]
        if index >= start + period - 1:
            out[index] = total
    return out


def rolling_max(values, period):
    """Highest of the last period values, the current one included (a monotonic queue)."""
    out = [NAN] * len(values)
    start = first_finite(values)
    window = [0] * len(values)
    head = tail = 0
    for index in range(start, len(values)):
        value = values[index]
        while tail > head and not values[window[tail - 1]] > value:
            tail -= 1
        window[tail] = index
        tail += 1
        if window[head] <= index - period:
            head += 1
        if index >= start + period - 1:
            out[index] = values[window[head]]
    return out


def rolling_min(values, period):
    """Lowest of the last period values, the current one included (a monotonic queue)."""
    out = [NAN] * len(values)
    start = first_finite(values)
    window = [0] * len(values)
    head = tail = 0
    for index in range(start, len(values)):
        value = values[index]
        while tail > head and not values[window[tail - 1]] < value:
            tail -= 1
        window[tail] = index
        tail += 1
        if window[head] <= index - period:
            head += 1
        if index >= start + period - 1:
            out[index] = values[window[head]]
    return out


def talib_sqrt(variance):
    """sqrt of a variance, 0 for a (numerically) zero or negative one, as TA-Lib does."""
    if math.isnan(variance):
        return NAN
    return 0.0 if variance < 1e-14 else math.sqrt(variance)


def rolling_moments(values, period):
    """Window mean and mean of squares with running sums in TA-Lib's order: add the new value,
    divide, then drop the trailing one (the variance cancels most digits; the order matters)."""
    mean = [NAN] * len(values)
    mean_square = [NAN] * len(values)
    start = first_finite(values)
    total = 0.0
    total_squares = 0.0
    for index in range(start, len(values)):
        value = values[index]
        total += value
        total_squares += value * value
        if index < start + period - 1:
            continue
        mean[index] = total / period
        mean_square[index] = total_squares / period
        trailing = values[index - period + 1]
        total -= trailing
        total_squares -= trailing * trailing
    return mean, mean_square


def rolling_std_dev(values, period):
    """Population standard deviation of the last period values (TA-Lib STDDEV, nbdev 1)."""
    mean, mean_square = rolling_moments(values, period)
    return [talib_sqrt(mean_square[i] - mean[i] * mean[i]) for i in range(len(values))]


def true_range(high, low, close):
    """max(high, previous close) - min(low, previous close); none on the first bar (TA-Lib TRANGE)."""
    out = [NAN] * len(close)
    for index in range(1, len(close)):
        previous_close = close[index - 1]
        out[index] = max(high[index], previous_close) - min(low[index], previous_close)
    return out


def difference(values, lag=1):
    """values[t] - values[t - lag]."""
    out = [NAN] * len(values)
    for index in range(lag, len(values)):
        out[index] = values[index] - values[index - lag]
    return out


def shift(values, bars_back):
    """values moved forward by bars_back bars (out[t] = values[t - bars_back]); NaN before."""
    return [NAN] * min(bars_back, len(values)) + list(values[: max(0, len(values) - bars_back)])


def atr(high, low, close, period):
    """Average true range exactly as TA-Lib ATR: the first value, at index period, is the mean of
    TR[1..period]; then atr = (atr_prev x (period - 1) + TR) / period, in that order."""
    ranges = true_range(high, low, close)
    if period <= 1:
        return ranges
    out = [NAN] * len(close)
    if period >= len(close):
        return out
    total = 0.0
    for index in range(1, period + 1):
        total += ranges[index]
    previous = total / period
    out[period] = previous
    for index in range(period + 1, len(close)):
        previous *= period - 1
        previous += ranges[index]
        previous /= period
        out[index] = previous
    return out


def is_talib_zero(value):
    """TA-Lib's TA_IS_ZERO: |value| < 1e-14 counts as zero."""
    return -1e-14 < value < 1e-14
