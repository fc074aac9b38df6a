/**
 * The StratBlocks engine: the block catalogue, indicators, the logic compiler, the simulator,
 * metrics and the Python export. Pure TypeScript: no I/O, no clock, no randomness.
 */
export * from './blocks/types';
export * from './blocks/properties';
export * from './blocks/catalogue';
export * from './data/bars';
export * from './data/csv';
export * from './data/resample';
export * from './data/session';
export * from './indicators/types';
export * from './blocks/evaluate';
export * from './strategy/types';
export {
  maCrossoverSample,
  singleTradeRisk,
  smaCrossRow,
  smaCrossStrategy,
  type SmaCrossMarket,
} from './strategy/sma-cross';
export * from './logic/diagnostics';
export * from './logic/expressions';
export * from './logic/rows';
export * from './logic/properties';
export * from './logic/compile';
export * from './logic/signals';
export * from './sim/broker';
export * from './sim/settings';
export * from './sim/exit-plan';
export * from './sim/run-loop';
export * from './sim/types';
export * from './metrics/statistics';
export * from './metrics/equity-periods';
export * from './metrics/performance';
export * from './results';
export * from './backtest';
export * from './codegen';
export * from './export/csv';
export * from './research';
export * from './portfolio';
