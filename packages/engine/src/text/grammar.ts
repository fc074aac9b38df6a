/**
 * The fixed words of the plain-English grammar (docs/plain-english.md#lines): everything else
 * (block names, aliases, operator and exit phrases) is read from the catalogue.
 */

export type EntrySide = 'long' | 'short';
export type ExitSide = 'exit_long' | 'exit_short';

export interface SideWord {
  /** The first word of the line, as written. */
  word: 'Buy' | 'Short' | 'Sell' | 'Cover';
  logic: 'entryLogic' | 'exitLogic';
  side: EntrySide | ExitSide;
  /** Exit blocks may be parts of exit lines only. */
  exits: boolean;
}

/** In the order lines are written. */
export const SIDE_WORDS: readonly SideWord[] = [
  { word: 'Buy', logic: 'entryLogic', side: 'long', exits: false },
  { word: 'Sell', logic: 'exitLogic', side: 'exit_long', exits: true },
  { word: 'Short', logic: 'entryLogic', side: 'short', exits: false },
  { word: 'Cover', logic: 'exitLogic', side: 'exit_short', exits: true },
];

/** The properties other symbols and higher timeframes set (docs/plain-english.md#value-blocks). */
export const SYMBOL_PROPERTY = 'symbol';
export const TIMEFRAME_PROPERTY = 'timeframe';

/** `daily`, `weekly`, `monthly` and the timeframe property values they stand for. */
export const TIMEFRAME_WORDS: Readonly<Record<string, string>> = {
  daily: '1D',
  weekly: '1W',
  monthly: '1M',
};

/** A ticker after `of`: letters, digits and the marks tickers use (BRK.B, ^GSPC, BTC-USD, EURUSD=X). */
export const SYMBOL_PATTERN = /[A-Za-z0-9^][A-Za-z0-9.^=_\-/]*/;

/** A number as the grammar writes it: `30`, `-1.5`, `.5`, `1e-7`. */
export const NUMBER_PATTERN = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
