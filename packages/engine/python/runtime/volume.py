"""The volume indicators of src/indicators/volume."""

from .data import session_info
from .primitives import ema, rolling_sum, sma
from .settings import NAN


def obv(close, volume):
    """TA-Lib OBV: a running volume total from the first bar's volume, added on an up close and
    subtracted on a down close."""
    out = [0.0] * len(close)
    if not close:
        return out
    total = volume[0]
    previous = close[0]
    for index in range(len(close)):
        value = close[index]
        if value > previous:
            total += volume[index]
        elif value < previous:
            total -= volume[index]
        out[index] = total
        previous = value
    return out


def money_flow_volume(high, low, close, volume):
    """((close - low) - (high - close)) / (high - low) x volume; 0 when high <= low."""
    bar_range = high - low
    return ((close - low - (high - close)) / bar_range) * volume if bar_range > 0 else 0.0


def accumulation_distribution(high, low, close, volume):
    """TA-Lib AD: the running sum of the money flow volume from the first bar."""
    out = [0.0] * len(close)
    total = 0.0
    for index in range(len(close)):
        total += money_flow_volume(high[index], low[index], close[index], volume[index])
        out[index] = total
    return out


def chaikin_oscillator(high, low, close, volume, fast, slow):
    """TA-Lib ADOSC: EMA(fast) - EMA(slow) of the AD line, both EMAs starting at the first AD
    value (no SMA seed); output from max(fast, slow) - 1."""
    length = len(close)
    out = [NAN] * length
    start = max(fast, slow) - 1
    if start >= length:
        return out
    fast_k = 2 / (fast + 1)
    slow_k = 2 / (slow + 1)
    ad = fast_ema = slow_ema = 0.0
    for index in range(length):
        ad += money_flow_volume(high[index], low[index], close[index], volume[index])
        if index == 0:
            fast_ema = ad
            slow_ema = ad
        else:
            fast_ema = fast_k * ad + (1 - fast_k) * fast_ema
            slow_ema = slow_k * ad + (1 - slow_k) * slow_ema
        if index >= start:
            out[index] = fast_ema - slow_ema
    return out


def cmf(high, low, close, volume, period):
    """Chaikin money flow: window sum of money flow volume / window sum of volume; NaN without volume."""
    flow = [money_flow_volume(high[i], low[i], close[i], volume[i]) for i in range(len(close))]
    flow_sum = rolling_sum(flow, period)
    volume_sum = rolling_sum(volume, period)
    return [NAN if volume_sum[i] == 0 else flow_sum[i] / volume_sum[i] for i in range(len(close))]


def mfi(high, low, close, volume, period):
    """TA-Lib MFI: 100 x positive flow / (positive + negative flow) over period bars (flow =
    typical price x volume, by the typical price's direction); 0 when the total is below 1."""
    length = len(close)
    out = [NAN] * length
    if period >= length:
        return out
    positive = [0.0] * period
    negative = [0.0] * period
    positive_sum = negative_sum = 0.0
    previous = (high[0] + low[0] + close[0]) / 3
    for index in range(1, length):
        slot = (index - 1) % period
        if index > period:
            positive_sum -= positive[slot]
            negative_sum -= negative[slot]
        typical = (high[index] + low[index] + close[index]) / 3
        change = typical - previous
        previous = typical
        flow = typical * volume[index]
        positive[slot] = flow if change > 0 else 0.0
        negative[slot] = flow if change < 0 else 0.0
        positive_sum += positive[slot]
        negative_sum += negative[slot]
        if index >= period:
            total = positive_sum + negative_sum
            out[index] = 0.0 if total < 1 else 100 * (positive_sum / total)
    return out


def vwap(times, high, low, close, volume):
    """VWAP: cumulative typical price x volume over cumulative volume, restarting every session on
    intraday bars; the cumulative mean typical price while there is no volume."""
    restarts = session_info(times)["first_of_session"] if times and len(times[0]) > 10 else None
    out = [0.0] * len(close)
    weighted = total_volume = typical_sum = 0.0
    count = 0
    for index in range(len(close)):
        if restarts is not None and restarts[index]:
            weighted = total_volume = typical_sum = 0.0
            count = 0
        typical = (high[index] + low[index] + close[index]) / 3
        weighted += typical * volume[index]
        total_volume += volume[index]
        typical_sum += typical
        count += 1
        out[index] = typical_sum / count if total_volume == 0 else weighted / total_volume
    return out


def force_index(close, volume, period):
    """Force index: EMA(period) of (close - previous close) x volume, SMA-seeded."""
    raw = [NAN] * len(close)
    for index in range(1, len(close)):
        raw[index] = (close[index] - close[index - 1]) * volume[index]
    return ema(raw, period)


def ease_of_movement(high, low, volume, period):
    """Ease of movement: SMA(period) of (midpoint move) x (high - low) / (volume / 1,000,000);
    a bar without volume or range contributes 0."""
    raw = [NAN] * len(volume)
    for index in range(1, len(volume)):
        if volume[index] == 0 or high[index] == low[index]:
            raw[index] = 0.0
            continue
        move = (high[index] + low[index]) / 2 - (high[index - 1] + low[index - 1]) / 2
        raw[index] = (move * (high[index] - low[index])) / (volume[index] / 1000000)
    return sma(raw, period)


def volume_rate(volume, period):
    """Relative volume: volume / SMA(volume, period); NaN when the average is 0."""
    average = sma(volume, period)
    return [NAN if average[i] == 0 else volume[i] / average[i] for i in range(len(volume))]


def line_and_signal(line, period):
    """A cumulative line (value) and its SMA over the period (signal)."""
    return {"value": line, "signal": sma(line, period)}
