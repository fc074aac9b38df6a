import { z } from 'zod';
import {
  EntryLogicSchema,
  ExitLogicSchema,
  GeneralSettingSchema,
  LogicRowsSchema,
  PortfolioSchema,
  RiskSettingSchema,
} from './strategy-config';
import { InputsSchema, refineInputLinks } from './strategy-inputs';

/**
 * The body of a backtest run (docs/product.md#calls): the settings plus the entry and exit sides, with
 * rows resolved in place of references. References may also be left as they are when the rows
 * travel with the body (entryLogicRows / exitLogicRows), as a saved strategy_config does.
 * Every part has the defaults of a new strategy, so a short hand-written body runs too.
 */
export const RunRequestSchema = z
  .object({
    generalSetting: GeneralSettingSchema.prefault({}),
    /** Named numbers that block properties link to (docs/engine.md#strategy-inputs). */
    inputs: InputsSchema.optional(),
    entryLogic: EntryLogicSchema.prefault({}),
    exitLogic: ExitLogicSchema.prefault({}),
    riskSetting: RiskSettingSchema.prefault({}),
    entryLogicRows: LogicRowsSchema.optional(),
    exitLogicRows: LogicRowsSchema.optional(),
    /** One strategy over several symbols (docs/engine.md#10-portfolios); absent: the one tickerSymbol. */
    portfolio: PortfolioSchema.optional(),
  })
  .superRefine(refineInputLinks);
export type RunRequest = z.infer<typeof RunRequestSchema>;
/** What a client may send: every part optional. */
export type RunRequestInput = z.input<typeof RunRequestSchema>;

/** POST /api/backtest/run answers with the received body and the strategy as Python. */
export const RunAcceptedSchema = z.object({
  status: z.literal('success'),
  received: RunRequestSchema,
  code: z.string(),
});
export type RunAccepted = z.infer<typeof RunAcceptedSchema>;
