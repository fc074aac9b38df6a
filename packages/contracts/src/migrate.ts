import { z } from 'zod';
import {
  EntryLogicSchema,
  ExitLogicSchema,
  GeneralSettingSchema,
  LogicRowsSchema,
  PortfolioSchema,
  RiskSettingSchema,
  STRATEGY_SCHEMA_VERSION,
  StrategyConfigSchema,
  type StrategyConfig,
} from './strategy-config';
import { InputsSchema } from './strategy-inputs';

type Document = Record<string, unknown>;

/**
 * Steps that each bring a document from version i to version i + 1. Version 0 is the builder's
 * original shape: no schemaVersion, rows possibly in the legacy `logicRows` field, settings
 * possibly partial.
 */
const STEPS: ReadonlyArray<(document: Document) => Document> = [
  function fromVersion0(document) {
    const { logicRows, ...rest } = document;
    return {
      ...rest,
      entryLogicRows: rest['entryLogicRows'] ?? logicRows ?? [],
      exitLogicRows: rest['exitLogicRows'] ?? [],
      schemaVersion: 1,
    };
  },
];

/** Fills what older documents may lack with the defaults of a new strategy. */
const LenientConfigSchema = z.object({
  schemaVersion: z.literal(STRATEGY_SCHEMA_VERSION),
  generalSetting: GeneralSettingSchema.prefault({}),
  inputs: InputsSchema.optional(),
  entryLogic: EntryLogicSchema.prefault({}),
  exitLogic: ExitLogicSchema.prefault({}),
  riskSetting: RiskSettingSchema.prefault({}),
  entryLogicRows: LogicRowsSchema.default([]),
  exitLogicRows: LogicRowsSchema.default([]),
  // Absent stays absent: documents saved before portfolios are single-symbol strategies.
  portfolio: PortfolioSchema.optional(),
});

export type MigrationResult = { ok: true; config: StrategyConfig } | { ok: false; detail: string };

/**
 * The one door through which stored strategy documents are read: brings any known version up to
 * the current one and validates it. Never throws on bad input.
 */
export function migrateStrategyConfig(document: unknown): MigrationResult {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { ok: false, detail: 'strategy_config must be an object' };
  }
  let current = document as Document;
  const version = current['schemaVersion'] ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, detail: 'strategy_config.schemaVersion must be a whole number' };
  }
  if (version > STRATEGY_SCHEMA_VERSION) {
    return {
      ok: false,
      detail: `strategy_config.schemaVersion ${version} is newer than this server understands (${STRATEGY_SCHEMA_VERSION})`,
    };
  }
  for (let step = version; step < STRATEGY_SCHEMA_VERSION; step += 1) {
    const migrate = STEPS[step];
    if (!migrate) return { ok: false, detail: `No migration from version ${step}` };
    current = migrate(current);
  }
  const parsed = LenientConfigSchema.safeParse(current);
  if (!parsed.success) {
    return { ok: false, detail: `strategy_config: ${describeIssues(parsed.error)}` };
  }
  // The strict schema also checks what spans parts of the document (links to declared inputs).
  const config = StrategyConfigSchema.safeParse(parsed.data);
  if (!config.success) return { ok: false, detail: `strategy_config: ${describeIssues(config.error)}` };
  return { ok: true, config: config.data };
}

/** One line naming the first problems of a zod error, with their paths. */
export function describeIssues(error: z.ZodError, limit = 3): string {
  return error.issues
    .slice(0, limit)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
