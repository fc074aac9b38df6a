import type { TradeRow } from '../results/read-results';

export interface TradeFlag {
  id: string;
  /** The badge's text. */
  label: string;
  /** What the flag means, shown on hover and focus of the badge. */
  description: string;
  /** Whether a trade carries the flag. */
  applies: (trade: TradeRow) => boolean;
}

/**
 * Flags a trade may carry, each explained in words. A new flag of the trade data (a gap fill, say)
 * is one more entry here; the table, its badges and their tooltips follow.
 */
export const TRADE_FLAGS: readonly TradeFlag[] = [
  {
    id: 'ambiguous',
    label: 'Ambiguous bar',
    description:
      'This bar touched both the stop and the target; the stop was taken, as the execution model says.',
    applies: (trade) => trade.ambiguous === true,
  },
  {
    id: 'closed-at-end',
    label: 'Closed at end',
    description: 'Still open after the last bar: closed at the last close, with commission and slippage.',
    applies: (trade) => trade.closed_at_end === true,
  },
];

/** The flags of one trade, in the order above. */
export function flagsOf(trade: TradeRow): TradeFlag[] {
  return TRADE_FLAGS.filter((flag) => flag.applies(trade));
}
