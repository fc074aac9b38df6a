/**
 * The lines of a script's main that fill OTHER_BARS (docs/export.md#other-symbols-and-timeframes):
 * every other symbol the strategy reads, from <folder>/<SYMBOL>.csv, cut to the window, as the
 * command line and the server load them before a run. One loading serves every symbol of a
 * portfolio: each reads the same other series, as the engine's runPortfolio shares its `others`.
 * `folder` is the Python expression of the folder; the lines are indented for main's body.
 */
export function otherBarsLoading(folder: string): string[] {
  return [
    '    # Every other symbol the strategy reads, cut to the window.',
    '    for other in OTHER_SYMBOLS:',
    `        OTHER_BARS[other] = window_bars(load_bars(${folder} + "/" + other + ".csv"), START_DATE, END_DATE)`,
    '        if not OTHER_BARS[other]["times"]:',
    '            fail(f"symbol {other!r} has no bars in the window")',
  ];
}

/** The Python expression listing the CSV files a portfolio's script reads, each once. */
export function portfolioFiles(readsOthers: boolean): string {
  return readsOthers ? "', '.join(dict.fromkeys([*SYMBOLS, *OTHER_SYMBOLS]))" : "', '.join(SYMBOLS)";
}
