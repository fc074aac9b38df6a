"""The trend indicators of src/indicators/trend."""

import math

from .primitives import atr, ema, first_finite, is_talib_zero, rolling_max, rolling_min, shift, sma, wma
from .settings import NAN


def vwma(values, volume, period):
    """Volume-weighted moving average: sum(x volume) / sum(volume) over the last period bars;
    the plain SMA of a window without volume (forex)."""
    out = [NAN] * len(values)
    start = first_finite(values)
    weighted = volume_sum = plain_sum = 0.0
    bars_with_volume = 0
    for index in range(start, len(values)):
        value = values[index]
        bar_volume = volume[index]
        weighted += value * bar_volume
        volume_sum += bar_volume
        plain_sum += value
        if bar_volume != 0:
            bars_with_volume += 1
        if index >= start + period:
            leaving = values[index - period]
            leaving_volume = volume[index - period]
            weighted -= leaving * leaving_volume
            volume_sum -= leaving_volume
            plain_sum -= leaving
            if leaving_volume != 0:
                bars_with_volume -= 1
        if index >= start + period - 1:
            out[index] = plain_sum / period if bars_with_volume == 0 else weighted / volume_sum
    return out


def dema(values, period):
    """TA-Lib DEMA: 2 EMA(x) - EMA(EMA(x)), each EMA seeded with the SMA of its first inputs."""
    single = ema(values, period)
    double = ema(single, period)
    return [2 * single[i] - double[i] for i in range(len(values))]


def tema(values, period):
    """TA-Lib TEMA: 3 EMA1 - 3 EMA2 + EMA3, each EMA of the previous one."""
    first = ema(values, period)
    second = ema(first, period)
    third = ema(second, period)
    return [3 * first[i] - 3 * second[i] + third[i] for i in range(len(values))]


def trima(values, period):
    """TA-Lib TRIMA: an SMA of an SMA whose lengths add up to period + 1."""
    inner = period // 2 + period % 2
    outer = period + 1 - inner
    return sma(sma(values, inner), outer)


def kama(values, period):
    """TA-Lib KAMA (fast 2, slow 30): efficiency ratio over period changes, smoothing
    (ER (2/3 - 2/31) + 2/31)^2, first value at period from kama_prev = x[period - 1]."""
    slowest = 2 / (30 + 1)
    span = 2 / (2 + 1) - slowest
    out = [NAN] * len(values)
    start = first_finite(values)
    if start + period >= len(values):
        return out
    change_sum = 0.0
    for index in range(start, start + period):
        change_sum += abs(values[index] - values[index + 1])
    previous = values[start + period - 1]
    trailing_value = values[start]
    for index in range(start + period, len(values)):
        value = values[index]
        trailing = values[index - period]
        net_change = value - trailing
        if index > start + period:
            change_sum -= abs(trailing_value - trailing)
            change_sum += abs(value - values[index - 1])
        trailing_value = trailing
        if change_sum <= net_change or is_talib_zero(change_sum):
            ratio = 1
        else:
            ratio = abs(net_change / change_sum)
        smoothing = ratio * span + slowest
        smoothing *= smoothing
        previous = (value - previous) * smoothing + previous
        out[index] = previous
    return out


def hma(values, period):
    """Hull moving average: WMA(2 WMA(x, floor(n / 2)) - WMA(x, n), floor(sqrt(n)))."""
    half = wma(values, max(1, period // 2))
    full = wma(values, period)
    raw = [2 * half[i] - full[i] for i in range(len(values))]
    return wma(raw, max(1, math.floor(math.sqrt(period))))


def t3(values, period, v_factor):
    """TA-Lib T3: six chained EMAs combined with the volume factor a."""
    e1 = ema(values, period)
    e2 = ema(e1, period)
    e3 = ema(e2, period)
    e4 = ema(e3, period)
    e5 = ema(e4, period)
    e6 = ema(e5, period)
    square = v_factor * v_factor
    c1 = -(square * v_factor)
    c2 = 3 * (square - c1)
    c3 = -6 * square - 3 * (v_factor - c1)
    c4 = 1 + 3 * v_factor - c1 + 3 * square
    return [c1 * e6[i] + c2 * e5[i] + c3 * e4[i] + c4 * e3[i] for i in range(len(values))]


def zlema(values, period):
    """Zero-lag EMA: EMA(period) of 2 x[t] - x[t - lag], lag = floor((period - 1) / 2)."""
    lag = (period - 1) // 2
    adjusted = [NAN] * len(values)
    for index in range(first_finite(values) + lag, len(values)):
        adjusted[index] = 2 * values[index] - values[index - lag]
    return ema(adjusted, period)


def regression_line(values, period, output, offset=0):
    """Least-squares line over the last period values with TA-Lib's sums (x = bars ago):
    output "slope" is the slope per bar, "point" the line at offset bars from the oldest value."""
    out = [NAN] * len(values)
    start = first_finite(values)
    if period <= 1:
        for index in range(start, len(values)):
            out[index] = 0.0 if output == "slope" else values[index]
        return out
    sum_x = period * (period - 1) * 0.5
    sum_x_squares = period * (period - 1) * (2 * period - 1) / 6
    divisor = sum_x * sum_x - period * sum_x_squares
    for index in range(start + period - 1, len(values)):
        sum_xy = 0.0
        sum_y = 0.0
        for ago in range(period - 1, -1, -1):
            value = values[index - ago]
            sum_y += value
            sum_xy += ago * value
        slope = (period * sum_xy - sum_x * sum_y) / divisor
        if output == "slope":
            out[index] = slope
            continue
        intercept = (sum_y - slope * sum_x) / period
        out[index] = intercept + slope * offset
    return out


def parabolic_sar(high, low, acceleration, maximum):
    """Wilder's Parabolic SAR exactly as TA-Lib SAR; first value at index 1."""
    length = len(high)
    out = [NAN] * length
    if length < 2:
        return out
    step = min(acceleration, maximum)
    factor = step
    up_move = high[1] - high[0]
    down_move = low[0] - low[1]
    is_long = not (down_move > 0 and up_move < down_move)
    extreme = high[1] if is_long else low[1]
    sar = low[0] if is_long else high[0]
    new_low = low[1]
    new_high = high[1]
    for index in range(1, length):
        previous_low = new_low
        previous_high = new_high
        new_low = low[index]
        new_high = high[index]
        if is_long:
            if new_low <= sar:
                is_long = False
                sar = max(extreme, previous_high, new_high)
                out[index] = sar
                factor = step
                extreme = new_low
                sar = max(sar + factor * (extreme - sar), previous_high, new_high)
            else:
                out[index] = sar
                if new_high > extreme:
                    extreme = new_high
                    factor = min(factor + step, maximum)
                sar = min(sar + factor * (extreme - sar), previous_low, new_low)
        elif new_high >= sar:
            is_long = True
            sar = min(extreme, previous_low, new_low)
            out[index] = sar
            factor = step
            extreme = new_high
            sar = min(sar + factor * (extreme - sar), previous_low, new_low)
        else:
            out[index] = sar
            if new_low < extreme:
                extreme = new_low
                factor = min(factor + step, maximum)
            sar = max(sar + factor * (extreme - sar), previous_high, new_high)
    return out


def supertrend(high, low, close, period, multiplier):
    """SuperTrend: ATR(period) bands around hl2; the lower band in an uptrend, the upper in a
    downtrend; the trend flips on a close beyond this bar's final band (strictly)."""
    ranges = atr(high, low, close, period)
    out = [NAN] * len(close)
    upper = lower = NAN
    rising = True
    started = False
    for index in range(len(close)):
        average_range = ranges[index]
        if math.isnan(average_range):
            continue
        middle = (high[index] + low[index]) / 2
        basic_upper = middle + multiplier * average_range
        basic_lower = middle - multiplier * average_range
        if not started:
            started = True
            upper = basic_upper
            lower = basic_lower
            rising = True
        else:
            previous_close = close[index - 1]
            upper = basic_upper if basic_upper < upper or previous_close > upper else upper
            lower = basic_lower if basic_lower > lower or previous_close < lower else lower
            if rising and close[index] < lower:
                rising = False
            elif not rising and close[index] > upper:
                rising = True
        out[index] = lower if rising else upper
    return out


def channel_midpoint(high, low, period):
    """(highest high + lowest low) / 2 over the last period bars."""
    highest = rolling_max(high, period)
    lowest = rolling_min(low, period)
    return [(highest[i] + lowest[i]) / 2 for i in range(len(high))]


def ichimoku(high, low, conversion_period, base_period, span_b_period, displacement):
    """Ichimoku: tenkan and kijun midpoints; the spans are returned at the bar where they are
    drawn (displacement - 1 bars ahead), so nothing reads a future bar."""
    tenkan = channel_midpoint(high, low, conversion_period)
    kijun = channel_midpoint(high, low, base_period)
    lead_a = [(tenkan[i] + kijun[i]) / 2 for i in range(len(high))]
    offset = max(0, displacement - 1)
    return {
        "tenkan": tenkan,
        "kijun": kijun,
        "senkou_a": shift(lead_a, offset),
        "senkou_b": shift(channel_midpoint(high, low, span_b_period), offset),
    }


def aroon_extremes(high, low, period):
    """For each bar t >= period, the index of the highest high and of the lowest low among the
    bars t - period..t (ties to the most recent bar); -1 before."""
    length = len(high)
    highest = [-1] * length
    lowest = [-1] * length
    high_window = [0] * length
    low_window = [0] * length
    high_head = high_tail = low_head = low_tail = 0
    for index in range(length):
        bar_high = high[index]
        bar_low = low[index]
        while high_tail > high_head and high[high_window[high_tail - 1]] <= bar_high:
            high_tail -= 1
        high_window[high_tail] = index
        high_tail += 1
        while low_tail > low_head and low[low_window[low_tail - 1]] >= bar_low:
            low_tail -= 1
        low_window[low_tail] = index
        low_tail += 1
        if high_window[high_head] < index - period:
            high_head += 1
        if low_window[low_head] < index - period:
            low_head += 1
        if index >= period:
            highest[index] = high_window[high_head]
            lowest[index] = low_window[low_head]
    return highest, lowest


def aroon(high, low, period):
    """TA-Lib AROON: up / down = 100 / period x (period - bars since the highest high / lowest low)."""
    highest, lowest = aroon_extremes(high, low, period)
    factor = 100 / period
    up = [NAN] * len(high)
    down = [NAN] * len(high)
    for index in range(period, len(high)):
        if highest[index] < 0 or lowest[index] < 0:
            continue
        up[index] = factor * (period - (index - highest[index]))
        down[index] = factor * (period - (index - lowest[index]))
    return {"up": up, "down": down}


def aroon_oscillator(high, low, period):
    """TA-Lib AROONOSC: 100 / period x (index of the highest high - index of the lowest low)."""
    highest, lowest = aroon_extremes(high, low, period)
    factor = 100 / period
    out = [NAN] * len(high)
    for index in range(period, len(high)):
        if highest[index] < 0 or lowest[index] < 0:
            continue
        out[index] = factor * (highest[index] - lowest[index])
    return out


def smoothed_movement(high, low, close, period):
    """+DM, -DM and true range, Wilder-smoothed the TA-Lib way (sums of bars 1..period-1, then
    s = s - s / period + value from bar period on); NaN before index period."""
    length = len(close)
    plus_dm = [NAN] * length
    minus_dm = [NAN] * length
    ranges = [NAN] * length
    plus = minus = total_range = 0.0
    for index in range(1, length):
        bar_high = high[index]
        bar_low = low[index]
        previous_close = close[index - 1]
        up_move = bar_high - high[index - 1]
        down_move = low[index - 1] - bar_low
        bar_plus = up_move if up_move > 0 and up_move > down_move else 0
        bar_minus = down_move if down_move > 0 and up_move < down_move else 0
        bar_range = max(bar_high - bar_low, abs(bar_high - previous_close), abs(bar_low - previous_close))
        if index < period:
            plus += bar_plus
            minus += bar_minus
            total_range += bar_range
            continue
        plus = plus - plus / period + bar_plus
        minus = minus - minus / period + bar_minus
        total_range = total_range - total_range / period + bar_range
        plus_dm[index] = plus
        minus_dm[index] = minus
        ranges[index] = total_range
    return plus_dm, minus_dm, ranges


def adx(high, low, close, period):
    """TA-Lib ADX: DX = 100 |+DI - -DI| / (+DI + -DI); the first ADX, at 2 period - 1, is the
    mean of the DX of bars period..2 period - 1; then Wilder's smoothing. A bar without DX
    (zero range) adds nothing and leaves the ADX unchanged."""
    plus_dm, minus_dm, ranges = smoothed_movement(high, low, close, period)
    out = [NAN] * len(close)
    total = 0.0
    previous = NAN
    for index in range(period, len(close)):
        dx = NAN
        if not is_talib_zero(ranges[index]):
            minus_di = 100 * (minus_dm[index] / ranges[index])
            plus_di = 100 * (plus_dm[index] / ranges[index])
            di_sum = minus_di + plus_di
            if not is_talib_zero(di_sum):
                dx = 100 * (abs(minus_di - plus_di) / di_sum)
        if index < 2 * period - 1:
            if not math.isnan(dx):
                total += dx
            continue
        if index == 2 * period - 1:
            if not math.isnan(dx):
                total += dx
            previous = total / period
        elif not math.isnan(dx):
            previous = (previous * (period - 1) + dx) / period
        out[index] = previous
    return out


def directional_indicators(high, low, close, period):
    """TA-Lib PLUS_DI / MINUS_DI: 100 x smoothed DM / smoothed TR (a ratio without the 100 for
    period 1, as TA-Lib); 0 when the smoothed TR is zero."""
    plus_dm, minus_dm, ranges = smoothed_movement(high, low, close, period)
    scale = 1 if period <= 1 else 100
    plus = [NAN] * len(close)
    minus = [NAN] * len(close)
    for index in range(len(close)):
        if math.isnan(ranges[index]):
            continue
        zero = is_talib_zero(ranges[index])
        plus[index] = 0.0 if zero else scale * (plus_dm[index] / ranges[index])
        minus[index] = 0.0 if zero else scale * (minus_dm[index] / ranges[index])
    return {"plus": plus, "minus": minus}


def adxr(high, low, close, period):
    """TA-Lib ADXR: (ADX[t] + ADX[t - (period - 1)]) / 2."""
    line = adx(high, low, close, period)
    out = [NAN] * len(close)
    lag = period - 1
    for index in range(lag, len(close)):
        out[index] = (line[index] + line[index - lag]) / 2
    return out
