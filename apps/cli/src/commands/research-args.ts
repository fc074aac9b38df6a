import {
  SWEEP_OBJECTIVE_NAMES,
  type StrategyInput,
  type SweepObjective,
  type SweepParameterInput,
} from '@stratblocks/engine';
import { CliError } from '../cli-error';

/**
 * One `--param` flag: `PATH=START:STOP:STEP` (a range, both ends included), `PATH=START:STOP`
 * (by the input's own step, else 1) or `PATH=V1,V2,...` (a list). PATH is an input's name or a
 * path printed by `stratblocks sweep --list`.
 */
export function parseParam(text: string, inputs: StrategyInput['inputs'] = []): SweepParameterInput {
  const equals = text.indexOf('=');
  if (equals <= 0)
    throw new CliError(
      `--param "${text}" must look like NAME=START:STOP[:STEP], PATH=START:STOP:STEP or PATH=V1,V2,...`,
      2,
    );
  const path = text.slice(0, equals).trim();
  const spec = text.slice(equals + 1).trim();
  const numbers = (parts: string[]) =>
    parts.map((part) => {
      const value = Number(part.trim());
      if (part.trim() === '' || !Number.isFinite(value))
        throw new CliError(`--param ${path}: "${part}" is not a number`, 2);
      return value;
    });
  if (spec.includes(':')) {
    const parts = spec.split(':');
    if (parts.length === 2) {
      const [start, stop] = numbers(parts) as [number, number];
      const step = inputs.find((input) => input.name === path)?.step ?? 1;
      return { path, range: { start, stop, step } };
    }
    if (parts.length !== 3)
      throw new CliError(`--param ${path}: a range is START:STOP or START:STOP:STEP`, 2);
    const [start, stop, step] = numbers(parts) as [number, number, number];
    return { path, range: { start, stop, step } };
  }
  return { path, values: numbers(spec.split(',')) };
}

export function parseObjective(text: string | undefined): SweepObjective {
  const objective = text ?? 'sharpe';
  if (!(SWEEP_OBJECTIVE_NAMES as string[]).includes(objective))
    throw new CliError(
      `--objective must be one of ${SWEEP_OBJECTIVE_NAMES.join(', ')}, not "${objective}"`,
      2,
    );
  return objective as SweepObjective;
}

/** A whole number flag within bounds, or its default. */
export function parseWhole(
  name: string,
  text: string | undefined,
  fallback: number,
  bounds: { min: number; max?: number },
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < bounds.min || (bounds.max !== undefined && value > bounds.max))
    throw new CliError(
      `--${name} must be a whole number ${bounds.max !== undefined ? `from ${bounds.min} to ${bounds.max}` : `of at least ${bounds.min}`}, not "${text}"`,
      2,
    );
  return value;
}

/** A number as a table shows it: fixed decimals, N/A for a missing value. */
export function fixed(value: number | null | undefined, decimals: number, suffix = ''): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? 'N/A'
    : `${value.toFixed(decimals)}${suffix}`;
}
