import { z } from 'zod';
import { describeIssues, migrateStrategyConfig } from './migrate';
import { StrategyConfigSchema, type StrategyConfig } from './strategy-config';
import { StrategyDescriptionSchema, StrategyNameSchema } from './strategy';

/** The `format` of a strategy export file. */
export const STRATEGY_EXPORT_FORMAT = 'stratblocks-strategy';
/** The version of the export file's own layout (the strategy_config carries its own schemaVersion). */
export const STRATEGY_EXPORT_VERSION = 1;

/**
 * The strategy's rules as plain-English lines (docs/plain-english.md), written for the reader of
 * the file. The blocks of strategy_config are the truth: an import reads them and ignores these
 * lines, so a file without them (written before them) or whose lines disagree with its blocks
 * imports its blocks.
 */
const ExportRulesSchema = z.array(z.string()).optional();

/**
 * A strategy exported as JSON ("Export JSON"): what imports back as the same strategy. The
 * strategy_config is a current StrategyConfig; parseStrategyExportFile() also reads files whose
 * strategy_config is an older stored version, through migrateStrategyConfig().
 */
export const StrategyExportFileSchema = z.object({
  format: z.literal(STRATEGY_EXPORT_FORMAT),
  schemaVersion: z.literal(STRATEGY_EXPORT_VERSION),
  name: StrategyNameSchema,
  description: StrategyDescriptionSchema.default(''),
  /** Informative only: see ExportRulesSchema. */
  rules: ExportRulesSchema,
  strategy_config: StrategyConfigSchema,
  /** When the file was written (ISO 8601); informative only. */
  exported_at: z.string().optional(),
});
export type StrategyExportFile = z.infer<typeof StrategyExportFileSchema>;

/**
 * Builds the export file of a strategy. `rules` are its lines as the engine's describeStrategy
 * writes them (this package may not run the engine); left out, the file has none.
 */
export function strategyExportFile(
  strategy: {
    name: string;
    description?: string;
    rules?: readonly string[];
    strategy_config: StrategyConfig;
  },
  exportedAt?: string,
): StrategyExportFile {
  return {
    format: STRATEGY_EXPORT_FORMAT,
    schemaVersion: STRATEGY_EXPORT_VERSION,
    name: strategy.name,
    description: strategy.description ?? '',
    ...(strategy.rules !== undefined ? { rules: [...strategy.rules] } : {}),
    strategy_config: strategy.strategy_config,
    ...(exportedAt !== undefined ? { exported_at: exportedAt } : {}),
  };
}

const EnvelopeSchema = z.object({
  format: z.literal(STRATEGY_EXPORT_FORMAT, {
    error: `Not a StratBlocks strategy file (format must be "${STRATEGY_EXPORT_FORMAT}")`,
  }),
  schemaVersion: z
    .number()
    .int()
    .min(1)
    .max(STRATEGY_EXPORT_VERSION, `The file is newer than this version of StratBlocks understands`),
  name: StrategyNameSchema,
  description: StrategyDescriptionSchema.default(''),
  // Read apart: lines that are not a list of strings are dropped, never a reason to refuse a file.
  rules: z.unknown().optional(),
  strategy_config: z.unknown(),
  exported_at: z.string().optional(),
});

export type StrategyImportResult = { ok: true; file: StrategyExportFile } | { ok: false; detail: string };

/**
 * Reads an export file (the parsed JSON value, or its text): checks the envelope, then brings the
 * strategy_config up to the current version with migrateStrategyConfig(). Never throws on bad input.
 * The `rules` lines are kept as read (dropped when not a list of strings), never compared with the
 * blocks nor read into them.
 */
export function parseStrategyExportFile(json: unknown): StrategyImportResult {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch {
      return { ok: false, detail: 'The file is not valid JSON' };
    }
  }
  const envelope = EnvelopeSchema.safeParse(value);
  if (!envelope.success) return { ok: false, detail: describeIssues(envelope.error) };
  const migrated = migrateStrategyConfig(envelope.data.strategy_config);
  if (!migrated.ok) return { ok: false, detail: migrated.detail };
  const rules = ExportRulesSchema.safeParse(envelope.data.rules);
  return {
    ok: true,
    file: {
      format: STRATEGY_EXPORT_FORMAT,
      schemaVersion: STRATEGY_EXPORT_VERSION,
      name: envelope.data.name,
      description: envelope.data.description,
      ...(rules.success && rules.data !== undefined ? { rules: rules.data } : {}),
      strategy_config: migrated.config,
      ...(envelope.data.exported_at !== undefined ? { exported_at: envelope.data.exported_at } : {}),
    },
  };
}
