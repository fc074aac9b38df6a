import { z } from 'zod';
import { StoredBacktestResultsSchema } from './backtest-results';
import { STRATEGY_LIMITS } from './limits';
import {
  MonteCarloResultSchema,
  RESEARCH_MAX_RUNS,
  RESEARCH_OBJECTIVES,
  SweepResultSchema,
  WalkForwardResultSchema,
} from './research-results';
import { RunRequestSchema } from './run-request';
import { boundedJson } from './strategy';
import { StrategyConfigSchema } from './strategy-config';

/** Share tokens: 24 random bytes in base64url (192 bits: not guessable, not enumerable). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const REPORT_NOT_FOUND = 'Report not found';

/** The public report page of a share token (a web route). */
export function reportPath(token: string): string {
  return `/report/${token}`;
}

/** A strategy's live public link. */
export const StrategyShareSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
  /** The report page, relative to the site: /report/{token}. */
  path: z.string(),
  created_at: z.string(),
});
export type StrategyShare = z.infer<typeof StrategyShareSchema>;

/** GET /api/strategies/{id}/share: the live link, or null when the strategy is not shared. */
export const StrategyShareStatusSchema = z.object({ share: StrategyShareSchema.nullable() });
export type StrategyShareStatus = z.infer<typeof StrategyShareStatusSchema>;

/** One saved result: at most 2 MiB as JSON and as deep as any strategy document, measured first. */
function savedPart<Schema extends z.ZodType>(name: string, schema: Schema) {
  return boundedJson(name, STRATEGY_LIMITS.resultsBytes, schema.nullable().default(null));
}

/**
 * Robustness results saved with a strategy (PUT /api/strategies/{id}/research): a Monte Carlo, a
 * walk-forward and a sweep result, each optional, each exactly what the engine's research functions
 * return (research-results.ts). Their size and nesting are measured before anything walks them.
 */
export const ResearchResultsSchema = z.object({
  monte_carlo: savedPart('monte_carlo', MonteCarloResultSchema),
  walk_forward: savedPart('walk_forward', WalkForwardResultSchema),
  sweep: savedPart('sweep', SweepResultSchema),
});
export type ResearchResults = z.infer<typeof ResearchResultsSchema>;
export type ResearchResultsBody = z.input<typeof ResearchResultsSchema>;

/**
 * Saved results as read back: each part checked on its own, so that one written before the parts
 * were checked and that does not fit (a sweep with null cells) reads as missing, not the others.
 */
export function readSavedResearch(value: unknown): ResearchResults | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { shape } = ResearchResultsSchema;
  const monteCarlo = shape.monte_carlo.safeParse(record['monte_carlo'] ?? null);
  const walkForward = shape.walk_forward.safeParse(record['walk_forward'] ?? null);
  const sweep = shape.sweep.safeParse(record['sweep'] ?? null);
  return {
    monte_carlo: monteCarlo.success ? monteCarlo.data : null,
    walk_forward: walkForward.success ? walkForward.data : null,
    sweep: sweep.success ? sweep.data : null,
  };
}

/** GET /api/strategies/{id}/research: the saved results and when they were saved (null if never). */
export const SavedResearchSchema = z.object({
  research: ResearchResultsSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type SavedResearch = z.infer<typeof SavedResearchSchema>;

/** The strategy's logic in words, one sentence per slot (null for an empty slot). */
export const StrategyRulesSchema = z.object({
  entry_long: z.string().nullable(),
  entry_short: z.string().nullable(),
  exit_long: z.string().nullable(),
  exit_short: z.string().nullable(),
});
export type StrategyRules = z.infer<typeof StrategyRulesSchema>;

/**
 * GET /api/reports/{token}: a shared strategy, read-only and anonymous: its rules, settings,
 * saved results and robustness results. Nothing of the account (no ids, no email, no user name).
 */
export const SharedReportSchema = z.object({
  name: z.string(),
  description: z.string(),
  strategy_config: StrategyConfigSchema,
  rules: StrategyRulesSchema,
  backtest_results: StoredBacktestResultsSchema.nullable(),
  research: ResearchResultsSchema.nullable(),
  shared_at: z.string(),
  updated_at: z.string(),
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

/**
 * How many values a range from start to stop by step has, both ends included (the engine's
 * rangeValues count), worked out without building them; 1 for a range the engine refuses with its
 * own message (stop below start).
 */
export function rangeValueCount(range: { start: number; stop: number; step: number }): number {
  if (!(range.stop >= range.start) || !(range.step > 0)) return 1;
  return Math.floor((range.stop - range.start) / range.step + 1e-9) + 1;
}

/** The combinations a study of these parameters runs (values are counted once each), by arithmetic. */
export function studyCombinationCount(
  parameters: ReadonlyArray<{
    values?: readonly number[] | undefined;
    range?: { start: number; stop: number; step: number } | undefined;
  }>,
): number {
  let product = 1;
  for (const parameter of parameters) {
    if (parameter.values && parameter.values.length > 0) product *= new Set(parameter.values).size;
    else if (parameter.range) product *= rangeValueCount(parameter.range);
  }
  return product;
}

/** One swept parameter by its path in the strategy: a list of values or a range (both ends included). */
export const SweepParameterSchema = z
  .object({
    path: z.string().min(1).max(200),
    values: z.array(z.number()).min(1).max(1000).optional(),
    range: z.object({ start: z.number(), stop: z.number(), step: z.number().gt(0) }).optional(),
  })
  .superRefine((parameter, context) => {
    if (parameter.values === undefined && parameter.range === undefined) {
      context.addIssue({ code: 'custom', message: 'A parameter needs values or a range' });
      return;
    }
    // A study runs at most RESEARCH_MAX_RUNS backtests, so no range needs more values than that.
    const count = parameter.range ? rangeValueCount(parameter.range) : 0;
    if (count > RESEARCH_MAX_RUNS) {
      const limit = RESEARCH_MAX_RUNS.toLocaleString('en-US');
      context.addIssue({
        code: 'custom',
        path: ['range'],
        message: `The range of ${parameter.path} has ${count.toLocaleString('en-US')} values; a range takes at most ${limit}: raise the step`,
      });
    }
  });

/** POST /api/research/jobs: a sweep or a walk-forward of a run body, run on the server. */
export const ResearchJobBodySchema = z.object({
  kind: z.enum(['sweep', 'walk-forward']),
  strategy: RunRequestSchema,
  parameters: z.array(SweepParameterSchema).min(1).max(6),
  objective: z.enum(RESEARCH_OBJECTIVES).default('sharpe'),
  mode: z.enum(['rolling', 'anchored']).default('rolling'),
  /** Walk-forward window lengths, in bars of the strategy's interval. */
  in_sample_bars: z.number().int().min(2).optional(),
  out_of_sample_bars: z.number().int().min(1).optional(),
});
export type ResearchJobBody = z.input<typeof ResearchJobBodySchema>;

/** A research job as polled: progress (0..1), the best objective so far, then the engine's result. */
const researchJobFields = {
  id: z.string(),
  status: z.enum(['running', 'done', 'failed', 'cancelled', 'timed-out']),
  progress: z.number(),
  best: z.number().nullable(),
  error: z.string().nullable(),
};
export const ResearchJobSchema = z.discriminatedUnion('kind', [
  z.object({ ...researchJobFields, kind: z.literal('sweep'), result: SweepResultSchema.nullable() }),
  z.object({
    ...researchJobFields,
    kind: z.literal('walk-forward'),
    result: WalkForwardResultSchema.nullable(),
  }),
]);
export type ResearchJob = z.infer<typeof ResearchJobSchema>;
