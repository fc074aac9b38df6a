import { z } from 'zod';
import { StoredBacktestResultsSchema } from './backtest-results';
import { STRATEGY_LIMITS as LIMITS, kibibytes, measureJson } from './limits';
import { oneLine, plainText } from './primitives';
import { StrategyConfigSchema } from './strategy-config';

export const STRATEGY_NAME_MAX = LIMITS.nameLength;

export const StrategyNameSchema = oneLine(
  z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(STRATEGY_NAME_MAX, `Name must be at most ${STRATEGY_NAME_MAX} characters`),
  'Name',
);

/** A strategy's description: several lines may be, no other control character. */
export const StrategyDescriptionSchema = plainText(
  z
    .string()
    .max(LIMITS.descriptionLength, `Description must be at most ${LIMITS.descriptionLength} characters`),
  'Description',
);

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
 * A JSON value of at most `maxBytes` (written as JSON) and `LIMITS.nesting` levels, checked before
 * anything else reads it.
 */
export function boundedJson<Schema extends z.ZodType>(field: string, maxBytes: number, schema: Schema) {
  return z.preprocess((value, context) => {
    const measure = measureJson(value, maxBytes, LIMITS.nesting);
    if (measure.nesting > LIMITS.nesting) {
      context.addIssue({ code: 'custom', message: `${field} nests deeper than ${LIMITS.nesting} levels` });
      return undefined;
    }
    if (measure.bytes > maxBytes) {
      context.addIssue({ code: 'custom', message: `${field} is larger than ${kibibytes(maxBytes)}` });
      return undefined;
    }
    return value;
  }, schema);
}

/**
 * Body of POST /api/strategies and PUT /api/strategies/{id}. strategy_config is any stored
 * document version; the server runs it through migrateStrategyConfig() before validating.
 */
export const StrategyWriteBodySchema = z.object({
  name: StrategyNameSchema,
  description: StrategyDescriptionSchema.default(''),
  strategy_config: boundedJson('strategy_config', LIMITS.configBytes, z.unknown()),
  backtest_results: boundedJson(
    'backtest_results',
    LIMITS.resultsBytes,
    StoredBacktestResultsSchema.nullable().default(null),
  ),
});
export type StrategyWriteBody = z.input<typeof StrategyWriteBodySchema>;
