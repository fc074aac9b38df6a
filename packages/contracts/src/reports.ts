import { z } from 'zod';
import { StoredBacktestResultsSchema } from './backtest-results';
import { RunRequestSchema } from './run-request';
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

/**
 * Robustness results saved with a strategy (engine shapes, stored as sent like backtest_results):
 * a Monte Carlo result, a walk-forward result and a sweep result, each optional.
 */
const storedResult = z.record(z.string(), z.unknown()).nullable().default(null);
export const ResearchResultsSchema = z.object({
  monte_carlo: storedResult,
  walk_forward: storedResult,
  sweep: storedResult,
});
export type ResearchResults = z.infer<typeof ResearchResultsSchema>;
export type ResearchResultsBody = z.input<typeof ResearchResultsSchema>;

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

/** One swept parameter by its path in the strategy: a list of values or a range (both ends included). */
export const SweepParameterSchema = z
  .object({
    path: z.string().min(1).max(200),
    values: z.array(z.number()).min(1).max(1000).optional(),
    range: z.object({ start: z.number(), stop: z.number(), step: z.number().gt(0) }).optional(),
  })
  .refine((parameter) => parameter.values !== undefined || parameter.range !== undefined, {
    message: 'A parameter needs values or a range',
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
export const ResearchJobSchema = z.object({
  id: z.string(),
  kind: z.enum(['sweep', 'walk-forward']),
  status: z.enum(['running', 'done', 'failed', 'cancelled', 'timed-out']),
  progress: z.number(),
  best: z.number().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type ResearchJob = z.infer<typeof ResearchJobSchema>;
