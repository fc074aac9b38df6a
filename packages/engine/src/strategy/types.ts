import type { BlockType, PropertyValue } from '../blocks/types';

/**
 * What the engine runs: the run body of docs/product.md#calls, as plain data. The contracts package
 * validates network input into this shape (its zod types are checked against these at compile
 * time); the engine itself trusts only the structure and reports everything else as diagnostics.
 */
export type StrategyType = 'Long Only' | 'Long/Short';
export type TimeInterval = '1 Day' | '1 Week' | '1 Month' | '1 Hour';
export type AssetClass = 'US Stocks' | 'Cryptocurrency' | 'Forex';
export type SizingMode = 'percent' | 'fixed';

export interface GeneralSettings {
  strategyType: StrategyType;
  timeInterval: TimeInterval;
  assetClass: AssetClass;
  tickerSymbol: string;
  startDate: string;
  endDate: string;
  initialCapital: number;
  /** Percent of equity per new trade (percent sizing). */
  equityUsed: number;
  /** Percent of notional per fill. */
  commission: number;
  /** Percent against the trader per fill. */
  slippage: number;
}

export interface RiskSettings {
  maxOpenTrades: number;
  fixedPositionSize: number;
  maxTradesPerDay: number;
  maxDrawdown: number;
  dailyLossLimit: number;
  riskRewardRatio: number;
  sizingMode?: SizingMode;
}

/** A block property linked to a strategy input (docs/engine.md#strategy-inputs): its value is the input's. */
export interface InputLink {
  input: string;
}

/** A block property as a strategy gives it: a value, or a link to one of its inputs. */
export type BlockPropertyInput = PropertyValue | InputLink;

/** A named parameter of the strategy (docs/engine.md#strategy-inputs), which block properties may link to. */
export interface StrategyInputDeclaration {
  name: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
}

export interface BlockElementInput {
  name: string;
  type?: BlockType;
  properties?: Readonly<Record<string, BlockPropertyInput>>;
  description?: string;
}

export interface DropZoneInput {
  type: 'dropzone';
  accept: readonly BlockType[];
}

export type RowElementInput = BlockElementInput | DropZoneInput;

export interface RowInput {
  id?: number;
  elements: readonly RowElementInput[];
  dropped?: boolean;
}

export interface RowReference {
  id: number;
  label?: string;
}

export interface OperatorNodeInput {
  type: 'boolean-operator';
  name: 'And' | 'Or';
  left: LogicNodeInput;
  right: LogicNodeInput;
}

export type LogicNodeInput = OperatorNodeInput | RowInput | RowReference | null;

/** How a portfolio runs: one account for every symbol, or each symbol alone (a scan). */
export type PortfolioMode = 'shared' | 'separate';

/** Orders the entry candidates at a close by a value block's value there (docs/engine.md#shared-one-account). */
export interface RankBy {
  element: BlockElementInput;
  order: 'highest' | 'lowest';
}

/** `portfolio` of a run body or strategy_config (docs/engine.md#10-portfolios). */
export interface PortfolioSettings {
  symbols: readonly string[];
  mode?: PortfolioMode;
  rankBy?: RankBy;
}

export interface StrategyInput {
  generalSetting: GeneralSettings;
  entryLogic: { long: LogicNodeInput; short: LogicNodeInput };
  exitLogic: { exit_long: LogicNodeInput; exit_short: LogicNodeInput };
  riskSetting: RiskSettings;
  /** Named parameters that block properties may link to (`{"input": name}`). */
  inputs?: readonly StrategyInputDeclaration[];
  /** Rows that references in the entry sides point at. */
  entryLogicRows?: readonly RowInput[];
  /** Rows that references in the exit sides point at. */
  exitLogicRows?: readonly RowInput[];
  /** Run over several symbols (docs/engine.md#10-portfolios); absent for one symbol. */
  portfolio?: PortfolioSettings;
}

export function isDropZone(element: RowElementInput): element is DropZoneInput {
  return element.type === 'dropzone';
}
