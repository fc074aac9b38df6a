"""The module-level values every exported script defines in its settings section, written by the
generator from the strategy (settingsSource in src/codegen/generate.ts). This module only declares
them, with example values, so that the other runtime modules can be linted on their own
(`from .settings import NAN`); it is never embedded in a script."""

import math

NAN = math.nan
TICKER = "SPY"
INTERVAL = "1 Day"
START_DATE = "2020-01-01"
END_DATE = "2024-12-31"
INITIAL_CAPITAL = 10000.0
COMMISSION_RATE = 0.1 / 100
SLIPPAGE_RATE = 0.05 / 100
PERIODS_PER_YEAR = 252
INTRADAY = False
WHOLE_UNITS = True
# Written only when the strategy reads another symbol or timeframe.
ASSET_CLASS = "US Stocks"
ASSET_CLASSES = {}
OTHER_BARS = {}
# Written in a shared portfolio's script.
RANK_ORDER = "highest"
# Written in a scan's script.
SCAN_COLUMNS = ["total_return", "sharpe_ratio", "max_drawdown", "win_rate", "total_trades", "buy_and_hold_return"]
REQUIRED_COLUMNS = {"total_return", "max_drawdown", "total_trades", "buy_and_hold_return"}
