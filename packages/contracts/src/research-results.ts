import { z } from 'zod';
import { ClosedTradeSchema } from './backtest-results';

/**
 * The results of the research lab as the engine's research functions produce them (runSweep,
 * runWalkForward, monteCarlo, compareWithBenchmark) and as the web app saves them with a strategy
 * (PUT /api/strategies/{id}/research, the engine's object written as JSON). Field names are the
 * engine's (camelCase); `engine-compatibility.ts` checks at compile time that every engine result
 * is valid input here.
 *
 * JSON has no NaN or Infinity: a figure the engine computes by a division or a power (an annualised
 * return over a few bars, an efficiency) is written as null when it is not finite, so those fields
 * accept null.
 */

/**
 * The most combinations a sweep runs in a browser or in one server process, and runs (combinations
 * x windows) a walk-forward runs.
 */
export const RESEARCH_MAX_RUNS = 10_000;
/**
 * The most combinations a sweep runs on the research queue (a server with REDIS_URL and its
 * workers); its result is trimmed above RESEARCH_MAX_RUNS cells (SweepResultSchema's `trimmed`).
 */
export const RESEARCH_QUEUE_MAX_COMBINATIONS = 1_000_000;
/** Monte Carlo bounds (the engine's MONTE_CARLO_MAX_RUNS and MONTE_CARLO_MAX_TRADES). */
export const MONTE_CARLO_LIMITS = { runs: 20_000, trades: 5_000 } as const;

const computed = z.number().nullable();
const count = z.number().int().min(0);
const texts = z.array(z.string().max(2_000)).max(100);

/** What a sweep ranks combinations by (the engine's SWEEP_OBJECTIVES). */
export const RESEARCH_OBJECTIVES = [
  'sharpe',
  'sortino',
  'total_return',
  'max_drawdown',
  'profit_factor',
  'sqn',
  'calmar',
] as const;
export const ResearchObjectiveSchema = z.enum(RESEARCH_OBJECTIVES);

/** A tunable parameter of a strategy (engine TunableParameter) with the values a study tried. */
export const StudiedParameterSchema = z.object({
  path: z.string().max(500),
  label: z.string().max(500),
  kind: z.enum(['input', 'block', 'setting']),
  block: z.string().max(200).optional(),
  property: z.string().max(200),
  /** The value in the strategy (null when the strategy had none). */
  value: computed,
  min: z.number().optional(),
  max: z.number().optional(),
  integer: z.boolean(),
  /** The step an input declares. */
  step: z.number().optional(),
  values: z.array(z.number()).min(1).max(RESEARCH_MAX_RUNS),
});
export type StudiedParameter = z.infer<typeof StudiedParameterSchema>;

/** The figures a sweep keeps for each combination (engine SweepCellMetrics). */
export const SweepCellMetricsSchema = z.object({
  total_return: z.number(),
  annualized_return: computed,
  max_drawdown: z.number(),
  sharpe_ratio: computed,
  sortino_ratio: computed,
  calmar_ratio: computed,
  profit_factor: computed,
  sqn: computed,
  win_rate: computed,
  total_trades: count,
  gross_profit: z.number(),
});
export type SweepCellMetrics = z.infer<typeof SweepCellMetricsSchema>;

export const SweepCellSchema = z.object({
  /** One value per parameter, in the order of `parameters`. */
  values: z.array(z.number()),
  objective: computed,
  trades: count,
  metrics: SweepCellMetricsSchema.nullable(),
  /** Why this combination did not run. */
  error: z.string().max(2_000).optional(),
});
export type SweepCell = z.infer<typeof SweepCellSchema>;

/** A cell index of a sweep's grid. */
const cellIndex = z
  .number()
  .int()
  .min(0)
  .max(RESEARCH_MAX_RUNS - 1);

/**
 * A trimmed result's heat map (engine SweepHeatmap): the objective by the first parameter's values
 * (rows) and the second's (columns), row-major; rule 'cell' is each cell's, 'best' the best-ranked
 * cell's among those sharing the two values (three parameters or more).
 */
export const SweepHeatmapSchema = z.object({
  rule: z.enum(['cell', 'best']),
  objective: z.array(computed).max(RESEARCH_QUEUE_MAX_COMBINATIONS),
});
export type SweepHeatmap = z.infer<typeof SweepHeatmapSchema>;

/**
 * runSweep's result: every combination, the ranking best first, the best cell and the warnings.
 * Above RESEARCH_MAX_RUNS combinations (the research queue), the result is trimmed: `cells` holds
 * the best `trimmed.kept` cells best first (the ranking is 0, 1, 2...), `heatmap` the whole grid's
 * objective, and the warnings are the whole grid's.
 */
export const SweepResultSchema = z
  .object({
    objective: ResearchObjectiveSchema,
    parameters: z.array(StudiedParameterSchema).min(1).max(100),
    cells: z.array(SweepCellSchema).max(RESEARCH_MAX_RUNS),
    ranking: z.array(cellIndex).max(RESEARCH_MAX_RUNS),
    best: cellIndex.nullable(),
    warnings: texts,
    trimmed: z
      .object({ kept: count.max(RESEARCH_MAX_RUNS), total: count.max(RESEARCH_QUEUE_MAX_COMBINATIONS) })
      .optional(),
    heatmap: SweepHeatmapSchema.optional(),
  })
  .superRefine((result, context) => {
    const cells = result.cells.length;
    if (result.trimmed && (result.trimmed.kept !== cells || result.trimmed.total < cells))
      context.addIssue({
        code: 'custom',
        path: ['trimmed'],
        message: 'A trimmed result keeps as many cells as it says, at most its grid',
      });
    const [rows, columns] = result.parameters;
    const size = (rows?.values.length ?? 0) * (columns?.values.length ?? 1);
    if (result.heatmap && result.heatmap.objective.length !== size)
      context.addIssue({
        code: 'custom',
        path: ['heatmap'],
        message: "The heat map has one value per pair of the first two parameters' values",
      });
    if (result.best !== null && result.best >= cells)
      context.addIssue({ code: 'custom', path: ['best'], message: 'The best cell is not in the grid' });
    if (result.ranking.some((index) => index >= cells))
      context.addIssue({
        code: 'custom',
        path: ['ranking'],
        message: 'The ranking names a cell that is not in the grid',
      });
    const width = result.parameters.length;
    if (result.cells.some((cell) => cell.values.length !== width))
      context.addIssue({
        code: 'custom',
        path: ['cells'],
        message: 'Every cell has one value per parameter',
      });
  });
export type SweepResult = z.infer<typeof SweepResultSchema>;

const windowSpan = z.object({
  from: count,
  to: count,
  startDate: z.string().max(40),
  endDate: z.string().max(40),
});

/** One walk-forward window (engine WalkForwardWindow). */
export const WalkForwardWindowSchema = z.object({
  index: count,
  inSample: windowSpan,
  outOfSample: windowSpan,
  chosen: z.array(z.number()).nullable(),
  inSampleMetrics: SweepCellMetricsSchema.nullable(),
  outOfSampleReturn: z.number(),
  outOfSampleAnnualized: computed,
  outOfSampleTrades: count,
  efficiency: computed,
  inSampleWarnings: texts,
});

/** How the chosen value of one parameter moved from window to window (engine ParameterStability). */
export const ParameterStabilitySchema = z.object({
  path: z.string().max(500),
  label: z.string().max(500),
  chosen: z.array(z.number().nullable()),
  mean: computed,
  stdDev: computed,
  spread: computed,
});

/** runWalkForward's result: the windows, the stitched out-of-sample equity and trades, the verdicts. */
export const WalkForwardResultSchema = z
  .object({
    mode: z.enum(['anchored', 'rolling']),
    objective: ResearchObjectiveSchema,
    inSampleBars: z.number().int().min(2),
    outOfSampleBars: z.number().int().min(1),
    parameters: z.array(StudiedParameterSchema).min(1).max(100),
    windows: z.array(WalkForwardWindowSchema).max(RESEARCH_MAX_RUNS),
    equity: z.object({
      dates: z.array(z.string().max(40)),
      values: z.array(z.number()),
      window: z.array(count),
    }),
    trades: z.array(ClosedTradeSchema.extend({ window: count })),
    outOfSample: z.object({
      totalReturn: z.number(),
      annualizedReturn: computed,
      maxDrawdown: z.number(),
      trades: count,
    }),
    inSampleAnnualized: computed,
    efficiency: computed,
    stability: z.array(ParameterStabilitySchema).max(100),
    warnings: texts,
  })
  .superRefine((result, context) => {
    const { dates, values, window } = result.equity;
    if (values.length !== dates.length || window.length !== dates.length)
      context.addIssue({
        code: 'custom',
        path: ['equity'],
        message: 'The equity has one value and one window per date',
      });
  });
export type WalkForwardResult = z.infer<typeof WalkForwardResultSchema>;

/** Percentiles 5, 25, 50, 75 and 95 (JSON object keys "5" ... "95"). */
const percentilesOf = <Schema extends z.ZodType>(value: Schema) =>
  z.object({ 5: value, 25: value, 50: value, 75: value, 95: value });

const fanLine = z
  .array(z.number())
  .min(1)
  .max(MONTE_CARLO_LIMITS.trades + 1);

/** monteCarlo's result on a backtest's closed trades (engine MonteCarloResult). */
export const MonteCarloResultSchema = z.object({
  method: z.enum(['reshuffle', 'bootstrap']),
  runs: z.number().int().min(1).max(MONTE_CARLO_LIMITS.runs),
  seed: z.number(),
  tradeCount: z.number().int().min(2).max(MONTE_CARLO_LIMITS.trades),
  initialCapital: z.number(),
  drawdownThreshold: z.number(),
  tradeReturns: z.array(z.number()).max(MONTE_CARLO_LIMITS.trades),
  actual: z.object({ finalEquity: z.number(), maxDrawdown: z.number() }),
  finalEquity: percentilesOf(z.number()),
  maxDrawdown: percentilesOf(z.number()),
  probabilityOfLoss: z.number().min(0).max(1),
  probabilityOfDrawdownBeyond: z.number().min(0).max(1),
  fan: percentilesOf(fanLine),
});
export type MonteCarloResult = z.infer<typeof MonteCarloResultSchema>;

/** compareWithBenchmark's result: alpha, beta, correlation and the benchmark as an equity line. */
export const BenchmarkComparisonSchema = z.object({
  symbol: z.string().max(40),
  alpha: computed,
  beta: computed,
  correlation: computed,
  periods: count,
  benchmarkReturn: computed,
  equity: z.array(z.number().nullable()),
});
export type BenchmarkComparison = z.infer<typeof BenchmarkComparisonSchema>;
