import { describe, expect, it } from 'vitest';
import { prepareRun, sliceBars, type BarSeries, type OtherSeries } from '../../src/index';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from '../sim/scenario';

/** The bars with every bar dated after `cutDate` replaced by other prices. */
function withOtherFuture(series: BarSeries, cutDate: string): BarSeries {
  const copy = sliceBars(series, 0, series.times.length);
  for (let index = 0; index < copy.times.length; index += 1) {
    if ((copy.times[index] ?? '') <= cutDate) continue;
    const factor = 0.6 + (index % 5) * 0.2;
    copy.open[index] = (series.open[index] ?? 0) * factor;
    copy.high[index] = (series.high[index] ?? 0) * factor * 1.03;
    copy.low[index] = (series.low[index] ?? 0) * factor * 0.97;
    copy.close[index] = (series.close[index] ?? 0) * (1.6 - (index % 5) * 0.2);
    copy.volume[index] = (series.volume[index] ?? 0) * 3;
  }
  return copy;
}

describe('no look-ahead through other symbols and timeframes', () => {
  const spy = dailyBars('SPY', '2019-01-01', '2021-12-31');
  const btc = dailyBars('BTC-USD', '2019-01-01', '2021-12-31');
  const euro = dailyBars('EURUSD', '2019-01-01', '2021-12-31');
  const config = strategy({
    entryLong: [
      element('Close'),
      element('Cross Above'),
      element('SMA', { period: 3, timeframe: '1W' }),
      element('Or'),
      element('EMA', { period: 5, symbol: 'BTC-USD' }),
      element('Cross Below'),
      element('SMA', { period: 2, symbol: 'BTC-USD', timeframe: '1W' }),
    ],
    exitLong: [
      element('Close', { symbol: 'EURUSD=X' }),
      element('Cross Below'),
      element('SMA', { period: 2, symbol: 'EURUSD=X', timeframe: '1M' }),
      element('Or'),
      element('RSI', { period: 14, timeframe: '1M' }),
      element('>'),
      element('Number', { value: 60 }),
    ],
    general: { tickerSymbol: 'SPY' },
  });
  const signalsOf = (traded: BarSeries, others: OtherSeries) => {
    const prepared = prepareRun(config, traded, undefined, undefined, others);
    if (!prepared.ok) throw new Error(prepared.diagnostics[0]?.message);
    return prepared.run.signals;
  };
  const othersOf = (coin: BarSeries, fx: BarSeries): OtherSeries => ({
    'BTC-USD': { bars: coin, assetClass: 'Cryptocurrency' },
    'EURUSD=X': { bars: fx, assetClass: 'Forex' },
  });
  const original = signalsOf(spy, othersOf(btc, euro));

  it('fires both entries and exits on these years', () => {
    const count = (signal: Uint8Array | null) => (signal ?? new Uint8Array()).reduce((sum, x) => sum + x, 0);
    expect(count(original.entryLong)).toBeGreaterThan(5);
    expect(count(original.exitLong)).toBeGreaterThan(5);
  });

  it('decides nothing differently up to any bar t when every later bar of every symbol changes', () => {
    // Every third bar of the three years as the cut: Thursdays before holiday Fridays, month ends...
    let changedAfter = 0;
    for (let cut = 20; cut < spy.times.length - 1; cut += 3) {
      const cutDate = spy.times[cut] ?? '';
      const altered = signalsOf(
        withOtherFuture(spy, cutDate),
        othersOf(withOtherFuture(btc, cutDate), withOtherFuture(euro, cutDate)),
      );
      for (const side of ['entryLong', 'exitLong'] as const) {
        const before = (signal: Uint8Array | null) => Array.from(signal?.subarray(0, cut + 1) ?? []).join('');
        expect(before(altered[side]), `${side} up to ${cutDate}`).toBe(before(original[side]));
      }
      if (Array.from(altered.entryLong ?? []).join('') !== Array.from(original.entryLong ?? []).join(''))
        changedAfter += 1;
    }
    // The future did change decisions after most cuts (the test can see a difference).
    expect(changedAfter).toBeGreaterThan(100);
  });
});
