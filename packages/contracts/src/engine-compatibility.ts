import type {
  BacktestResults as EngineBacktestResults,
  BenchmarkComparison as EngineBenchmarkComparison,
  MONTE_CARLO_MAX_RUNS,
  MONTE_CARLO_MAX_TRADES,
  MonteCarloResult as EngineMonteCarloResult,
  PortfolioResults as EnginePortfolioResults,
  PortfolioStrategyInput,
  StrategyInput,
  SWEEP_MAX_COMBINATIONS,
  SWEEP_OBJECTIVES,
  SweepResult as EngineSweepResult,
  TextLogic,
  TextError,
  StoredSweepResult as EngineStoredSweepResult,
  WalkForwardResult as EngineWalkForwardResult,
} from '@stratblocks/engine';
import type { z } from 'zod';
import type { BacktestResults } from './backtest-results';
import type {
  BenchmarkComparisonSchema,
  MONTE_CARLO_LIMITS,
  MonteCarloResultSchema,
  RESEARCH_MAX_RUNS,
  RESEARCH_OBJECTIVES,
  SweepResultSchema,
  WalkForwardResultSchema,
} from './research-results';
import type { RunRequest } from './run-request';
import type { PortfolioBreakdownSchema } from './portfolio-results';
import type { StrategyTextError, StrategyTextLogic } from './strategy-text';

/**
 * Compile-time checks that the schemas and the engine describe the same data: a validated run body
 * is something the engine can run, and what the engine produces is exactly backtest_results.
 * A drift between the two is a type error here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type RunRequestIsStrategyInput = Assert<RunRequest extends StrategyInput ? true : false>;
export type EngineResultsAreBacktestResults = Assert<Same<EngineBacktestResults, BacktestResults>>;
/** A run body with a portfolio is a portfolio run; its breakdown is the contract's. */
export type PortfolioRequestIsPortfolioInput = Assert<
  RunRequest & { portfolio: NonNullable<RunRequest['portfolio']> } extends PortfolioStrategyInput
    ? true
    : false
>;
export type EnginePortfolioIsBreakdown = Assert<
  EnginePortfolioResults['portfolio'] extends z.input<typeof PortfolioBreakdownSchema> ? true : false
>;

/** Every result the engine's research functions return is valid input of its schema. */
export type EngineSweepIsSweepResult = Assert<
  EngineSweepResult extends z.input<typeof SweepResultSchema> ? true : false
>;
export type EngineStoredSweepIsSweepResult = Assert<
  EngineStoredSweepResult extends z.input<typeof SweepResultSchema> ? true : false
>;
export type EngineWalkForwardIsWalkForwardResult = Assert<
  EngineWalkForwardResult extends z.input<typeof WalkForwardResultSchema> ? true : false
>;
export type EngineMonteCarloIsMonteCarloResult = Assert<
  EngineMonteCarloResult extends z.input<typeof MonteCarloResultSchema> ? true : false
>;
export type EngineBenchmarkIsBenchmarkComparison = Assert<
  EngineBenchmarkComparison extends z.input<typeof BenchmarkComparisonSchema> ? true : false
>;
/** The limits and objectives the schemas name are the engine's. */
export type SameResearchObjectives = Assert<
  Same<keyof typeof SWEEP_OBJECTIVES, (typeof RESEARCH_OBJECTIVES)[number]>
>;
export type SameResearchLimits = Assert<
  Same<
    [typeof SWEEP_MAX_COMBINATIONS, typeof MONTE_CARLO_MAX_RUNS, typeof MONTE_CARLO_MAX_TRADES],
    [typeof RESEARCH_MAX_RUNS, (typeof MONTE_CARLO_LIMITS)['runs'], (typeof MONTE_CARLO_LIMITS)['trades']]
  >
>;

/** The logic read from plain-English text is a valid answer of the parse route, and its error the 422's fields. */
export type TextLogicIsStrategyTextLogic = Assert<TextLogic extends StrategyTextLogic ? true : false>;
export type TextErrorFitsStrategyTextError = Assert<
  Omit<TextError, 'message'> & { detail: string } extends StrategyTextError ? true : false
>;
