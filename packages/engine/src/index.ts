/**
 * The StratBlocks engine: the block catalogue, indicators, the logic compiler, the simulator,
 * metrics and the Python export. Pure TypeScript: no I/O, no clock, no randomness.
 *
 * The public API, by concept. Anything not named here is internal to the engine (its tests import
 * it from its module); add a name here when another workspace needs it.
 */

// Blocks: the data-only catalogue of blocks, their properties and their computations.
export {
  BLOCKS,
  BLOCK_CATEGORIES,
  closestBlockNames,
  defaultProperties,
  editDistance,
  findBlock,
  indicatorBlocks,
  isBlockName,
  type Block,
  type BlockName,
  type ValueBlockName,
} from './blocks/catalogue';
export type {
  BlockCategory,
  BlockDefinition,
  BlockType,
  BooleanProperty,
  ChoiceProperty,
  NumberProperty,
  PropertySpec,
  PropertyValue,
  TextProperty,
} from './blocks/types';
// Indicator columns of a series, computed once and shared by the runs on it (sweeps).
export { ColumnCache, computationOf } from './blocks/evaluate';
export type { IndicatorComputation, PriceColumns } from './indicators/types';

// Bars: the price series, CSV parsing, windows, resampling and trading sessions.
export {
  barCount,
  barsFromRows,
  dateOf,
  isIntraday,
  sliceBars,
  sliceByDate,
  type BarInterval,
  type BarSeries,
} from './data/bars';
export { parseBarsCsv, type CsvParseResult } from './data/csv';
export { resampleMonthly, resampleWeekly } from './data/resample';
export { sessionInfo, type SessionInfo } from './data/session';

// Strategies: the saved configuration a run starts from, and the sample SMA cross.
export {
  isDropZone,
  type AssetClass,
  type BlockElementInput,
  type DropZoneInput,
  type GeneralSettings,
  type LogicNodeInput,
  type OperatorNodeInput,
  type RiskSettings,
  type RowElementInput,
  type RowInput,
  type RowReference,
  type SizingMode,
  type StrategyInput,
  type StrategyType,
  type TimeInterval,
} from './strategy/types';
// Strategy inputs (docs/engine.md#strategy-inputs): named parameters that block properties link to.
export {
  INPUT_NAME_MAX_LENGTH,
  MAX_INPUTS,
  inputDeclarationProblems,
  inputLinksOf,
  isInputLink,
  resolveElementInputs,
  resolveInputs,
  withInputValues,
} from './strategy/inputs';
export type { BlockPropertyInput, InputLink, StrategyInputDeclaration } from './strategy/types';
export {
  maCrossoverSample,
  singleTradeRisk,
  smaCrossRow,
  smaCrossStrategy,
  type SmaCrossMarket,
} from './strategy/sma-cross';

// Logic: rows checked and compiled into a program, with diagnostics for the builder.
export { compileStrategy, type Program, type SideProgram } from './logic/compile';
export { hasErrors, locationText, SLOT_LABELS, type Diagnostic, type Slot } from './logic/diagnostics';
export { describeExpression, labelOf, type CompareOperator, type Expression } from './logic/expressions';
export { parseRow, validateRow, type LogicTab, type RowContext } from './logic/rows';
export { normalizeProperties, type PropertyLocation } from './logic/properties';

// Rules in plain English, both ways (docs/plain-english.md): text to logic and logic to text.
export { describeStrategy, type DescribedStrategy, type DescribeResult } from './text/describe';
export type { TextElement, TextRow } from './text/elements';
export { formatTextError, type TextError } from './text/errors';
export { parseStrategyText, type ParseTextOptions, type ParseTextResult, type TextLogic } from './text/parse';
export { TextWriteError, writeElement, writeRow } from './text/write';

// Running a backtest: the two entry points over the run pipeline (pipeline/, docs/engine.md).
export {
  runBacktest,
  runBacktestMetrics,
  type BacktestEvent,
  type BacktestOptions,
  type BacktestOutcome,
  type MetricsOutcome,
} from './backtest';
// The pipeline's stages a caller may need alone: bars for an interval, compile without running.
// Other symbols and timeframes (docs/engine.md#11-other-symbols-and-timeframes).
export {
  SYMBOL_PATTERN,
  TIMEFRAMES,
  takesSource,
  takesSourceTimeframe,
  type Timeframe,
} from './blocks/source-properties';
export { ALLOWED_TIMEFRAMES, type SymbolStatus } from './sources/checks';
export { SeriesLibrary, seriesLibrary, type OtherSeries, type OtherSeriesEntry } from './sources/library';
export { symbolReferences, symbolsRead, type SymbolReference } from './sources/symbols-read';
export { sourceSeries, type SourceSeries } from './sources/aggregate';
export { barEnds, dailyBarEnd, hourlyBarEnd } from './sources/end-times';
export { barsForInterval, resolveStrategy, sourceInterval } from './pipeline/resolve';
export { prepareRun, type CompileOutcome, type PreparedRun } from './pipeline/compile';
// Scratch buffers shared by the runs of a sweep or a worker, one after another.
export { RunContext } from './pipeline/context';
// What a run returns: backtest_results (chart data, metrics, closed trades).
export type { BacktestResults, ChartData, ClosedTrade, RiskEvent } from './pipeline/results';
export { sourceLineLabel, type SourceLine } from './pipeline/source-lines';
// The run log's line naming each other symbol a run loaded (the command line prints it too).
export { otherSeriesLines } from './pipeline/run-log';
export type { PerformanceMetrics } from './metrics/performance';
// The kernel's records and events, for callers reading a simulation.
export type { ExitReason } from './sim/exit-plan';
export type { RiskEventKind, TradeRecord } from './sim/types';
export type { SimulationEvent, SkipReason } from './sim/events';
export type { Side } from './sim/broker';
export { simulationSettings, wholeUnitsFor, type SimulationSettings } from './sim/settings';

// Portfolios (docs/engine.md#10-portfolios): one strategy over several symbols, one account or a scan.
export {
  equalWeightBenchmark,
  MAX_PORTFOLIO_SYMBOLS,
  orderCandidates,
  rankReference,
  runPortfolio,
  unionCalendar,
  type BarsBySymbol,
  type PortfolioOptions,
  type PortfolioOutcome,
  type UnionCalendar,
} from './portfolio';
export type {
  PortfolioEvent,
  PortfolioMode,
  PortfolioResults,
  PortfolioSettings,
  PortfolioStrategyInput,
  PortfolioSymbolRow,
  RankBy,
  ScanRow,
  ScanSummary,
  SeparatePortfolioResults,
  SharedPortfolioResults,
} from './portfolio/types';

// CSV downloads of results.
export {
  CLOSED_TRADE_COLUMNS,
  closedTradesCsv,
  EQUITY_CURVE_COLUMNS,
  equityCurveCsv,
  toCsv,
} from './export/csv';

// Python export: a strategy as a standalone pandas script.
export {
  generatePython,
  type PythonColumn,
  type PythonExport,
  type PythonExportOptions,
} from './codegen/generate';

// Research: tunable parameters, sweeps, walk-forward, parameter studies, Monte Carlo, benchmark.
export {
  parameterValueProblem,
  TUNABLE_SETTINGS,
  tunableParameters,
  withParameterValues,
  type TunableParameter,
} from './research/parameters';
export {
  backtestSweepRunner,
  bestCombination,
  combinationAt,
  combinationCount,
  MIN_TRADES_PER_PARAMETER,
  objectiveScore,
  planSweep,
  rangeValues,
  rankCells,
  resolveSweepParameters,
  runSweep,
  runSweepCells,
  SWEEP_MAX_COMBINATIONS,
  SWEEP_OBJECTIVE_NAMES,
  SWEEP_OBJECTIVES,
  sweepResultOf,
  sweepSpans,
  sweepTooLargeMessage,
  sweepWarnings,
  type SweepCell,
  type SweepCellMetrics,
  type SweepObjective,
  type SweepOptions,
  type SweepOutcome,
  type SweepParameterInput,
  type SweepPlan,
  type SweepProgress,
  type SweepResult,
  type SweepRunner,
  type SweepSpan,
} from './research/sweep';
export {
  storedSweepResult,
  sweepHeatmap,
  SWEEP_TRIM_ABOVE,
  SWEEP_TRIM_KEEP,
  trimSweepResult,
  type StoredSweepResult,
  type SweepHeatmap,
  type SweepTrim,
} from './research/sweep-trim';
export {
  MAX_STABLE_SPREAD,
  MIN_WALK_FORWARD_EFFICIENCY,
  parameterStability,
  runWalkForward,
  walkForwardWarnings,
  walkForwardWindows,
  type ParameterStability,
  type WalkForwardMode,
  type WalkForwardOptions,
  type WalkForwardOutcome,
  type WalkForwardResult,
  type WalkForwardWindow,
  type WindowSplit,
} from './research/walk-forward';
export {
  cellRunner,
  isPortfolioStrategy,
  researchBarsProblem,
  scanCellMetrics,
  studyCalendar,
  type CellOutcome,
  type CellRunner,
  type FullRunOutcome,
  type ResearchBars,
  type StudyCalendar,
} from './research/study-bars';
export {
  runParameterStudy,
  type ParameterStudy,
  type ParameterStudyOutcome,
  type ParameterStudyResult,
} from './research/parameter-study';
export {
  MONTE_CARLO_DEFAULT_RUNS,
  MONTE_CARLO_MAX_RUNS,
  MONTE_CARLO_MAX_TRADES,
  MONTE_CARLO_PERCENTILES,
  monteCarlo,
  portfolioMonteCarlo,
  type MonteCarloMethod,
  type MonteCarloOptions,
  type MonteCarloOutcome,
  type MonteCarloResult,
  type Percentiles,
} from './research/monte-carlo';
export {
  compareWithBenchmark,
  dailyCloses,
  type BenchmarkComparison,
  type DatedSeries,
} from './research/benchmark';
