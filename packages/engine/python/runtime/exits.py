"""Script functions of the exit rules (src/sim/exit-plan.ts)."""

from .data import hhmm_minutes, session_info, week_ending_friday, weekday_of


def end_of_week_flags(times, day):
    """End of Week: the close of the first bar of the week on or after the weekday, or of the
    week's last bar when that day has no bar (weeks end on Friday)."""
    weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    target = (max(0, weekdays.index(day) if day in weekdays else -1) + 1) % 7
    flags = [False] * len(times)
    for index in range(len(times)):
        date = times[index][:10]
        next_time = times[index + 1] if index + 1 < len(times) else None
        last_of_week = next_time is not None and week_ending_friday(next_time[:10]) != week_ending_friday(date)
        last_bar_of_day = next_time is None or next_time[:10] != date
        on_or_after = (weekday_of(date) + 1) % 7 >= target
        flags[index] = last_bar_of_day and (on_or_after or last_of_week)
    return flags


def end_of_day_flags(times, time):
    """End of Day: the close of the first bar ending at or after the time, or of the session's
    last bar."""
    info = session_info(times)
    limit = hhmm_minutes(time)
    return [
        (info["end"][i] != "" and hhmm_minutes(info["end"][i]) >= limit) or info["last_of_session"][i]
        for i in range(len(times))
    ]
