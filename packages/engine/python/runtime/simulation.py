"""The fill arithmetic of the execution model (src/sim/broker.ts) and how a level exit is reported."""

from .settings import SLIPPAGE_RATE


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


def level_exit_reason(block, kind):
    """How a stop or target exit is reported."""
    if block in ("Trailing Stop %", "Trailing Stop ATR", "Max Drawdown"):
        return "trailing_stop"
    return "stop_loss" if kind == "stop" else "take_profit"
