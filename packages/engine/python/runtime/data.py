"""Bars in the script (src/data): loading a CSV, the date window, weekly and monthly
resampling, trading days and session facts read off the bar labels."""

import datetime
import math
import re
import sys

import pandas as pd

from .settings import NAN


def bar_label(text):
    """A bar label as the engine keeps it: YYYY-MM-DD for daily bars (also read from YYYY/MM/DD
    and M/D/YYYY), an ISO date-time with its UTC offset for intraday bars; None if unreadable."""
    value = text.strip()
    match = re.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", value)
    if match:
        return calendar_date(match.group(1), match.group(2), match.group(3))
    match = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", value)
    if match:
        return calendar_date(match.group(3), match.group(1), match.group(2))
    match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?", value)
    if match:
        date = calendar_date(match.group(1), match.group(2), match.group(3))
        if date is None or int(match.group(4)) > 23 or int(match.group(5)) > 59:
            return None
        seconds = match.group(6) or "00"
        zone = match.group(7) or ""
        return f"{date}T{match.group(4)}:{match.group(5)}:{seconds}{zone}"
    return None


def calendar_date(year, month, day):
    """YYYY-MM-DD if the parts make a calendar date, else None."""
    text = f"{year}-{int(month):02d}-{int(day):02d}"
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return None
    return text


def load_bars(path):
    """Reads the CSV (a header with date, open, high, low, close and optionally volume) and checks
    it as the engine does: readable dates and prices, prices above 0, high >= low, ascending dates."""
    aliases = {
        "date": ["date", "datetime", "time", "timestamp", "day", "date/time"],
        "open": ["open", "o", "open price"],
        "high": ["high", "h", "high price"],
        "low": ["low", "l", "low price"],
        "close": ["close", "c", "close price", "close/last", "adj close", "adj_close", "adjusted close", "price"],
        "volume": ["volume", "vol", "vol.", "v", "volume (shares)"],
    }
    try:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, skip_blank_lines=True)
    except OSError as error:
        fail(f"cannot read {path}: {error.strerror or error}")
    except pd.errors.EmptyDataError:
        fail(f"{path} is empty")
    except pd.errors.ParserError as error:
        fail(f"{path}: {str(error).strip()}")
    if len(frame) == 0:
        fail(f"{path} has no data rows")
    header = {str(name).lstrip("\ufeff").strip().lower(): name for name in frame.columns}
    columns = {}
    for field, names in aliases.items():
        found = next((header[name] for name in names if name in header), None)
        if found is None and field != "volume":
            fail(f"{path}: missing column {field} (the header needs date, open, high, low, close)")
        columns[field] = found
    bars = {"times": [], "open": [], "high": [], "low": [], "close": [], "volume": []}
    for row, values in enumerate(frame.itertuples(index=False), start=2):
        record = dict(zip(frame.columns, values))
        label = bar_label(str(record[columns["date"]]))
        if label is None:
            fail(f"{path}, line {row}: unreadable date {record[columns['date']]!r}")
        prices = {}
        for field in ("open", "high", "low", "close", "volume"):
            if columns[field] is None:
                prices[field] = 0.0
                continue
            text = str(record[columns[field]]).strip().replace(",", "")
            try:
                prices[field] = float(text) if text else NAN
            except ValueError:
                prices[field] = NAN
            if field != "volume" and not (math.isfinite(prices[field]) and prices[field] > 0):
                fail(f"{path}, line {row}: the {field} price must be a number above 0")
        if not (math.isfinite(prices["volume"]) and prices["volume"] >= 0):
            fail(f"{path}, line {row}: volume must be a number of at least 0")
        if prices["high"] < prices["low"]:
            fail(f"{path}, line {row}: high is below low")
        if bars["times"] and label <= bars["times"][-1]:
            fail(f"{path}, line {row}: dates must be unique and in ascending order")
        if bars["times"] and (len(label) > 10) != (len(bars["times"][0]) > 10):
            fail(f"{path}, line {row}: dates mix days and times of day")
        bars["times"].append(label)
        for field in ("open", "high", "low", "close", "volume"):
            bars[field].append(prices[field])
    return bars


def fail(message):
    """Stops the script with a one-line message and exit code 1."""
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def select_bars(bars, keep):
    """The bars at the given indices."""
    return {field: [values[i] for i in keep] for field, values in bars.items()}


def window_bars(bars, start_date, end_date):
    """The bars with start_date <= trading date <= end_date (the trading date is the first 10
    characters of the label)."""
    keep = [i for i, time in enumerate(bars["times"]) if start_date <= time[:10] <= end_date]
    return select_bars(bars, keep)


def weekday_of(date):
    """Day of the week of a YYYY-MM-DD date, 0 = Sunday .. 6 = Saturday."""
    return (datetime.date.fromisoformat(date).weekday() + 1) % 7


def week_ending_friday(date):
    """The Friday that closes the week of a date: Saturday and Sunday join the following Friday."""
    days_to_friday = (5 - weekday_of(date) + 7) % 7
    return (datetime.date.fromisoformat(date) + datetime.timedelta(days=days_to_friday)).isoformat()


def resample(bars, key_of):
    """Groups consecutive bars by key: open of the first, highest high, lowest low, close of the
    last, summed volume, labelled with the last bar's trading date."""
    out = {"times": [], "open": [], "high": [], "low": [], "close": [], "volume": []}
    current_key = None
    for index, time in enumerate(bars["times"]):
        date = time[:10]
        key = key_of(date)
        if key != current_key or not out["times"]:
            current_key = key
            out["times"].append(date)
            for field in ("open", "high", "low", "close", "volume"):
                out[field].append(bars[field][index])
            continue
        out["times"][-1] = date
        if bars["high"][index] > out["high"][-1]:
            out["high"][-1] = bars["high"][index]
        if bars["low"][index] < out["low"][-1]:
            out["low"][-1] = bars["low"][index]
        out["close"][-1] = bars["close"][index]
        out["volume"][-1] = out["volume"][-1] + bars["volume"][index]
    return out


def day_numbers(times):
    """A number per bar that changes exactly when the trading date changes (0, 0, 1, 1, 2...)."""
    numbers = []
    current = -1
    previous = None
    for time in times:
        if time[:10] != previous:
            current += 1
            previous = time[:10]
        numbers.append(current)
    return numbers


def hhmm_minutes(clock):
    """Minutes after midnight of an HH:MM clock."""
    hours, _, minutes = clock.partition(":")
    return int(hours) * 60 + int(minutes)


def session_info(times, bar_minutes=60):
    """Session facts read off intraday labels (exchange time): each bar's start clock, its end (the
    next bar's start the same day, else start + 60 minutes), and the first and last bar of each
    day. Daily bars have no clock ("")."""
    count = len(times)
    info = {"start": [""] * count, "end": [""] * count, "first_of_session": [False] * count,
            "last_of_session": [False] * count}
    for index in range(count):
        time = times[index]
        date = time[:10]
        clock = time[11:16] if len(time) > 10 else ""
        info["start"][index] = clock
        info["first_of_session"][index] = index == 0 or times[index - 1][:10] != date
        next_same_day = index + 1 < count and times[index + 1][:10] == date
        info["last_of_session"][index] = not next_same_day
        if clock == "":
            continue
        if next_same_day:
            info["end"][index] = times[index + 1][11:16]
        else:
            total = hhmm_minutes(clock) + bar_minutes
            info["end"][index] = f"{(total // 60) % 24:02d}:{total % 60:02d}"
    return info
