import { describe, expect, it } from 'vitest';
import { tunableParameters, type StrategyInput, type TunableParameter } from '@stratblocks/engine';
import {
  clampToParameter,
  defaultRange,
  parameterShortName,
} from '../src/features/research/components/parameter-range';
import { exampleRequest } from './support/engine-run';

const input = (overrides: Partial<TunableParameter>): TunableParameter => ({
  path: 'fast',
  label: 'fast (input)',
  kind: 'input',
  property: 'fast',
  value: 20,
  integer: true,
  ...overrides,
});

describe("an input's first sweep range is its own", () => {
  it('runs from its min to its max by its step', () => {
    // The SMA Crossover template's fast input: 20, from 5 to 100 by 5.
    expect(defaultRange(input({ min: 5, max: 100, step: 5 }), { min: 5, max: 100 })).toEqual({
      path: 'fast',
      start: 5,
      stop: 100,
      step: 5,
    });
  });

  it('keeps to the bounds of the block properties linked to it', () => {
    // Declared 0 to 600, but the SMA period it feeds takes 1 to 500: the parameter says 1 to 500.
    expect(defaultRange(input({ min: 1, max: 500, step: 10 }), { min: 0, max: 600 })).toEqual({
      path: 'fast',
      start: 1,
      stop: 500,
      step: 10,
    });
  });

  it('without a declared step takes about eight steps over its own range', () => {
    // 10 to 50: (50 - 10) / 8 = 5.
    expect(defaultRange(input({ min: 10, max: 50 }), { min: 10, max: 50 })).toEqual({
      path: 'fast',
      start: 10,
      stop: 50,
      step: 5,
    });
  });

  it('starts around its value where it declares no bound (the linked blocks only bound it)', () => {
    // Value 20, min 1 from the linked SMA period, none declared: 10 to 30 by its step 2.
    expect(defaultRange(input({ min: 1, max: 500, step: 2 }), {})).toEqual({
      path: 'fast',
      start: 10,
      stop: 30,
      step: 2,
    });
    // Only a min declared: From is the min, To one and a half times the value.
    expect(defaultRange(input({ min: 12, step: 1 }), { min: 12 })).toEqual({
      path: 'fast',
      start: 12,
      stop: 30,
      step: 1,
    });
  });

  it('reads the declarations of a real strategy through tunableParameters', () => {
    const strategy = {
      ...(exampleRequest() as StrategyInput),
      inputs: [{ name: 'window', value: 14, min: 7, max: 28, step: 7 }],
    };
    const parameter = tunableParameters(strategy).find((item) => item.path === 'window');
    if (!parameter) throw new Error('the input is not tunable');
    expect(defaultRange(parameter, strategy.inputs[0])).toEqual({
      path: 'window',
      start: 7,
      stop: 28,
      step: 7,
    });
  });
});

describe('bounds and names of a swept parameter', () => {
  it('clamps a value into the bounds, whole for whole-number parameters', () => {
    const bounded = input({ min: 5, max: 100 });
    expect(clampToParameter(bounded, 2)).toBe(5);
    expect(clampToParameter(bounded, 250)).toBe(100);
    expect(clampToParameter(bounded, 12.4)).toBe(12);
    expect(clampToParameter(input({ integer: false, min: 0 }), 0.25)).toBe(0.25);
  });

  it('names an input by its own name and anything else by its label', () => {
    expect(parameterShortName(input({}))).toBe('fast');
    expect(
      parameterShortName({ kind: 'block', label: 'SMA period (Entry long, element 1)', property: 'period' }),
    ).toBe('SMA period (Entry long, element 1)');
  });
});
