/**
 * Fill arithmetic, as pure functions: every price, size and fee of a fill is decided here.
 * Buys pay price x (1 + slippage), sells receive price x (1 - slippage); commission is a rate of the
 * fill's notional. A short sets aside its entry notional from cash like a long, so the same cash
 * cap applies to both sides.
 */

export type Side = 'long' | 'short';

/** The price a fill gets: adverse by the slippage rate. */
export function fillPrice(side: Side, action: 'entry' | 'exit', price: number, slippageRate: number): number {
  const buying = (side === 'long') === (action === 'entry');
  return buying ? price * (1 + slippageRate) : price * (1 - slippageRate);
}

export function commissionOf(size: number, price: number, commissionRate: number): number {
  return size * price * commissionRate;
}

/** Value of an open trade at a price: what closing it (before costs) would return to cash. */
export function markValue(side: Side, size: number, entryPrice: number, price: number): number {
  return side === 'long' ? size * price : size * (2 * entryPrice - price);
}

/** Gross profit of a trade from entry to exit price, before commission. */
export function grossProfit(side: Side, size: number, entryPrice: number, exitPrice: number): number {
  return side === 'long' ? size * (exitPrice - entryPrice) : size * (entryPrice - exitPrice);
}

/** Smallest notional a fractional entry may have: below a cent the entry is skipped. */
export const MIN_FRACTIONAL_NOTIONAL = 0.01;

/**
 * Units for a new trade: min(target notional, cash / (1 + commission)) / fill price, floored to whole
 * units when required. 0 means the entry cannot afford a unit and is skipped.
 */
export function entrySize(options: {
  targetNotional: number;
  cash: number;
  fill: number;
  commissionRate: number;
  wholeUnits: boolean;
}): number {
  const { targetNotional, cash, fill, commissionRate, wholeUnits } = options;
  if (!(fill > 0) || !(cash > 0) || !(targetNotional > 0)) return 0;
  const notional = Math.min(targetNotional, cash / (1 + commissionRate));
  const raw = notional / fill;
  if (!wholeUnits) return notional < MIN_FRACTIONAL_NOTIONAL ? 0 : raw;
  // A hair of tolerance so that 99.99999999999 units (floating noise on an exact fit) is 100.
  let units = Math.floor(raw + 1e-9);
  while (units > 0 && units * fill * (1 + commissionRate) > cash + 1e-6) units -= 1;
  return units;
}

/** What sizes an entry (docs/engine.md#4-fills-costs-and-sizing), as SimulationSettings carries it. */
export interface EntrySizing {
  sizingMode: 'percent' | 'fixed';
  fixedPositionSize: number;
  equityFraction: number;
  slippageRate: number;
  commissionRate: number;
  wholeUnits: boolean;
}

/**
 * An entry at a bar's open: its fill price and units, the target a fixed amount or the equity
 * fraction of `equity()` (read only when sizing on equity). 0 units: the entry is skipped.
 */
export function sizeEntry(
  sizing: EntrySizing,
  side: Side,
  barOpen: number,
  cash: number,
  equity: () => number,
): { price: number; size: number } {
  const price = fillPrice(side, 'entry', barOpen, sizing.slippageRate);
  const targetNotional =
    sizing.sizingMode === 'fixed' ? sizing.fixedPositionSize : sizing.equityFraction * equity();
  const size = entrySize({
    targetNotional,
    cash,
    fill: price,
    commissionRate: sizing.commissionRate,
    wholeUnits: sizing.wholeUnits,
  });
  return { price, size };
}
