import type { BooleanProperty, ChoiceProperty, NumberProperty, TextProperty } from './types';

/** Price series an indicator can read. */
export const SOURCES = ['close', 'open', 'high', 'low', 'hl2', 'hlc3', 'ohlc4', 'volume'] as const;
export type Source = (typeof SOURCES)[number];

export function period(defaultValue: number, name = 'period', description?: string): NumberProperty {
  return {
    name,
    kind: 'number',
    default: defaultValue,
    min: 1,
    max: 1000,
    integer: true,
    description: description ?? 'Number of bars in the window.',
  };
}

export function positive(
  name: string,
  defaultValue: number,
  description: string,
  bounds: { min?: number; max?: number } = {},
): NumberProperty {
  return { name, kind: 'number', default: defaultValue, min: bounds.min ?? 0, ...bounds, description };
}

export const source: ChoiceProperty = {
  name: 'source',
  kind: 'choice',
  default: 'close',
  choices: SOURCES,
  description: 'Price series the indicator reads (hl2, hlc3, ohlc4 are bar averages).',
};

/** The selector of a multi-output indicator; its choices are the indicator's outputs. */
export function line(outputs: readonly string[], defaultValue: string): ChoiceProperty {
  return {
    name: 'line',
    kind: 'choice',
    default: defaultValue,
    choices: outputs,
    description: `Which line to use: ${outputs.join(', ')}.`,
  };
}

export function time(name: string, defaultValue: string, description: string): TextProperty {
  return { name, kind: 'text', default: defaultValue, pattern: '^\\d{2}:\\d{2}$', description };
}

export function flag(name: string, defaultValue: boolean, description: string): BooleanProperty {
  return { name, kind: 'boolean', default: defaultValue, description };
}
