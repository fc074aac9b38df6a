import { parseStrategyExportFile, strategyExportFile } from '@stratblocks/contracts';
import { rulesText } from '../../../lib/rules-text';
import { fromStrategyConfig, toStrategyConfig, type BuilderDocument } from './document';

/** The file name of a strategy's JSON export: its name in kebab case. */
export function exportFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'strategy'}.stratblocks.json`;
}

/**
 * The strategy as an export file, its rules as plain-English lines in the header for a reader of
 * the file (left out when a side cannot be one line); an import reads only the blocks.
 */
export function exportJson(document: BuilderDocument, description: string, now = new Date()): string {
  const config = toStrategyConfig(document);
  const rules = rulesText(config);
  const file = strategyExportFile(
    {
      name: document.name.trim() || 'Untitled Strategy',
      description,
      ...(rules.ok && rules.lines.length > 0 && { rules: rules.lines }),
      strategy_config: config,
    },
    now.toISOString(),
  );
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ImportOutcome =
  { ok: true; document: BuilderDocument; description: string } | { ok: false; detail: string };

/** Reads a strategy JSON file (older document versions included). */
export function importJson(text: string): ImportOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'The file is not JSON' };
  }
  const parsed = parseStrategyExportFile(value);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    document: fromStrategyConfig(parsed.file.name, parsed.file.strategy_config),
    description: parsed.file.description,
  };
}
