import type { BlockElementInput } from '@stratblocks/engine';
import { pluralNoun } from '../../../lib/plural';

/** docs/product.md#entities-and-fields, landing demo entities: the conditions a visitor can drop into the demo strategy. */
export type ConditionKind = 'ma-crossover' | 'rsi-signal' | 'price-breakout' | 'take-profit' | 'stop-loss';

/** One number a condition asks for, and the value it starts with (a sensible default, editable). */
export interface ConditionField {
  label: string;
  defaultValue: string;
}

export interface ConditionDefinition {
  kind: ConditionKind;
  name: string;
  type: 'entry' | 'exit';
  fields: readonly ConditionField[];
  /** What the condition does with its values, in the words the card shows. */
  describe: (values: readonly string[]) => string;
}

/** A value as the sentence shows it: a blank field reads as an ellipsis, never as its label. */
function shown(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? '…' : trimmed;
}

/** "the last 20 days", "the last day": the demo runs daily bars. */
function lastDays(value: string | undefined): string {
  const days = shown(value);
  return days === '1' ? 'the last day' : `the last ${days} ${pluralNoun(Number(days), 'day')}`;
}

const field = (label: string, defaultValue: number): ConditionField => ({
  label,
  defaultValue: String(defaultValue),
});

export const CONDITIONS: readonly ConditionDefinition[] = [
  {
    kind: 'ma-crossover',
    name: 'MA Crossover',
    type: 'entry',
    fields: [field('Fast MA', 20), field('Slow MA', 50)],
    describe: ([fast, slow]) =>
      `Buy when the ${shown(fast)}-day simple moving average crosses above the ${shown(slow)}-day one.`,
  },
  {
    kind: 'rsi-signal',
    name: 'RSI Signal',
    type: 'entry',
    fields: [field('Period', 14), field('Threshold', 30)],
    describe: ([period, threshold]) =>
      `Buy while the ${shown(period)}-day RSI is below ${shown(threshold)} (oversold).`,
  },
  {
    kind: 'price-breakout',
    name: 'Price Breakout',
    type: 'entry',
    fields: [field('Period', 20), field('Threshold %', 5)],
    describe: ([period, threshold]) =>
      `Buy when the close is up more than ${shown(threshold)}% over ${lastDays(period)}.`,
  },
  {
    kind: 'take-profit',
    name: 'Take Profit',
    type: 'exit',
    fields: [field('Percentage', 10)],
    describe: ([percentage]) => `Sell when the price is ${shown(percentage)}% above the entry price.`,
  },
  {
    kind: 'stop-loss',
    name: 'Stop Loss',
    type: 'exit',
    fields: [field('Percentage', 5)],
    describe: ([percentage]) => `Sell when the price is ${shown(percentage)}% below the entry price.`,
  },
];

export function conditionDefinition(kind: ConditionKind): ConditionDefinition {
  const found = CONDITIONS.find((condition) => condition.kind === kind);
  if (!found) throw new Error(`Unknown demo condition ${kind}`);
  return found;
}

/** A condition in the demo strategy: a unique id and one value per field, its default at first. */
export interface DroppedCondition {
  id: number;
  kind: ConditionKind;
  values: string[];
}

const block = (name: string, type: BlockElementInput['type'], properties?: BlockElementInput['properties']) =>
  ({ name, type, ...(properties ? { properties } : {}) }) satisfies BlockElementInput;

/** The engine blocks of one condition (its values already checked to be numbers). */
export function conditionBlocks(condition: DroppedCondition): BlockElementInput[] {
  const [first = 0, second = 0] = condition.values.map(Number);
  switch (condition.kind) {
    case 'ma-crossover':
      return [
        block('SMA', 'comparable', { period: first }),
        block('Cross Above', 'compare-operator'),
        block('SMA', 'comparable', { period: second }),
      ];
    case 'rsi-signal':
      return [
        block('RSI', 'comparable', { period: first }),
        block('<', 'compare-operator'),
        block('Number', 'comparable', { value: second }),
      ];
    case 'price-breakout':
      return [
        block('Price Change %', 'comparable', { period: first }),
        block('>', 'compare-operator'),
        block('Number', 'comparable', { value: second }),
      ];
    case 'take-profit':
      return [block('Take Profit %', 'exit', { percentage: first })];
    case 'stop-loss':
      return [block('Stop Loss %', 'exit', { percentage: first })];
  }
}

/** Several conditions of one side join with Or: any of them opens (or closes) the trade. */
export function joinWithOr(parts: BlockElementInput[][]): BlockElementInput[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [block('Or', 'boolean-operator'), ...part]));
}

/** docs/product.md#validation-rules, landing demo run: the four checks, in this order, each with the warning sign. */
export function validateDemo(conditions: readonly DroppedCondition[]): string | null {
  if (conditions.length === 0) return '⚠️ Please add at least one condition to your strategy!';
  const types = conditions.map((condition) => conditionDefinition(condition.kind).type);
  if (!types.includes('entry')) return '⚠️ Your strategy needs at least one entry condition (green)!';
  if (!types.includes('exit')) return '⚠️ Your strategy needs at least one exit condition (red)!';
  const incomplete = conditions.find((condition) => condition.values.some((value) => value.trim() === ''));
  if (incomplete) return `⚠️ Please fill all fields for "${conditionDefinition(incomplete.kind).name}"`;
  return null;
}
