"""The volatility indicators of src/indicators/volatility."""

import math

from .primitives import atr, ema, rolling_max, rolling_min, rolling_moments, talib_sqrt
from .settings import NAN


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


def bollinger_percent_b(values, period, std_dev):
    """Bollinger %B: (value - lower) / (upper - lower); NaN where the bands have no width."""
    bands = bollinger_bands(values, period, std_dev)
    out = [NAN] * len(values)
    for index in range(len(values)):
        width = bands["upper"][index] - bands["lower"][index]
        if width > 0:
            out[index] = (values[index] - bands["lower"][index]) / width
    return out


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


def donchian_channels(high, low, period):
    """Donchian Channels: highest high, lowest low of the last period bars and their midpoint."""
    upper = rolling_max(high, period)
    lower = rolling_min(low, period)
    middle = [(upper[i] + lower[i]) / 2 for i in range(len(high))]
    return {"upper": upper, "middle": middle, "lower": lower}


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
