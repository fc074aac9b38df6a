"""The metrics helpers and the report in backtest_results' field names (src/metrics)."""

import math

from .settings import INITIAL_CAPITAL, INTRADAY, NAN, PERIODS_PER_YEAR, TICKER


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


def performance_metrics(bars, simulation):
    """performance_metrics as docs/metrics.md defines them (src/metrics/performance.ts)."""
    equity = simulation.equity
    if INTRADAY:
        # Hourly bars: the initial capital, then the equity at each trading day's last bar.
        times = bars["times"]
        periods = [INITIAL_CAPITAL] + [
            equity[i] for i in range(len(equity)) if i + 1 == len(times) or times[i + 1][:10] != times[i][:10]
        ]
        days = len(set(time[:10] for time in times))
    else:
        # The equity at each bar close (on the first bar nothing can have filled: it is the capital).
        periods = equity
        days = len(bars["times"])
    final_nav = periods[-1] if periods else INITIAL_CAPITAL
    returns = [(js_div(periods[i], periods[i - 1]) - 1) * 100 for i in range(1, len(periods))]
    count = len(returns)
    total_return = (final_nav / INITIAL_CAPITAL - 1) * 100
    total = 0.0
    for value in returns:
        total += value
    average = total / count if count > 0 else 0.0
    squares = 0.0
    downside_squares = 0.0
    for value in returns:
        deviation = value - average
        squares += deviation * deviation
        if value < 0:
            downside_squares += value * value
    deviation = math.sqrt(squares / (count - 1)) if count >= 2 else NAN
    downside = math.sqrt(downside_squares / count) if count > 0 else 0.0
    growth = final_nav / INITIAL_CAPITAL
    if count == 0:
        annualized_return = 0.0
    elif growth > 0:
        try:
            annualized_return = (growth ** (PERIODS_PER_YEAR / count) - 1) * 100
        except OverflowError:  # the engine's Math.pow gives Infinity (null in the JSON)
            annualized_return = math.inf
    else:
        annualized_return = -100.0
    max_drawdown = maximum_drawdown(periods, INITIAL_CAPITAL)
    trades = simulation.trades
    pnls = [trade["pnl"] for trade in trades]
    pnl_percents = [(trade["pnl"] / (trade["entry_price"] * trade["size"])) * 100 for trade in trades]
    winners = [pnl for pnl in pnls if pnl > 0]
    losers = [pnl for pnl in pnls if pnl < 0]
    gross_profit_total = 0.0
    for pnl in winners:
        gross_profit_total += pnl
    loss_total = 0.0
    for pnl in losers:
        loss_total += pnl
    gross_loss = -loss_total
    trade_count = len(trades)
    pnl_deviation = sample_std_dev(pnls)
    commission_total = 0.0
    for trade in trades:
        commission_total = commission_total + trade["entry_commission"] + trade["exit_commission"]
    sqrt_year = math.sqrt(PERIODS_PER_YEAR)
    closes = bars["close"]
    return {
        "ticker": TICKER,
        "test_period": f"{bars['times'][0][:10]} to {bars['times'][-1][:10]}",
        "initial_nav": INITIAL_CAPITAL,
        "final_nav": final_nav,
        "cumulative_return": total_return,
        "total_return": total_return,
        "max_drawdown": max_drawdown,
        "annualized_return": annualized_return,
        "daily_return": average,
        "annualized_std": deviation * sqrt_year if math.isfinite(deviation) else 0.0,
        "sharpe_ratio": (average / deviation) * sqrt_year if deviation > 0 else None,
        "sortino_ratio": (average / downside) * sqrt_year if downside > 0 else None,
        "calmar_ratio": annualized_return / abs(max_drawdown) if max_drawdown < 0 else None,
        "var_95": quantile(returns, 0.05) if count > 0 else 0.0,
        "days": days,
        "periods_per_year": PERIODS_PER_YEAR,
        "total_trades": trade_count,
        "win_ratio": (len(winners) / trade_count) * 100 if trade_count > 0 else None,
        "win_rate": (len(winners) / trade_count) * 100 if trade_count > 0 else None,
        "winning_trades": len(winners),
        "losing_trades": len(losers),
        "gross_profit": gross_profit_total,
        "gross_loss": gross_loss,
        "profit_factor": gross_profit_total / gross_loss if gross_loss > 0 else None,
        "expectancy": mean(pnls) if trade_count > 0 else None,
        "avg_trade_percent": mean(pnl_percents) if trade_count > 0 else None,
        "best_trade": max(pnl_percents) if trade_count > 0 else None,
        "worst_trade": min(pnl_percents) if trade_count > 0 else None,
        "sqn": finite_or_none((math.sqrt(trade_count) * mean(pnls)) / pnl_deviation)
        if trade_count >= 2 and pnl_deviation > 0
        else None,
        "avg_bars_held": mean([trade["bars_held"] for trade in trades]) if trade_count > 0 else None,
        "exposure": (simulation.exposed_bars / len(closes)) * 100 if closes else 0.0,
        "total_commission": commission_total,
        "buy_and_hold_return": (closes[-1] / closes[0] - 1) * 100,
    }


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
