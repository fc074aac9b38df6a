import { rangeValues, type TunableParameter } from '@stratblocks/engine';
import { X } from 'lucide-react';
import { IconButton, NumberField } from '../../../ui';

export interface ParameterRange {
  path: string;
  start: number;
  stop: number;
  step: number;
}

function round(value: number, integer: boolean): number {
  return integer ? Math.round(value) : Number(value.toPrecision(3));
}

/** A first range around the current value: half to one and a half times it, in about 8 steps. */
export function defaultRange(parameter: TunableParameter): ParameterRange {
  const value = Number.isFinite(parameter.value) ? parameter.value : 0;
  const clamp = (candidate: number) =>
    Math.min(
      parameter.max ?? Number.POSITIVE_INFINITY,
      Math.max(parameter.min ?? Number.NEGATIVE_INFINITY, candidate),
    );
  if (value === 0) {
    return parameter.integer
      ? { path: parameter.path, start: clamp(0), stop: clamp(10), step: 1 }
      : { path: parameter.path, start: clamp(0), stop: clamp(1), step: 0.25 };
  }
  const start = clamp(round(value / 2, parameter.integer));
  const stop = clamp(round(value * 1.5, parameter.integer));
  // An input's own step when it declares one, else about eight steps from half to one and a half times.
  const step =
    parameter.step ??
    Math.max(parameter.integer ? 1 : Number.MIN_VALUE, round((stop - start) / 8, parameter.integer));
  return { path: parameter.path, start, stop, step: step > 0 ? step : 1 };
}

/** The number of values of a range, or 0 when it is not a valid range. */
export function valueCount(range: ParameterRange): number {
  const values = rangeValues(range.start, range.stop, range.step);
  return typeof values === 'string' ? 0 : values.length;
}

export interface ParameterRangeRowProps {
  parameter: TunableParameter;
  range: ParameterRange;
  onChange: (range: ParameterRange) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One swept parameter: its name, start, stop and step, and the number of values. */
export function ParameterRangeRow({
  parameter,
  range,
  onChange,
  onRemove,
  disabled,
}: ParameterRangeRowProps) {
  const count = valueCount(range);
  const step = parameter.integer ? 1 : undefined;
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-fg">{parameter.label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <NumberField
          label="From"
          value={range.start}
          step={step}
          min={parameter.min}
          max={parameter.max}
          disabled={disabled}
          className="w-24"
          onChange={(start) => {
            onChange({ ...range, start });
          }}
        />
        <NumberField
          label="To"
          value={range.stop}
          step={step}
          min={parameter.min}
          max={parameter.max}
          disabled={disabled}
          className="w-24"
          onChange={(stop) => {
            onChange({ ...range, stop });
          }}
        />
        <NumberField
          label="Step"
          value={range.step}
          step={step}
          min={0}
          disabled={disabled}
          className="w-24"
          onChange={(value) => {
            onChange({ ...range, step: value });
          }}
        />
        <p className="pb-2 text-xs text-fg-muted" aria-live="polite">
          {count > 0 ? `${count} value${count === 1 ? '' : 's'}` : 'Not a valid range'}
        </p>
        <IconButton
          label={`Remove ${parameter.label}`}
          icon={<X aria-hidden />}
          onClick={onRemove}
          disabled={disabled}
          className="ml-auto"
        />
      </div>
    </fieldset>
  );
}
