"""Blocks reading another symbol or timeframe (src/data/sources): each bar's end as an
instant and the as-of join with the 7-day staleness rule, in whole milliseconds since the epoch."""

import datetime
import math
import re

import numpy as np

from .data import fail, resample, week_ending_friday, weekday_of
from .logic import as_column
from .settings import ASSET_CLASS, ASSET_CLASSES, INTERVAL, NAN, OTHER_BARS


def utc_midnight_ms(date):
    """The instant (ms since the epoch) of 00:00 UTC of a YYYY-MM-DD date."""
    return (datetime.date.fromisoformat(date) - datetime.date(1970, 1, 1)).days * 86400000


def new_york_offset_hours(date):
    """New York's offset from UTC in hours (-4 or -5) on a local date (a datetime.date): daylight
    time since 2007 from the second Sunday of March to the first Sunday of November, 1987-2006 from
    the first Sunday of April to the last Sunday of October, 1967-1986 the last Sundays of April
    and October."""
    year = date.year

    def sunday(month, n):
        first_weekday = (datetime.date(year, month, 1).weekday() + 1) % 7
        return datetime.date(year, month, 1 + ((7 - first_weekday) % 7) + (n - 1) * 7)

    def last_sunday(month):
        last = datetime.date(year + month // 12, month % 12 + 1, 1) - datetime.timedelta(days=1)
        return last - datetime.timedelta(days=(last.weekday() + 1) % 7)

    if year < 1967:
        return -5
    if year >= 2007:
        span = (sunday(3, 2), sunday(11, 1))
    elif year >= 1987:
        span = (sunday(4, 1), last_sunday(10))
    else:
        span = (last_sunday(4), last_sunday(10))
    return -4 if span[0] <= date < span[1] else -5


def new_york_instant(date, hour):
    """The instant (ms) of a New York wall-clock hour on a YYYY-MM-DD date."""
    offset = new_york_offset_hours(datetime.date.fromisoformat(date))
    return utc_midnight_ms(date) + hour * 3600000 - offset * 3600000


def utc_date_of(instant):
    """The UTC calendar date (datetime.date) of an instant in ms."""
    return datetime.date(1970, 1, 1) + datetime.timedelta(days=instant // 86400000)


def new_york_date(instant):
    """The New York date (YYYY-MM-DD) of an instant: standard time first; when that local date is
    in daylight time, the hour is one later."""
    date = utc_date_of(instant - 5 * 3600000)
    if new_york_offset_hours(date) == -5:
        return date.isoformat()
    return utc_date_of(instant - 4 * 3600000).isoformat()


def daily_bar_end(date, asset_class):
    """When a daily bar ends: 24:00 UTC for crypto, 17:00 New York for forex, else 16:00 New York."""
    if asset_class == "Cryptocurrency":
        return utc_midnight_ms(date) + 86400000
    return new_york_instant(date, 17 if asset_class == "Forex" else 16)


def intraday_instant(label):
    """The instant an intraday label names; a label without a UTC offset is New York time."""
    match = re.fullmatch(r"(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?", label)
    if not match:
        fail(f"unreadable time of day {label!r}")
    date = match.group(1)
    clock = int(match.group(2)) * 3600000 + int(match.group(3)) * 60000 + int(match.group(4) or "0") * 1000
    zone = match.group(5)
    if zone is None:
        return new_york_instant(date, 0) + clock
    if zone == "Z":
        return utc_midnight_ms(date) + clock
    sign = -1 if zone.startswith("-") else 1
    digits = zone[1:].replace(":", "")
    offset = sign * (int(digits[0:2]) * 3600000 + int(digits[2:4] or "0") * 60000)
    return utc_midnight_ms(date) + clock - offset


def bar_ends(bars, asset_class):
    """Every bar's end (ms): an hourly bar at the first full hour after it starts, a daily, weekly
    or monthly bar at the end of its (last) day."""
    ends = []
    for label in bars["times"]:
        if len(label) > 10:
            ends.append(intraday_instant(label) // 3600000 * 3600000 + 3600000)
        else:
            ends.append(daily_bar_end(label[:10], asset_class))
    return ends


def last_day_of_month(month, calendar_day):
    """The last day of a month (YYYY-MM): its last weekday, or its last calendar day for crypto."""
    year, number = int(month[:4]), int(month[5:7])
    last = datetime.date(year + number // 12, number % 12 + 1, 1) - datetime.timedelta(days=1)
    day = last.day
    if not calendar_day:
        while weekday_of(f"{month}-{day:02d}") in (0, 6):
            day -= 1
    return f"{month}-{day:02d}"


def completions(daily, ends, key_of, last_day_of, periods):
    """When each period of daily bars is complete: at the end of its bar dated on the period's last
    day, or when that bar does not exist (a holiday), at the end of the first bar after that day."""
    available = [math.inf] * periods
    period = -1
    key = ""
    last_day = ""
    done = True
    for index, time in enumerate(daily["times"]):
        date = time[:10]
        bar_key = key_of(date)
        if bar_key != key or period < 0:
            if not done and period >= 0:
                available[period] = ends[index]
            period += 1
            key = bar_key
            last_day = last_day_of(bar_key)
            done = False
        if not done and date >= last_day:
            available[period] = ends[index]
            done = True
    return available


def daily_from_hourly(hourly, ends):
    """Daily bars from hourly bars by New York date; a day is complete at the end of its bar ending
    at 16:00 New York (later bars of that date are left out), a shorter session at the end of the
    next session's first bar."""
    count = len(hourly["times"])
    bars = {"times": [], "open": [], "high": [], "low": [], "close": [], "volume": []}
    available = []
    dates = [new_york_date(intraday_instant(label)) for label in hourly["times"]]
    index = 0
    while index < count:
        date = dates[index]
        close_time = new_york_instant(date, 16)
        last = index
        following = index + 1
        while following < count and dates[following] == date:
            following += 1
        completed_at = -1
        for bar in range(index, following):
            last = bar
            if ends[bar] >= close_time:
                completed_at = ends[bar]
                break
        if completed_at < 0:
            completed_at = ends[following] if following < count else math.inf
        high = -math.inf
        low = math.inf
        volume = 0.0
        for bar in range(index, last + 1):
            if hourly["high"][bar] > high:
                high = hourly["high"][bar]
            if hourly["low"][bar] < low:
                low = hourly["low"][bar]
            volume += hourly["volume"][bar]
        bars["times"].append(date)
        bars["open"].append(hourly["open"][index])
        bars["high"].append(high)
        bars["low"].append(low)
        bars["close"].append(hourly["close"][last])
        bars["volume"].append(volume)
        available.append(completed_at)
        index = following
    return {"bars": bars, "available": available, "raw_ends": ends}


def source_series(stored, asset_class, timeframe):
    """The series a block with a symbol or timeframe is computed on: the symbol's bars at the run's
    stored interval (daily, hourly for 1 Hour runs) aggregated to the timeframe, with the instant
    each bar is complete ("available") and the ends of the bars before aggregation ("raw_ends")."""
    if INTERVAL in ("1 Week", "1 Month"):
        bars = resample(stored, lambda date: week_ending_friday(date)) if INTERVAL == "1 Week" else resample(stored, lambda date: date[:7])
        ends = bar_ends(bars, asset_class)
        return {"bars": bars, "available": ends, "raw_ends": ends}
    raw_ends = bar_ends(stored, asset_class)
    if INTERVAL == "1 Hour":
        if timeframe == "1D":
            return daily_from_hourly(stored, raw_ends)
        return {"bars": stored, "available": raw_ends, "raw_ends": raw_ends}
    if timeframe == "1W":
        bars = resample(stored, lambda date: week_ending_friday(date))
        available = completions(stored, raw_ends, lambda date: week_ending_friday(date), lambda key: key, len(bars["times"]))
        return {"bars": bars, "available": available, "raw_ends": raw_ends}
    if timeframe == "1M":
        bars = resample(stored, lambda date: date[:7])
        crypto = asset_class == "Cryptocurrency"
        available = completions(stored, raw_ends, lambda date: date[:7],
                                lambda key: last_day_of_month(key, crypto), len(bars["times"]))
        return {"bars": bars, "available": available, "raw_ends": raw_ends}
    return {"bars": stored, "available": raw_ends, "raw_ends": raw_ends}


def as_of_column(values, available, raw_ends, traded_ends):
    """At each traded bar's end, the value of the latest source bar complete by then; NaN when the
    source's own latest bar ended more than 7 x 24 hours before (a gap or the series ended)."""
    out = np.full(len(traded_ends), NAN)
    source = -1
    raw = -1
    for t, end in enumerate(traded_ends):
        while source + 1 < len(available) and available[source + 1] <= end:
            source += 1
        while raw + 1 < len(raw_ends) and raw_ends[raw + 1] <= end:
            raw += 1
        if source < 0 or raw < 0:
            continue
        if end - raw_ends[raw] > 7 * 24 * 3600000:
            continue
        out[t] = values[source]
    return out


def sourced(bars, symbol, timeframe, compute):
    """A block read on another symbol (its bars from OTHER_BARS) or the traded symbol at another
    timeframe: computed on that series, then joined as of each traded bar's end."""
    if symbol is None:
        series = source_series(bars, ASSET_CLASS, timeframe)
    else:
        if symbol not in OTHER_BARS:
            fail(f"symbol {symbol!r} is not in the folder")
        series = source_series(OTHER_BARS[symbol], ASSET_CLASSES.get(symbol, "US Stocks"), timeframe)
    traded_ends = bar_ends(bars, ASSET_CLASS)
    outputs = compute(series["bars"])
    join = lambda values: as_of_column(as_column(values), series["available"], series["raw_ends"], traded_ends)
    if isinstance(outputs, dict):
        return {name: join(values) for name, values in outputs.items()}
    return join(outputs)
