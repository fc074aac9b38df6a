import { defaultProperties, findBlock } from '../../../src/blocks/catalogue';
import type { PropertyValue } from '../../../src/blocks/types';
import { MOMENTUM_COMPUTATIONS } from '../../../src/indicators/momentum';
import type { IndicatorOutputs, PriceColumns } from '../../../src/indicators/types';

/** Runs a momentum block through its registered adapter, catalogue defaults overridden by `overrides`. */
export function runMomentumBlock(
  name: keyof typeof MOMENTUM_COMPUTATIONS,
  bars: PriceColumns,
  overrides: Record<string, PropertyValue> = {},
): IndicatorOutputs {
  const block = findBlock(name);
  if (!block) throw new Error(`No catalogue block ${name}`);
  return MOMENTUM_COMPUTATIONS[name](bars, { ...defaultProperties(block), ...overrides });
}

/** The named output, failing loudly when the adapter did not produce it. */
export function output(outputs: IndicatorOutputs, name: string): Float64Array {
  const column = outputs[name];
  if (!column) throw new Error(`missing output ${name}`);
  return column;
}
