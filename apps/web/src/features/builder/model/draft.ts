import { migrateStrategyConfig } from '@stratblocks/contracts';
import { fromStrategyConfig, toStrategyConfig, type BuilderDocument } from './document';

/** docs/product.md#entities-and-fields / issue: the unsaved strategy is kept in local storage for 7 days. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  document: BuilderDocument;
  strategyId: number | null;
  savedAt: number;
}

export function serializeDraft(
  document: BuilderDocument,
  strategyId: number | null,
  now = Date.now(),
): string {
  return JSON.stringify({
    name: document.name,
    strategyId,
    savedAt: now,
    config: toStrategyConfig(document),
  });
}

/** The draft, or null when there is none, it is older than 7 days or it does not read. */
export function parseDraft(text: string | null, now = Date.now()): Draft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as {
      name?: unknown;
      strategyId?: unknown;
      savedAt?: unknown;
      config?: unknown;
    };
    if (typeof value.savedAt !== 'number' || now - value.savedAt > DRAFT_MAX_AGE_MS) return null;
    const migrated = migrateStrategyConfig(value.config);
    if (!migrated.ok) return null;
    const name = typeof value.name === 'string' ? value.name : 'Untitled Strategy';
    const strategyId = typeof value.strategyId === 'number' ? value.strategyId : null;
    return { document: fromStrategyConfig(name, migrated.config), strategyId, savedAt: value.savedAt };
  } catch {
    return null;
  }
}
