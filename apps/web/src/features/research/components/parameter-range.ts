import type { StrategyInputDeclaration } from '@stratblocks/contracts';
import { rangeValues, type TunableParameter } from '@stratblocks/engine';

/** One swept parameter's range as the Optimise and Walk-forward forms hold it. */
export interface ParameterRange {
  path: string;
  start: number;
  stop: number;
  step: number;
}

function round(value: number, integer: boolean): number {
  return integer ? Math.round(value) : Number(value.toPrecision(3));
}

/** A value brought inside a parameter's bounds (whole for a whole-number parameter). */
export function clampToParameter(parameter: TunableParameter, value: number): number {
  const whole = parameter.integer ? Math.round(value) : value;
  return Math.min(
    parameter.max ?? Number.POSITIVE_INFINITY,
    Math.max(parameter.min ?? Number.NEGATIVE_INFINITY, whole),
  );
}

/**
 * The short name a parameter goes by in the forms' field names and the results' text: an input by
 * its own name ("fast"), anything else by its label ("SMA period (Entry long, Logic 1, element 1)").
 */
export function parameterShortName(parameter: Pick<TunableParameter, 'kind' | 'label' | 'property'>): string {
  return parameter.kind === 'input' ? parameter.property : parameter.label;
}

/**
 * A first range for a parameter (docs/research.md, "Parameters"). An input sweeps its own range:
 * From its min, To its max, by its step, for each of those it declares (its bounds already narrowed
 * to those of the block properties linked to it). What it leaves open, and any other parameter,
 * starts around the current value: half to one and a half times it, in about 8 steps, inside the
 * parameter's bounds.
 */
export function defaultRange(
  parameter: TunableParameter,
  declared?: Pick<StrategyInputDeclaration, 'min' | 'max'>,
): ParameterRange {
  const value = Number.isFinite(parameter.value) ? parameter.value : 0;
  const clamp = (candidate: number) => clampToParameter(parameter, candidate);
  const own = parameter.kind === 'input' ? declared : undefined;
  const aroundStart = value === 0 ? 0 : round(value / 2, parameter.integer);
  const aroundStop = value === 0 ? (parameter.integer ? 10 : 1) : round(value * 1.5, parameter.integer);
  const start = clamp(own?.min !== undefined && parameter.min !== undefined ? parameter.min : aroundStart);
  const stop = Math.max(
    start,
    clamp(own?.max !== undefined && parameter.max !== undefined ? parameter.max : aroundStop),
  );
  if (parameter.step !== undefined) return { path: parameter.path, start, stop, step: parameter.step };
  if (value === 0 && own === undefined)
    return { path: parameter.path, start, stop, step: parameter.integer ? 1 : 0.25 };
  const step = Math.max(
    parameter.integer ? 1 : Number.MIN_VALUE,
    round((stop - start) / 8, parameter.integer),
  );
  return { path: parameter.path, start, stop, step: step > 0 ? step : 1 };
}

/** The number of values of a range, or 0 when it is not a valid range. */
export function valueCount(range: ParameterRange): number {
  const values = rangeValues(range.start, range.stop, range.step);
  return typeof values === 'string' ? 0 : values.length;
}
