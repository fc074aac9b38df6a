import { z } from 'zod';
import { ApiErrorSchema } from './errors';
import { RunRequestSchema } from './run-request';
import { EntryLogicSchema, ExitLogicSchema } from './strategy-config';
import { INPUT_LIMITS } from './strategy-inputs';

/**
 * The plain-English endpoints (docs/plain-english.md, docs/api.md#strategy-text): rules as text to
 * the strategy's logic, and a strategy to its text. Reading is cheap and bounded by the text's length.
 */
export const STRATEGY_TEXT_LIMITS = { textLength: 4000 } as const;

/** `POST /api/strategy-text/parse`: the lines, and the inputs whose names bind (their names are enough). */
export const StrategyTextParseRequestSchema = z.object({
  text: z
    .string()
    .max(
      STRATEGY_TEXT_LIMITS.textLength,
      `The text has at most ${STRATEGY_TEXT_LIMITS.textLength} characters`,
    ),
  inputs: z
    .array(z.object({ name: z.string().min(1).max(INPUT_LIMITS.nameLength) }))
    .max(INPUT_LIMITS.perStrategy, `A strategy has at most ${INPUT_LIMITS.perStrategy} inputs`)
    .optional(),
});
export type StrategyTextParseRequest = z.infer<typeof StrategyTextParseRequestSchema>;

/** The logic read from the text, as a run body carries it: each side one row, or null. */
export const StrategyTextLogicSchema = z.object({
  entryLogic: EntryLogicSchema,
  exitLogic: ExitLogicSchema,
});
export type StrategyTextLogic = z.infer<typeof StrategyTextLogicSchema>;

/**
 * A 422 of the parse route. When the text itself cannot be read: where (line and column from 1),
 * what was expected there and, for an unknown name, the closest ones; a body that is not
 * `{text, inputs?}` has the detail only.
 */
export const StrategyTextErrorSchema = ApiErrorSchema.extend({
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
  expected: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});
export type StrategyTextError = z.infer<typeof StrategyTextErrorSchema>;

/** `POST /api/strategy-text/describe`: a saved strategy_config or a run body. */
export const StrategyTextDescribeRequestSchema = z.object({
  strategy_config: RunRequestSchema,
});
export type StrategyTextDescribeRequest = z.input<typeof StrategyTextDescribeRequestSchema>;

/** The strategy's rules, one line per side that has a row, in the order Buy, Sell, Short, Cover. */
export const StrategyTextDescribeResponseSchema = z.object({
  text: z.string(),
  lines: z.array(z.string()),
});
export type StrategyTextDescribeResponse = z.infer<typeof StrategyTextDescribeResponseSchema>;
