import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockElementInput, PortfolioSettings, PortfolioStrategyInput } from '../../src/index';

const ROOT = join(import.meta.dirname, '../../../..');
const rotation = JSON.parse(
  readFileSync(join(ROOT, 'examples/sector-rotation.json'), 'utf8'),
) as PortfolioStrategyInput;

/** A value block, with a symbol or timeframe when it reads one (docs/engine.md#11-other-symbols-and-timeframes). */
export const read = (name: string, properties: Record<string, string | number> = {}): BlockElementInput => ({
  name,
  type: 'comparable',
  properties,
});
const op = (name: string) => ({ name, type: 'compare-operator' });
const or = { name: 'Or', type: 'boolean-operator' };
const and = { name: 'And', type: 'boolean-operator' };

/**
 * A portfolio of the README's sector rotation settings that enters while SPY closes above its
 * 200-day SMA and the symbol's own close is above its 10-week SMA, and leaves when either breaks:
 * every symbol reads the same SPY series, and its own weekly bars. The first symbol is the
 * strategy's ticker, as the API sets it.
 */
export function regimeFilter(
  symbols: string[],
  mode: PortfolioSettings['mode'],
  rankBy?: PortfolioSettings['rankBy'],
): PortfolioStrategyInput {
  return {
    ...rotation,
    generalSetting: {
      ...rotation.generalSetting,
      tickerSymbol: symbols[0] ?? '',
      startDate: '2012-01-01',
      endDate: '2023-12-31',
    },
    entryLogic: {
      long: {
        elements: [
          read('Close', { symbol: 'SPY' }),
          op('>'),
          read('SMA', { period: 200, symbol: 'SPY' }),
          and,
          read('Close'),
          op('>'),
          read('SMA', { period: 10, timeframe: '1W' }),
        ],
      },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [
          read('Close'),
          op('Cross Below'),
          read('SMA', { period: 10, timeframe: '1W' }),
          or,
          read('Close', { symbol: 'SPY' }),
          op('Cross Below'),
          read('SMA', { period: 200, symbol: 'SPY' }),
        ],
      },
      exit_short: null,
    },
    riskSetting: { ...rotation.riskSetting, maxOpenTrades: 2 },
    portfolio: { symbols, mode, ...(rankBy ? { rankBy } : {}) },
  } as PortfolioStrategyInput;
}
