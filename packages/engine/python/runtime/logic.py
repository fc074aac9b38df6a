"""Columns and the comparisons of the rows (src/logic/signals.ts), on numpy arrays."""

import numpy as np


def as_column(values):
    """A column as a numpy array of floats (NaN where no value exists yet)."""
    return np.asarray(values, dtype=float)


def columns_of(outputs):
    """The outputs of a multi-output indicator as numpy arrays, by output name."""
    return {name: as_column(values) for name, values in outputs.items()}


def cross_above(a, b):
    """a[t-1] <= b[t-1] and a[t] > b[t]; False on the first bar and where a value is missing."""
    out = np.zeros(len(a), dtype=bool)
    out[1:] = (a[:-1] <= b[:-1]) & (a[1:] > b[1:])
    return out


def cross_below(a, b):
    """a[t-1] >= b[t-1] and a[t] < b[t]; False on the first bar and where a value is missing."""
    out = np.zeros(len(a), dtype=bool)
    out[1:] = (a[:-1] >= b[:-1]) & (a[1:] < b[1:])
    return out


def equal(a, b):
    """a = b within a relative 1e-9."""
    return np.abs(a - b) <= 1e-9 * np.maximum(1, np.maximum(np.abs(a), np.abs(b)))


def unsupported(block):
    """A block the Python export cannot compute yet (see the note at the top of the script)."""
    raise NotImplementedError(f"{block} has no Python implementation yet")
