import type { BacktestResults as EngineBacktestResults, StrategyInput } from '@stratblocks/engine';
import type { BacktestResults } from './backtest-results';
import type { RunRequest } from './run-request';

/**
 * Compile-time checks that the schemas and the engine describe the same data: a validated run body
 * is something the engine can run, and what the engine produces is exactly backtest_results.
 * A drift between the two is a type error here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type RunRequestIsStrategyInput = Assert<RunRequest extends StrategyInput ? true : false>;
export type EngineResultsAreBacktestResults = Assert<Same<EngineBacktestResults, BacktestResults>>;
