"""The market conditions of src/indicators/conditions: 1.0 where they hold, else 0.0."""

import math

from .data import session_info
from .primitives import atr, sma
from .settings import NAN


def trending_up(close, period):
    """Close above its SMA and the SMA rising from the previous bar."""
    average = sma(close, period)
    out = [0.0] * len(close)
    for index in range(1, len(close)):
        now = average[index]
        out[index] = 1.0 if close[index] > now and now > average[index - 1] else 0.0
    return out


def trending_down(close, period):
    """Close below its SMA and the SMA falling from the previous bar."""
    average = sma(close, period)
    out = [0.0] * len(close)
    for index in range(1, len(close)):
        now = average[index]
        out[index] = 1.0 if close[index] < now and now < average[index - 1] else 0.0
    return out


def sideways(close, period, threshold):
    """|SMA[t] / SMA[t - period] - 1| < threshold (a fraction)."""
    average = sma(close, period)
    out = [0.0] * len(close)
    for index in range(period, len(close)):
        move = abs(average[index] / average[index - period] - 1)
        out[index] = 1.0 if move < threshold else 0.0
    return out


def atr_percent(high, low, close, period):
    """ATR(period) / close x 100; NaN during the ATR warm-up and where the close is 0."""
    ranges = atr(high, low, close, period)
    return [NAN if close[i] == 0 else (ranges[i] / close[i]) * 100 for i in range(len(close))]


def high_volatility(high, low, close, atr_period, threshold):
    """ATR as a percentage of the close above the threshold."""
    return [1.0 if percent > threshold else 0.0 for percent in atr_percent(high, low, close, atr_period)]


def low_volatility(high, low, close, atr_period, threshold):
    """ATR as a percentage of the close below the threshold."""
    return [1.0 if percent < threshold else 0.0 for percent in atr_percent(high, low, close, atr_period)]


def high_volume(volume, period, multiplier):
    """Volume above multiplier x SMA(volume, period), the current bar included."""
    average = sma(volume, period)
    return [1.0 if volume[i] > multiplier * average[i] else 0.0 for i in range(len(volume))]


def low_volume(volume, period, multiplier):
    """Volume below multiplier x SMA(volume, period), the current bar included."""
    average = sma(volume, period)
    return [1.0 if volume[i] < multiplier * average[i] else 0.0 for i in range(len(volume))]


def volume_spike(volume, period, multiplier):
    """Volume above multiplier x the average volume of the previous period bars."""
    average = sma(volume, period)
    out = [0.0] * len(volume)
    for index in range(1, len(volume)):
        out[index] = 1.0 if volume[index] > multiplier * average[index - 1] else 0.0
    return out


def clock_minutes(clock):
    """Minutes after midnight of an "HH:MM" (or "H:MM") clock; NaN for anything else."""
    hours, colon, minutes = clock.partition(":")
    digits = hours.isascii() and hours.isdigit() and minutes.isascii() and minutes.isdigit()
    if colon and digits and 1 <= len(hours) <= 2 and len(minutes) == 2:
        return int(hours) * 60 + int(minutes)
    return NAN


def session_clocks(times):
    """Each bar's start and end clock in minutes (NaN on daily bars) and the last bar of each day."""
    info = session_info(times)
    start = [clock_minutes(clock) for clock in info["start"]]
    end = [clock_minutes(clock) for clock in info["end"]]
    return start, end, info["last_of_session"]


def market_open(times, time):
    """The bar whose start clock is the given time (minutes after midnight)."""
    start, _, _ = session_clocks(times)
    return [1.0 if clock == time else 0.0 for clock in start]


def market_close(times, time):
    """A bar ending at or after the time, or the last bar of its session."""
    start, end, last_of_session = session_clocks(times)
    return [
        1.0 if not math.isnan(start[i]) and (end[i] >= time or last_of_session[i]) else 0.0
        for i in range(len(times))
    ]


def clock_window(times, start_time, end_time):
    """Bars starting from start_time up to, not including, end_time (minutes after midnight)."""
    start, _, _ = session_clocks(times)
    return [1.0 if start_time <= clock < end_time else 0.0 for clock in start]
