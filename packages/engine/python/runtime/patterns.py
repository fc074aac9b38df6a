"""The candlestick patterns of src/indicators/patterns: 1.0 on a matching bar, else 0.0."""



def engulfing(open_, close, strict):
    """Bullish engulfing: a down bar, then an up bar whose body covers it (open <= previous close
    and close >= previous open; strictly with strict)."""
    out = [0.0] * len(close)
    for index in range(1, len(close)):
        previous_open, previous_close = open_[index - 1], close[index - 1]
        bar_open, bar_close = open_[index], close[index]
        if not (previous_close < previous_open and bar_close > bar_open):
            continue
        if strict:
            covers = bar_open < previous_close and bar_close > previous_open
        else:
            covers = bar_open <= previous_close and bar_close >= previous_open
        out[index] = 1.0 if covers else 0.0
    return out


def hammer(open_, high, low, close, strict):
    """Hammer: body <= range / 3 in the upper third, lower shadow >= 2 x body; strict also after a
    lower close than 5 bars before and with an upper shadow <= 10% of the range."""
    out = [0.0] * len(close)
    for index in range(len(close)):
        bar_open, bar_close, bar_high, bar_low = open_[index], close[index], high[index], low[index]
        bar_range = bar_high - bar_low
        body = abs(bar_close - bar_open)
        body_low = min(bar_open, bar_close)
        shape = (
            bar_range > 0
            and body <= bar_range / 3
            and body_low >= bar_low + (2 * bar_range) / 3
            and body_low - bar_low >= 2 * body
        )
        if not shape:
            continue
        if strict:
            if index < 5:
                continue
            lower_close = close[index - 5] > bar_close
            small_upper_shadow = bar_high - max(bar_open, bar_close) <= 0.1 * bar_range
            if not (lower_close and small_upper_shadow):
                continue
        out[index] = 1.0
    return out


def shooting_star(open_, high, low, close, strict):
    """Shooting star: body <= range / 3 in the lower third, upper shadow >= 2 x body; strict also
    after a higher close than 5 bars before and with a lower shadow <= 10% of the range."""
    out = [0.0] * len(close)
    for index in range(len(close)):
        bar_open, bar_close, bar_high, bar_low = open_[index], close[index], high[index], low[index]
        bar_range = bar_high - bar_low
        body = abs(bar_close - bar_open)
        body_high = max(bar_open, bar_close)
        shape = (
            bar_range > 0
            and body <= bar_range / 3
            and body_high <= bar_low + bar_range / 3
            and bar_high - body_high >= 2 * body
        )
        if not shape:
            continue
        if strict:
            if index < 5:
                continue
            higher_close = close[index - 5] < bar_close
            small_lower_shadow = min(bar_open, bar_close) - bar_low <= 0.1 * bar_range
            if not (higher_close and small_lower_shadow):
                continue
        out[index] = 1.0
    return out


def doji(open_, high, low, close, threshold):
    """Doji: |close - open| <= threshold x (high - low)."""
    return [
        1.0 if abs(close[i] - open_[i]) <= threshold * (high[i] - low[i]) else 0.0 for i in range(len(close))
    ]
