import { describe, it } from 'vitest';
import { computeHighestHigh } from '../../../src/indicators/levels/highest-high';
import { computeLowestLow } from '../../../src/indicators/levels/lowest-low';
import { computeMidpoint, midpoint } from '../../../src/indicators/levels/midpoint';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';

const SPY = dailyBars('SPY');
const AAPL = dailyBars('AAPL');
const BTC = dailyBars('BTC-USD');
const value = (outputs: Record<string, Float64Array>) => outputs['value'] ?? new Float64Array();
const reference = (outputs: Record<string, Float64Array>) => outputs['outReal'] ?? new Float64Array();

describe('Highest High and Lowest Low against TA-Lib MAX / MIN', () => {
  it.each([
    { symbol: 'SPY', bars: SPY, period: 20 },
    { symbol: 'SPY', bars: SPY, period: 3 },
    { symbol: 'AAPL', bars: AAPL, period: 55 },
    { symbol: 'BTC-USD', bars: BTC, period: 20 },
  ])('$symbol, period $period', ({ bars, period }) => {
    expectColumnsClose(
      value(computeHighestHigh(bars, { period })),
      reference(talib('MAX', { inReal: bars.high }, { optInTimePeriod: period })),
    );
    expectColumnsClose(
      value(computeLowestLow(bars, { period })),
      reference(talib('MIN', { inReal: bars.low }, { optInTimePeriod: period })),
    );
  });
});

describe('Midpoint against TA-Lib MIDPOINT', () => {
  it.each([
    { symbol: 'SPY', bars: SPY, period: 14, source: 'close' as const },
    { symbol: 'SPY', bars: SPY, period: 5, source: 'high' as const },
    { symbol: 'AAPL', bars: AAPL, period: 30, source: 'close' as const },
  ])('$symbol $source, period $period', ({ bars, period, source }) => {
    expectColumnsClose(
      value(computeMidpoint(bars, { period, source })),
      reference(talib('MIDPOINT', { inReal: bars[source] }, { optInTimePeriod: period })),
    );
  });

  it('is the value itself at period 1 (a period TA-Lib refuses)', () => {
    expectColumnsClose(midpoint(Float64Array.of(3, 7, 5), 1), Float64Array.of(3, 7, 5));
  });
});
