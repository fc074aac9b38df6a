import { z } from 'zod';
import { StoredBacktestResultsSchema } from './backtest-results';
import { StrategyConfigSchema } from './strategy-config';

export const STRATEGY_NAME_MAX = 100;

export const StrategyNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(STRATEGY_NAME_MAX, `Name must be at most ${STRATEGY_NAME_MAX} characters`);

/** A saved strategy, as the API returns it. */
export const StrategySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  strategy_config: StrategyConfigSchema,
  backtest_results: StoredBacktestResultsSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Strategy = z.infer<typeof StrategySchema>;

/**
 * Body of POST /api/strategies and PUT /api/strategies/{id}. strategy_config is any stored
 * document version; the server runs it through migrateStrategyConfig() before validating.
 */
export const StrategyWriteBodySchema = z.object({
  name: StrategyNameSchema,
  description: z.string().max(2000).default(''),
  strategy_config: z.unknown(),
  backtest_results: StoredBacktestResultsSchema.nullable().default(null),
});
export type StrategyWriteBody = z.input<typeof StrategyWriteBodySchema>;
