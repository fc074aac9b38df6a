"""The metrics helpers and the report in backtest_results' field names (src/metrics)."""

import math

from .settings import NAN, TICKER


def js_div(a, b):
    """a / b with IEEE results for a zero divisor (inf or NaN), as the engine divides."""
    if b == 0:
        if a == 0 or math.isnan(a):
            return NAN
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def mean(values):
    if not values:
        return NAN
    total = 0.0
    for value in values:
        total += value
    return total / len(values)


def sample_std_dev(values):
    """Sample standard deviation (divisor n - 1); NaN with fewer than 2 values."""
    if len(values) < 2:
        return NAN
    average = mean(values)
    total = 0.0
    for value in values:
        total += (value - average) * (value - average)
    return math.sqrt(total / (len(values) - 1))


def quantile(values, q):
    """The q-quantile with linear interpolation between order statistics (numpy.percentile's default)."""
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    lower = math.floor(position)
    fraction = position - lower
    low = ordered[lower]
    if fraction == 0 or lower + 1 >= len(ordered):
        return low
    return low + fraction * (ordered[lower + 1] - low)


def maximum_drawdown(equity, start_peak):
    """Largest fall below the running peak, in percent (0 or negative)."""
    peak = start_peak
    worst = 0.0
    for value in equity:
        if value > peak:
            peak = value
        drawdown = (value / peak - 1) * 100
        if drawdown < worst:
            worst = drawdown
    return worst


def finite_or_none(value):
    return value if value is not None and math.isfinite(value) else None


def closed_trades(bars, simulation):
    """closed_trades in the spec's field names, in exit order."""
    times = bars["times"]
    return [
        {
            "entry_date": times[trade["entry_bar"]],
            "exit_date": times[trade["exit_bar"]],
            "ticker": TICKER,
            "type": trade["side"],
            "entry_price": trade["entry_price"],
            "exit_price": trade["exit_price"],
            "size": trade["size"],
            "pnl": trade["pnl"],
            "pnl_percent": (trade["pnl"] / (trade["entry_price"] * trade["size"])) * 100,
            "commission": trade["entry_commission"] + trade["exit_commission"],
            "exit_reason": trade["exit_reason"],
            "exit_block": trade["exit_block"],
            "ambiguous": trade["ambiguous"],
            "closed_at_end": trade["closed_at_end"],
            "bars_held": trade["bars_held"],
        }
        for trade in simulation.trades
    ]


def json_safe(value):
    """NaN and infinities become null, as in the engine's JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {key: json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(item) for item in value]
    return value
