import { capRulesLines, migrateStrategyConfig } from '@stratblocks/contracts';
import { describeStrategy } from '@stratblocks/engine';

/**
 * The rules of a stored document as the strategy cards show them (docs/plain-english.md), stored
 * beside it when it is saved (column `strategies.rules_text`: the lines joined by line breaks, at
 * most RULES_SUMMARY_MAX_CHARS), so that the list reads no document
 * (docs/performance.md#lists-read-what-they-show). Null when the document cannot be read, has no
 * rules, or a side cannot be written as one line. Writing is one pass over the rows, cheap enough
 * for a save on the request.
 */
export function rulesTextOf(strategyConfig: unknown): string | null {
  const migrated = migrateStrategyConfig(strategyConfig);
  if (!migrated.ok) return null;
  const described = describeStrategy(migrated.config);
  if (!described.ok) return null;
  return capRulesLines(described.lines)?.join('\n') ?? null;
}

/** The lines as read back from the column (null when absent). */
export function parseRulesText(text: string | null): string[] | null {
  return text ? text.split('\n') : null;
}
