import { describe, expect, it } from 'vitest';
import { TREND_INDICATORS } from '../../../src/blocks/catalogue/indicators-trend';
import { TREND_COMPUTATIONS } from '../../../src/indicators/trend/index';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars } from '../talib-reference';
import { propertiesOf } from './helpers';

/** First bar with a value for each output under the catalogue defaults (as documented). */
const FIRST_VALUE: Record<string, Record<string, number>> = {
  SMA: { value: 19 },
  EMA: { value: 19 },
  WMA: { value: 19 },
  VWMA: { value: 19 },
  DEMA: { value: 38 },
  TEMA: { value: 57 },
  TRIMA: { value: 19 },
  KAMA: { value: 10 },
  HMA: { value: 22 },
  T3: { value: 24 },
  ZLEMA: { value: 28 },
  SMMA: { value: 19 },
  'Linear Regression': { value: 13 },
  'Linear Regression Slope': { value: 13 },
  'Time Series Forecast': { value: 13 },
  'Parabolic SAR': { value: 1 },
  SuperTrend: { value: 10 },
  'Ichimoku Cloud': { tenkan: 8, kijun: 25, senkou_a: 50, senkou_b: 76 },
  Aroon: { up: 14, down: 14 },
  'Aroon Oscillator': { value: 14 },
  ADX: { value: 27 },
  DMI: { plus: 14, minus: 14 },
  ADXR: { value: 40 },
};

function prefix(bars: PriceColumns, length: number): PriceColumns {
  return {
    times: bars.times.slice(0, length),
    open: bars.open.slice(0, length),
    high: bars.high.slice(0, length),
    low: bars.low.slice(0, length),
    close: bars.close.slice(0, length),
    volume: bars.volume.slice(0, length),
  };
}

function computationOf(name: string) {
  const computation = (TREND_COMPUTATIONS as Record<string, (typeof TREND_COMPUTATIONS)['SMA'] | undefined>)[
    name
  ];
  if (!computation) throw new Error(`${name} is not registered`);
  return computation;
}

describe('trend block registry', () => {
  const spy = dailyBars('SPY');

  it('registers every trend block of the catalogue, and nothing else', () => {
    expect(Object.keys(TREND_COMPUTATIONS).sort()).toEqual(
      TREND_INDICATORS.map((block) => block.name).sort(),
    );
    expect(Object.keys(FIRST_VALUE).sort()).toEqual(TREND_INDICATORS.map((block) => block.name).sort());
  });

  it.each(TREND_INDICATORS.map((block) => [block.name, block.outputs] as const))(
    '%s returns exactly its catalogue outputs, full length, first values where documented',
    (name, outputs) => {
      const result = computationOf(name)(spy, propertiesOf(name));
      expect(Object.keys(result).sort()).toEqual([...outputs].sort());
      for (const output of outputs) {
        const column = result[output] ?? new Float64Array();
        expect(column.length).toBe(spy.close.length);
        expect(column.findIndex(Number.isFinite), `${name}.${output} first value`).toBe(
          FIRST_VALUE[name]?.[output],
        );
        expect(
          column.slice(FIRST_VALUE[name]?.[output]).every(Number.isFinite),
          `${name}.${output} gaps`,
        ).toBe(true);
      }
    },
  );

  it.each(TREND_INDICATORS.map((block) => block.name))(
    '%s is all NaN, without throwing, on series shorter than its warm-up (and on an empty one)',
    (name) => {
      const shortest = Math.min(...Object.values(FIRST_VALUE[name] ?? {}));
      for (const length of [0, 1, shortest]) {
        const bars = prefix(spy, Math.min(length, shortest));
        const result = computationOf(name)(bars, propertiesOf(name));
        for (const column of Object.values(result)) {
          expect(column.length).toBe(bars.close.length);
          expect(column.every(Number.isNaN)).toBe(true);
        }
      }
    },
  );

  it.each(TREND_INDICATORS.map((block) => block.name))('%s never reads a later bar', (name) => {
    const full = computationOf(name)(spy, propertiesOf(name));
    const early = computationOf(name)(prefix(spy, 300), propertiesOf(name));
    for (const [output, column] of Object.entries(early)) {
      expect(Array.from(column)).toEqual(Array.from(full[output]?.slice(0, 300) ?? []));
    }
  });

  it.each(TREND_INDICATORS.map((block) => block.name))('%s accepts period 1 without throwing', (name) => {
    const block = TREND_INDICATORS.find((candidate) => candidate.name === name);
    const ones = Object.fromEntries(
      (block?.properties ?? [])
        .filter((property) => property.kind === 'number' && property.integer)
        .map((property) => [property.name, 1]),
    );
    const result = computationOf(name)(prefix(spy, 50), propertiesOf(name, ones));
    for (const column of Object.values(result)) expect(column.slice(10).every(Number.isFinite)).toBe(true);
  });
});
