"""The fill arithmetic of the execution model (src/sim/broker.ts) and how a level exit is reported."""

import math

from .settings import COMMISSION_RATE, SLIPPAGE_RATE, WHOLE_UNITS


def fill_price(side, action, price):
    """The price a fill gets: buys (long entries, short exits) pay price x (1 + slippage), sells
    (long exits, short entries) receive price x (1 - slippage)."""
    buying = (side == "long") == (action == "entry")
    return price * (1 + SLIPPAGE_RATE) if buying else price * (1 - SLIPPAGE_RATE)


def mark_value(side, size, entry_price, price):
    """What closing an open trade at a price returns to cash, before costs: a short sets its entry
    notional aside like a long and is worth size x (2 x entry price - price)."""
    return size * price if side == "long" else size * (2 * entry_price - price)


def gross_profit(side, size, entry_price, exit_price):
    """Profit of a trade from entry to exit price, before commission."""
    return size * (exit_price - entry_price) if side == "long" else size * (entry_price - exit_price)


def entry_size(target_notional, cash, fill):
    """Units for a new trade: min(target notional, cash / (1 + commission)) / fill price; 0 skips."""
    if not (fill > 0) or not (cash > 0) or not (target_notional > 0):
        return 0
    notional = min(target_notional, cash / (1 + COMMISSION_RATE))
    if WHOLE_UNITS:
        # US stocks trade whole units (a 1e-9 tolerance turns 99.99999999999 units into 100).
        units = math.floor(notional / fill + 1e-9)
        while units > 0 and units * fill * (1 + COMMISSION_RATE) > cash + 1e-6:
            units -= 1
        return units
    # Crypto and forex trade fractional units; under one cent of notional is dust: skipped.
    return 0 if notional < 0.01 else notional / fill


def level_exit_reason(block, kind):
    """How a stop or target exit is reported."""
    if block in ("Trailing Stop %", "Trailing Stop ATR", "Max Drawdown"):
        return "trailing_stop"
    return "stop_loss" if kind == "stop" else "take_profit"
