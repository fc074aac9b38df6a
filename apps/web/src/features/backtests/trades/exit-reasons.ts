import type { ClosedTrade } from '@stratblocks/contracts';
import { NOT_AVAILABLE } from '../../../lib/format';

/** Each exit reason of the engine in words. */
export const EXIT_REASON_WORDS = {
  signal: 'Exit signal',
  stop_loss: 'Stop loss',
  take_profit: 'Take profit',
  trailing_stop: 'Trailing stop',
  time_exit: 'Holding period',
  end_of_day: 'End of day',
  end_of_week: 'End of week',
  max_drawdown_halt: 'Max drawdown halt',
  end_of_data: 'End of data',
} as const satisfies Record<ClosedTrade['exit_reason'], string>;

export function exitReasonWords(reason: ClosedTrade['exit_reason'] | null): string {
  return reason ? EXIT_REASON_WORDS[reason] : NOT_AVAILABLE;
}
