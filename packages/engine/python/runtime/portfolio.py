"""The shared portfolio's report (src/portfolio/results.ts) and the order of its entry candidates
(src/portfolio/candidates.ts), the account itself (SharedRun) being generated with the features the
strategy uses; the scan's average and median rows (src/portfolio/separate-run.ts)."""

import math

from .metrics import performance_metrics
from .settings import INITIAL_CAPITAL, RANK_ORDER, REQUIRED_COLUMNS, SCAN_COLUMNS


def order_candidates(symbols, values):
    """By rank value (ties in list order), candidates without a value after, in list order."""
    with_value = [(value, s) for s, value in zip(symbols, values) if math.isfinite(value)]
    without = [s for s, value in zip(symbols, values) if not math.isfinite(value)]
    with_value.sort(key=lambda pair: (-pair[0] if RANK_ORDER == "highest" else pair[0], pair[1]))
    return [s for _value, s in with_value] + without


def equal_weight_benchmark(run):
    """The equal-weight buy and hold as an index starting at 1, per date of the union calendar: each
    symbol holds 1/n from its first bar and is valued at its last close on a date without a bar."""
    count = len(run.times)
    n = len(run.lanes)
    index = [0.0] * count
    for s, lane in enumerate(run.lanes):
        closes = lane["bars"]["close"]
        first = closes[0]
        ratio = 1
        for t in range(count):
            k = run.bar_at[s][t]
            if k >= 0:
                ratio = closes[k] / first
            index[t] = index[t] + ratio / n
    return index


def symbol_breakdown(run):
    """Per symbol: trades, win rate, net P&L, contribution (% of the initial capital) and exposure
    (% of the union dates with a trade open)."""
    count = len(run.times)
    rows = []
    for s, lane in enumerate(run.lanes):
        trades = wins = 0
        net = 0
        for trade in run.trades:
            if trade["ticker"] != lane["symbol"]:
                continue
            trades += 1
            if trade["pnl"] > 0:
                wins += 1
            net += trade["pnl"]
        rows.append(
            {
                "ticker": lane["symbol"],
                "trades": trades,
                "win_rate": (wins / trades) * 100 if trades > 0 else None,
                "net_pnl": net,
                "contribution": (net / INITIAL_CAPITAL) * 100,
                "exposure": (run.symbol_exposed_bars[s] / count) * 100 if count > 0 else 0,
            }
        )
    return rows


class AccountFigures:
    """What performance_metrics reads of a run: the equity per date, the trades with their two
    commissions and bars held, and the number of dates with a trade open."""

    def __init__(self, equity, trades, exposed_bars):
        self.equity = equity
        self.trades = trades
        self.exposed_bars = exposed_bars


def shared_report(run):
    """The shared run as `stratblocks backtest --json` gives a portfolio, with the equity and its
    dates as the single-symbol script prints them: the metrics are those of the account's equity on
    the union calendar, with the equal-weight benchmark as its buy and hold."""
    benchmark = equal_weight_benchmark(run)
    account = AccountFigures(run.equity, run.metric_trades, run.exposed_bars)
    return {
        "closed_trades": run.trades,
        "performance_metrics": performance_metrics({"times": run.times, "close": benchmark}, account),
        "equity": run.equity,
        "dates": run.times,
        "portfolio": {"mode": "shared", "symbols": symbol_breakdown(run)},
    }


def scan_mean(values):
    total = 0.0
    for value in values:
        total += value
    return total / len(values)


def scan_median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 == 1 else (ordered[middle - 1] + ordered[middle]) / 2


def scan_summary(rows, figure):
    summary = {}
    for column in SCAN_COLUMNS:
        values = [row[column] for row in rows if row[column] is not None and math.isfinite(row[column])]
        value = figure(values) if values else None
        summary[column] = 0 if value is None and column in REQUIRED_COLUMNS else value
    return summary
