import type { TunableParameter } from '@stratblocks/engine';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { IconButton, NumberField } from '../../../ui';
import { clampToParameter, parameterShortName, valueCount, type ParameterRange } from './parameter-range';

export interface ParameterRangeRowProps {
  parameter: TunableParameter;
  range: ParameterRange;
  onChange: (range: ParameterRange) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * One of a range's three fields. Its visible label is short ("From"), its name whole ("fast from"),
 * so that the six fields of a two-parameter sweep never share a name.
 */
function RangeField({
  name,
  part,
  onLeave,
  ...field
}: {
  name: string;
  part: 'From' | 'To' | 'Step';
  onLeave?: () => void;
} & Omit<ComponentProps<typeof NumberField>, 'label' | 'hideLabel' | 'className'>) {
  return (
    <div className="flex w-24 flex-col gap-1.5" onBlur={onLeave}>
      <span aria-hidden className="text-sm font-medium text-fg">
        {part}
      </span>
      <NumberField {...field} label={`${name} ${part.toLowerCase()}`} hideLabel />
    </div>
  );
}

/**
 * One swept parameter: its name, start, stop and step, and the number of values. A start or stop
 * outside the parameter's bounds is brought back inside them when the field is left.
 */
export function ParameterRangeRow({
  parameter,
  range,
  onChange,
  onRemove,
  disabled,
}: ParameterRangeRowProps) {
  const count = valueCount(range);
  const step = parameter.integer ? 1 : undefined;
  const name = parameterShortName(parameter);
  const clampOnLeave = (key: 'start' | 'stop') => () => {
    const clamped = clampToParameter(parameter, range[key]);
    if (clamped !== range[key]) onChange({ ...range, [key]: clamped });
  };
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-fg">{parameter.label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <RangeField
          name={name}
          part="From"
          onLeave={clampOnLeave('start')}
          value={range.start}
          step={step}
          min={parameter.min}
          max={parameter.max}
          disabled={disabled}
          onChange={(start) => {
            onChange({ ...range, start });
          }}
        />
        <RangeField
          name={name}
          part="To"
          onLeave={clampOnLeave('stop')}
          value={range.stop}
          step={step}
          min={parameter.min}
          max={parameter.max}
          disabled={disabled}
          onChange={(stop) => {
            onChange({ ...range, stop });
          }}
        />
        <RangeField
          name={name}
          part="Step"
          value={range.step}
          step={step}
          min={0}
          disabled={disabled}
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
