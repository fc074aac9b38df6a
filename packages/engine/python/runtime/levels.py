"""The support and resistance indicators of src/indicators/levels."""

import math

from .primitives import rolling_max, rolling_min
from .settings import NAN


def pivot_points(high, low, close, period):
    """Classic floor pivots from the period bars before bar t (current bar excluded): H, L the
    highest high and lowest low, C the close of bar t - 1, P = (H + L + C) / 3."""
    highest = rolling_max(high, period)
    lowest = rolling_min(low, period)
    levels = {name: [NAN] * len(close) for name in ("pivot", "r1", "r2", "r3", "s1", "s2", "s3")}
    for index in range(1, len(close)):
        h = highest[index - 1]
        l = lowest[index - 1]
        c = close[index - 1]
        if math.isnan(h) or math.isnan(l):
            continue
        p = (h + l + c) / 3
        levels["pivot"][index] = p
        levels["r1"][index] = 2 * p - l
        levels["s1"][index] = 2 * p - h
        levels["r2"][index] = p + (h - l)
        levels["s2"][index] = p - (h - l)
        levels["r3"][index] = h + 2 * (p - l)
        levels["s3"][index] = l - 2 * (h - p)
    return levels


def fibonacci_retracement(high, low, lookback, ratios):
    """Retracement levels between the highest high HH and the lowest low LL of the last lookback
    bars: level_k = HH - (HH - LL) x ratio_k."""
    highest = rolling_max(high, lookback)
    lowest = rolling_min(low, lookback)
    levels = {name: [NAN] * len(high) for name in ("level1", "level2", "level3")}
    for index in range(len(high)):
        top = highest[index]
        swing = top - lowest[index]
        if math.isnan(swing):
            continue
        levels["level1"][index] = top - swing * ratios[0]
        levels["level2"][index] = top - swing * ratios[1]
        levels["level3"][index] = top - swing * ratios[2]
    return levels


def midpoint(values, period):
    """TA-Lib MIDPOINT: (highest + lowest) / 2 of the value over the last period bars."""
    highest = rolling_max(values, period)
    lowest = rolling_min(values, period)
    return [(highest[i] + lowest[i]) / 2 for i in range(len(values))]
