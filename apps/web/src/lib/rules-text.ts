import type { StrategyConfig } from '@stratblocks/contracts';
import { describeStrategy } from '@stratblocks/engine';

/**
 * A saved strategy's rules as plain-English lines (docs/plain-english.md), for the pages that show
 * a strategy: none when it has no logic, or why a side cannot be one line.
 */
export type RulesText = { ok: true; lines: string[] } | { ok: false; message: string };

export function rulesText(
  config: Pick<StrategyConfig, 'entryLogic' | 'exitLogic' | 'entryLogicRows' | 'exitLogicRows'>,
): RulesText {
  const described = describeStrategy(config);
  return described.ok ? { ok: true, lines: described.lines } : { ok: false, message: described.message };
}

/** The rules on one line, for a heading's tooltip: the lines joined by a full stop. */
export function rulesSentence(rules: RulesText): string | null {
  if (!rules.ok || rules.lines.length === 0) return null;
  return rules.lines.join('. ');
}
