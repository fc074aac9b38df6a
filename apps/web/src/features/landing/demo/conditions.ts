import type { BlockElementInput } from '@stratblocks/engine';

/** Spec section 3, landing demo entities: the conditions a visitor can drop into the demo strategy. */
export type ConditionKind = 'ma-crossover' | 'rsi-signal' | 'price-breakout' | 'take-profit' | 'stop-loss';

export interface ConditionDefinition {
  kind: ConditionKind;
  name: string;
  type: 'entry' | 'exit';
  /** What the condition does, in the words the card shows. */
  summary: string;
  fields: readonly string[];
}

export const CONDITIONS: readonly ConditionDefinition[] = [
  {
    kind: 'ma-crossover',
    name: 'MA Crossover',
    type: 'entry',
    summary: 'Buy when the fast simple moving average crosses above the slow one.',
    fields: ['Fast MA', 'Slow MA'],
  },
  {
    kind: 'rsi-signal',
    name: 'RSI Signal',
    type: 'entry',
    summary: 'Buy while RSI over Period bars is below Threshold (oversold).',
    fields: ['Period', 'Threshold'],
  },
  {
    kind: 'price-breakout',
    name: 'Price Breakout',
    type: 'entry',
    summary: 'Buy when the close is up more than Threshold % over the last Period bars.',
    fields: ['Period', 'Threshold %'],
  },
  {
    kind: 'take-profit',
    name: 'Take Profit',
    type: 'exit',
    summary: 'Sell when the price is Percentage above the entry price.',
    fields: ['Percentage'],
  },
  {
    kind: 'stop-loss',
    name: 'Stop Loss',
    type: 'exit',
    summary: 'Sell when the price is Percentage below the entry price.',
    fields: ['Percentage'],
  },
];

export function conditionDefinition(kind: ConditionKind): ConditionDefinition {
  const found = CONDITIONS.find((condition) => condition.kind === kind);
  if (!found) throw new Error(`Unknown demo condition ${kind}`);
  return found;
}

/** A condition in the demo strategy: a unique id and one value per field, empty at first. */
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

/** Spec section 5, landing demo run: the four checks, in this order, each with the warning sign. */
export function validateDemo(conditions: readonly DroppedCondition[]): string | null {
  if (conditions.length === 0) return '⚠️ Please add at least one condition to your strategy!';
  const types = conditions.map((condition) => conditionDefinition(condition.kind).type);
  if (!types.includes('entry')) return '⚠️ Your strategy needs at least one entry condition (green)!';
  if (!types.includes('exit')) return '⚠️ Your strategy needs at least one exit condition (red)!';
  const incomplete = conditions.find((condition) => condition.values.some((value) => value.trim() === ''));
  if (incomplete) return `⚠️ Please fill all fields for "${conditionDefinition(incomplete.kind).name}"`;
  return null;
}
