/** The five kinds of element a logic row holds (docs/product.md#entities-and-fields). */
export type BlockType = 'comparable' | 'boolean' | 'boolean-operator' | 'compare-operator' | 'exit';

export type BlockCategory = 'Market Data' | 'Indicators' | 'Operators' | 'Conditions' | 'Exits';

export type PropertyValue = number | string | boolean;

interface PropertyBase {
  name: string;
  description: string;
  /**
   * Left out of the block's values when not given (no default is filled in): the symbol and
   * timeframe a value block reads (docs/engine.md#11-other-symbols-and-timeframes), absent by default.
   */
  optional?: boolean;
}

export interface NumberProperty extends PropertyBase {
  kind: 'number';
  default: number;
  min?: number;
  max?: number;
  /** Whole numbers only (periods, bar counts). */
  integer?: boolean;
}

export interface ChoiceProperty extends PropertyBase {
  kind: 'choice';
  default: string;
  choices: readonly string[];
}

export interface TextProperty extends PropertyBase {
  kind: 'text';
  default: string;
  /** A regular expression the text must match, e.g. a HH:MM time. */
  pattern?: string;
}

export interface BooleanProperty extends PropertyBase {
  kind: 'boolean';
  default: boolean;
}

export type PropertySpec = NumberProperty | ChoiceProperty | TextProperty | BooleanProperty;

export interface BlockDefinition {
  name: string;
  type: BlockType;
  category: BlockCategory;
  group: string;
  description: string;
  properties: readonly PropertySpec[];
  /**
   * Named outputs of a comparable or boolean: ["value"] for single-output blocks, the line names
   * for multi-output ones (selected with the `line` property). Operators and exits have none.
   */
  outputs: readonly string[];
  /** Needs intraday bars (session times); refused on daily or longer bars. */
  intradayOnly?: boolean;
  /**
   * Other names the plain-English reader accepts for the block (`price` for Close), never
   * written (docs/plain-english.md#value-blocks).
   */
  aliases?: readonly string[];
  /**
   * Phrases of the plain-English grammar for the block, the first one written, every one read:
   * words, and `{property}` where a number of that property goes (`stop loss {percentage}%`)
   * (docs/plain-english.md#exits).
   */
  phrases?: readonly string[];
}
