import {
  DEFAULT_GENERAL_SETTING,
  DEFAULT_RISK_SETTING,
  STRATEGY_SCHEMA_VERSION,
  type GeneralSetting,
  type LogicNode,
  type LogicRow,
  type RiskSetting,
  type RunRequestInput,
  type StrategyConfig,
  type StrategyInputDeclaration,
} from '@stratblocks/contracts';
import { compileStrategy, type Diagnostic } from '@stratblocks/engine';
import { exportedPortfolio, type PortfolioDraft } from './portfolio';
import { markDropped } from './slots';

/** Everything the user edits in the builder: what undo and redo step through. */
export interface BuilderDocument {
  name: string;
  generalSetting: GeneralSetting;
  riskSetting: RiskSetting;
  /** Named numbers that block properties link to (docs/engine.md#strategy-inputs). */
  inputs: StrategyInputDeclaration[];
  entryLogicRows: LogicRow[];
  exitLogicRows: LogicRow[];
  entryLogic: { long: LogicNode; short: LogicNode };
  exitLogic: { exit_long: LogicNode; exit_short: LogicNode };
  /** The symbols picker's state (docs/engine.md#10-portfolios); a portfolio only from 2 symbols on. */
  portfolio?: PortfolioDraft;
}

export const DEFAULT_STRATEGY_NAME = 'Untitled Strategy';

/** A new strategy with the defaults of docs/product.md#business-constants-and-limits. */
export function emptyDocument(): BuilderDocument {
  return {
    name: DEFAULT_STRATEGY_NAME,
    generalSetting: { ...DEFAULT_GENERAL_SETTING },
    riskSetting: { ...DEFAULT_RISK_SETTING },
    inputs: [],
    entryLogicRows: [],
    exitLogicRows: [],
    entryLogic: { long: null, short: null },
    exitLogic: { exit_long: null, exit_short: null },
  };
}

/** The document as a stored strategy_config (rows flagged dropped when a slot uses them). */
export function toStrategyConfig(document: BuilderDocument): StrategyConfig {
  const portfolio = exportedPortfolio(document.portfolio);
  return {
    schemaVersion: STRATEGY_SCHEMA_VERSION,
    // The ticker is the portfolio's first symbol (docs/engine.md#10-portfolios).
    generalSetting: portfolio
      ? {
          ...document.generalSetting,
          tickerSymbol: portfolio.symbols[0] ?? document.generalSetting.tickerSymbol,
        }
      : document.generalSetting,
    riskSetting: document.riskSetting,
    // Documents without inputs stay as they were (older strategies have none).
    ...(document.inputs.length > 0 ? { inputs: document.inputs } : {}),
    entryLogic: document.entryLogic,
    exitLogic: document.exitLogic,
    entryLogicRows: markDropped(document.entryLogicRows, [
      document.entryLogic.long,
      document.entryLogic.short,
    ]),
    exitLogicRows: markDropped(document.exitLogicRows, [
      document.exitLogic.exit_long,
      document.exitLogic.exit_short,
    ]),
    ...(portfolio ? { portfolio } : {}),
  };
}

export function fromStrategyConfig(name: string, config: StrategyConfig): BuilderDocument {
  return {
    name,
    generalSetting: config.generalSetting,
    riskSetting: config.riskSetting,
    inputs: config.inputs ?? [],
    entryLogicRows: config.entryLogicRows,
    exitLogicRows: config.exitLogicRows,
    entryLogic: config.entryLogic,
    exitLogic: config.exitLogic,
    ...(config.portfolio ? { portfolio: config.portfolio } : {}),
  };
}

/** An end date as an address carries it (?endDate=YYYY-MM-DD), or null when it is not one. */
export function readEndDate(value: string | null): string | null {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** The document with another end date (the same document when it already ends then). */
export function withEndDate(document: BuilderDocument, endDate: string): BuilderDocument {
  if (document.generalSetting.endDate === endDate) return document;
  return { ...document, generalSetting: { ...document.generalSetting, endDate } };
}

/** The run body: references travel with their rows, so the server resolves them. */
export function toRunRequest(document: BuilderDocument): RunRequestInput {
  const config = toStrategyConfig(document);
  return {
    generalSetting: config.generalSetting,
    riskSetting: config.riskSetting,
    ...(config.inputs ? { inputs: config.inputs } : {}),
    entryLogic: config.entryLogic,
    exitLogic: config.exitLogic,
    entryLogicRows: config.entryLogicRows,
    exitLogicRows: config.exitLogicRows,
    ...(config.portfolio ? { portfolio: config.portfolio } : {}),
  };
}

/** The strategy's current diagnostics (View Alerts): the engine's compiler on the document. */
export function strategyDiagnostics(document: BuilderDocument): Diagnostic[] {
  return compileStrategy(toStrategyConfig(document), {
    intraday: document.generalSetting.timeInterval === '1 Hour',
  }).diagnostics;
}

/** Structural equality of two JSON-like values (key order does not matter). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = new Map(Object.entries(b).filter(([, value]) => value !== undefined));
  return (
    left.length === right.size &&
    left.every(([key, value]) => right.has(key) && deepEqual(value, right.get(key)))
  );
}

/**
 * Whether two documents run the same backtest: same settings, risk, inputs, logic and symbols (the
 * name aside). A run's results belong to every document that runs the same (docs/builder.md,
 * "Saving and results").
 */
export function sameRun(a: BuilderDocument, b: BuilderDocument): boolean {
  return a === b || deepEqual(toRunRequest(a), toRunRequest(b));
}

/** Whether two documents are the same in everything the user edits, the name included. */
export function sameDocument(a: BuilderDocument, b: BuilderDocument): boolean {
  return a === b || (a.name === b.name && deepEqual(toStrategyConfig(a), toStrategyConfig(b)));
}
