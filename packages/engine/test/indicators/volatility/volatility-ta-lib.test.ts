import { describe, expect, it } from 'vitest';
import { atr, trueRange } from '../../../src/indicators/primitives';
import { bollingerBands } from '../../../src/indicators/volatility/bollinger-bands';
import { bollingerBandwidth } from '../../../src/indicators/volatility/bollinger-bandwidth';
import { bollingerPercentB } from '../../../src/indicators/volatility/bollinger-percent-b';
import { keltnerChannels } from '../../../src/indicators/volatility/keltner-channels';
import { natr } from '../../../src/indicators/volatility/natr';
import { standardDeviation } from '../../../src/indicators/volatility/standard-deviation';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';

const SPY = dailyBars('SPY');
const AAPL = dailyBars('AAPL');
const BTC = dailyBars('BTC-USD');
const hlc = (bars: typeof SPY) => ({ high: bars.high, low: bars.low, close: bars.close });
const column = (outputs: Record<string, Float64Array>, name: string) => outputs[name] ?? new Float64Array();
const hlc3 = (bars: typeof SPY) =>
  bars.close.map((close, index) => ((bars.high[index] ?? 0) + (bars.low[index] ?? 0) + close) / 3);

describe('ATR primitive against TA-Lib ATR', () => {
  it.each([
    ['SPY', SPY, 14],
    ['SPY', SPY, 5],
    ['SPY', SPY, 1],
    ['AAPL', AAPL, 14],
    ['BTC-USD', BTC, 30],
  ] as const)('%s ATR(%i)', (_symbol, bars, period) => {
    const actual = atr(bars.high, bars.low, bars.close, period);
    expectColumnsClose(actual, column(talib('ATR', hlc(bars), { optInTimePeriod: period }), 'outReal'));
    if (period > 1)
      expect(Number.isNaN(actual[period - 1] ?? 0) && Number.isFinite(actual[period] ?? Number.NaN)).toBe(
        true,
      );
  });

  it('is empty when the series is not longer than the period', () => {
    const short = dailyBars('SPY', '2020-01-01', '2020-01-20');
    expect(atr(short.high, short.low, short.close, short.close.length).every(Number.isNaN)).toBe(true);
  });
});

describe('NATR against TA-Lib NATR', () => {
  it.each([
    ['SPY', SPY, 14],
    ['SPY', SPY, 7],
    ['AAPL', AAPL, 14],
  ] as const)('%s NATR(%i)', (_symbol, bars, period) => {
    expectColumnsClose(
      natr(bars.high, bars.low, bars.close, period),
      column(talib('NATR', hlc(bars), { optInTimePeriod: period }), 'outReal'),
    );
  });

  it('stays a percentage at period 1, where TA-Lib returns the raw true range', () => {
    const range = column(talib('TRANGE', hlc(SPY)), 'outReal');
    expectColumnsClose(
      natr(SPY.high, SPY.low, SPY.close, 1),
      range.map((value, index) => (value / (SPY.close[index] ?? Number.NaN)) * 100),
    );
  });

  it('is 0 on a bar whose close is 0 instead of dividing by zero', () => {
    const values = natr(
      Float64Array.of(2, 3, 4, 5),
      Float64Array.of(1, 1, 2, 3),
      Float64Array.of(1.5, 2, 4, 0),
      2,
    );
    expect(Array.from(values)).toEqual([Number.NaN, Number.NaN, 50, 0]);
  });
});

describe('True Range against TA-Lib TRANGE', () => {
  it.each([
    ['SPY', SPY],
    ['BTC-USD', BTC],
  ] as const)('%s', (_symbol, bars) => {
    expectColumnsClose(
      trueRange(bars.high, bars.low, bars.close),
      column(talib('TRANGE', hlc(bars)), 'outReal'),
    );
  });
});

describe('Bollinger Bands against TA-Lib BBANDS (SMA)', () => {
  it.each([
    { label: 'SPY close', values: SPY.close, period: 20, deviations: 2 },
    { label: 'SPY hlc3', values: hlc3(SPY), period: 10, deviations: 1.5 },
    { label: 'SPY volume', values: SPY.volume, period: 20, deviations: 2 },
    { label: 'AAPL close', values: AAPL.close, period: 50, deviations: 1 },
    { label: 'BTC-USD close', values: BTC.close, period: 20, deviations: 2.5 },
  ])('$label, period $period, $deviations deviations', ({ values, period, deviations }) => {
    const reference = talib(
      'BBANDS',
      { inReal: values },
      { optInTimePeriod: period, optInNbDevUp: deviations, optInNbDevDn: deviations, optInMAType: 0 },
    );
    const bands = bollingerBands(values, period, deviations);
    expectColumnsClose(bands.upper, column(reference, 'outRealUpperBand'));
    expectColumnsClose(bands.middle, column(reference, 'outRealMiddleBand'));
    expectColumnsClose(bands.lower, column(reference, 'outRealLowerBand'));
  });

  it('%B and Bandwidth follow from the TA-Lib bands', () => {
    for (const [values, period, deviations] of [
      [SPY.close, 20, 2],
      [AAPL.close, 14, 1.5],
    ] as const) {
      const reference = talib(
        'BBANDS',
        { inReal: values },
        { optInTimePeriod: period, optInNbDevUp: deviations, optInNbDevDn: deviations, optInMAType: 0 },
      );
      const upper = column(reference, 'outRealUpperBand');
      const middle = column(reference, 'outRealMiddleBand');
      const lower = column(reference, 'outRealLowerBand');
      expectColumnsClose(
        bollingerPercentB(values, period, deviations),
        values.map(
          (value, index) => (value - (lower[index] ?? 0)) / ((upper[index] ?? 0) - (lower[index] ?? 0)),
        ),
      );
      expectColumnsClose(
        bollingerBandwidth(values, period, deviations),
        middle.map((mean, index) => ((upper[index] ?? 0) - (lower[index] ?? 0)) / mean),
      );
    }
  });
});

describe('Standard Deviation against TA-Lib STDDEV (nbdev 1)', () => {
  it.each([
    { label: 'SPY close', values: SPY.close, period: 20 },
    { label: 'SPY close', values: SPY.close, period: 5 },
    { label: 'SPY volume', values: SPY.volume, period: 10 },
    { label: 'AAPL close', values: AAPL.close, period: 20 },
    { label: 'BTC-USD close', values: BTC.close, period: 2 },
  ])('$label, period $period', ({ values, period }) => {
    expectColumnsClose(
      standardDeviation(values, period),
      column(talib('STDDEV', { inReal: values }, { optInTimePeriod: period, optInNbDev: 1 }), 'outReal'),
    );
  });
});

describe('Keltner Channels from TA-Lib EMA and ATR', () => {
  it.each([
    { symbol: 'SPY', bars: SPY, period: 20, multiplier: 2 },
    { symbol: 'SPY', bars: SPY, period: 10, multiplier: 1.5 },
    { symbol: 'AAPL', bars: AAPL, period: 20, multiplier: 2 },
  ])('$symbol, period $period, multiplier $multiplier', ({ bars, period, multiplier }) => {
    const average = column(talib('EMA', { inReal: bars.close }, { optInTimePeriod: period }), 'outReal');
    const range = column(talib('ATR', hlc(bars), { optInTimePeriod: period }), 'outReal');
    // The EMA starts a bar before the ATR: the channel starts with the ATR, at index `period`.
    const middle = average.map((value, index) =>
      Number.isNaN(range[index] ?? Number.NaN) ? Number.NaN : value,
    );
    const channel = keltnerChannels(bars.high, bars.low, bars.close, period, multiplier);
    expect(channel.middle.findIndex(Number.isFinite)).toBe(period);
    expectColumnsClose(channel.middle, middle);
    expectColumnsClose(
      channel.upper,
      middle.map((value, index) => value + multiplier * (range[index] ?? Number.NaN)),
    );
    expectColumnsClose(
      channel.lower,
      middle.map((value, index) => value - multiplier * (range[index] ?? Number.NaN)),
    );
  });
});
