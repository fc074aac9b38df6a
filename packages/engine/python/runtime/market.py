"""The market data blocks of src/indicators/market."""

from .settings import NAN


def day_extreme(times, values, field):
    """Day High / Day Low: the bar's own value on daily bars; on intraday bars the session's
    extreme from its first bar up to this one."""
    if not times or len(times[0]) <= 10:
        return list(values)
    out = [NAN] * len(values)
    current_day = ""
    extreme = NAN
    for index in range(len(values)):
        day = times[index][:10]
        if day != current_day:
            current_day = day
            extreme = values[index]
        elif field == "high":
            extreme = max(extreme, values[index])
        else:
            extreme = min(extreme, values[index])
        out[index] = extreme
    return out


def price_change(current, close, period, percent):
    """Change of current (the close, or the open for a gap) against the close period bars back:
    in percent, (current / close - 1) x 100, or in money, current - close."""
    out = [NAN] * len(current)
    for index in range(period, len(current)):
        base = close[index - period]
        out[index] = (current[index] / base - 1) * 100 if percent else current[index] - base
    return out
