import type { StrategyInputDeclaration } from '@stratblocks/contracts';
import type { TunableParameter } from '@stratblocks/engine';
import { AddParameterSelect } from './add-parameter-select';
import { defaultRange, valueCount, type ParameterRange } from './parameter-range';
import { ParameterRangeRow } from './parameter-ranges';

/** The ranges that still name a parameter of the strategy, and their number of combinations. */
export function activeRanges(parameters: readonly TunableParameter[], ranges: readonly ParameterRange[]) {
  const paths = new Set(parameters.map((parameter) => parameter.path));
  const active = ranges.filter((range) => paths.has(range.path));
  const combinations = active.reduce(
    (product, range) => product * valueCount(range),
    active.length > 0 ? 1 : 0,
  );
  return { active, combinations };
}

export interface ParameterPickerProps {
  parameters: readonly TunableParameter[];
  ranges: readonly ParameterRange[];
  onChange: (ranges: ParameterRange[]) => void;
  /** The strategy's inputs as declared: an input's first range is its own min, max and step. */
  inputs?: readonly StrategyInputDeclaration[] | undefined;
  disabled?: boolean;
}

/** "Add a parameter" (inputs first, then block properties and settings), then one range row per pick. */
export function ParameterPicker({
  parameters,
  ranges,
  onChange,
  inputs,
  disabled = false,
}: ParameterPickerProps) {
  const byPath = new Map(parameters.map((parameter) => [parameter.path, parameter]));
  const available = parameters.filter((parameter) => !ranges.some((range) => range.path === parameter.path));
  if (parameters.length === 0)
    return (
      <p className="text-sm text-fg-muted">
        Add blocks with numeric properties to the strategy to tune them.
      </p>
    );
  return (
    <>
      <AddParameterSelect
        available={available}
        disabled={disabled}
        onAdd={(parameter) => {
          const declared = inputs?.find((input) => input.name === parameter.path);
          onChange([...ranges, defaultRange(parameter, declared)]);
        }}
      />
      {ranges.map((range) => {
        const parameter = byPath.get(range.path);
        if (!parameter) return null;
        return (
          <ParameterRangeRow
            key={range.path}
            parameter={parameter}
            range={range}
            disabled={disabled}
            onChange={(next) => {
              onChange(ranges.map((item) => (item.path === next.path ? next : item)));
            }}
            onRemove={() => {
              onChange(ranges.filter((item) => item.path !== range.path));
            }}
          />
        );
      })}
    </>
  );
}
