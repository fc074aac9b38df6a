import type { BuilderDocument } from './document';

/**
 * The builder's run history (docs/builder.md#run-history): the last runs of a strategy or of the
 * unsaved draft, each with its time, what changed since the run before, its headline metrics and
 * its equity at each day's close. Trades are not kept: the history must fit the browser's storage.
 * Pure, with the storage passed in, so it is tested without a browser.
 */

/** How many runs a history keeps: the oldest goes first. */
export const RUN_HISTORY_LIMIT = 10;

export interface RunEntry {
  /** Unique within its history (the time and a counter). */
  id: string;
  /** When the run ended, ISO 8601. */
  at: string;
  /** What changed since the run before, in words; null for the first run of the history. */
  changes: string[] | null;
  /** The run's metrics by key (numbers only: text such as the ticker is not compared). */
  metrics: Record<string, number>;
  /** Equity at each day's close. */
  equity: { dates: string[]; values: number[] };
  /** The document that ran: the next run's changes are read against it. */
  document: BuilderDocument;
  /**
   * 'sweep' for a cell of the Optimise panel's sweep: its metrics are the few the sweep keeps and it
   * has no equity curve. Absent for a run of the builder.
   */
  source?: 'sweep';
}

/** The storage key of a strategy's history, or of the draft not saved yet. */
export function historyKey(strategyId: number | null): string {
  return `stratblocks.run-history.${strategyId === null ? 'draft' : String(strategyId)}`;
}

/** The history with a new run at its end, the oldest dropped past the limit. */
export function withRun(history: readonly RunEntry[], entry: RunEntry): RunEntry[] {
  return [...history, entry].slice(-RUN_HISTORY_LIMIT);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEntry(value: unknown): value is RunEntry {
  if (!isRecord(value)) return false;
  const { id, at, changes, metrics, equity, document } = value;
  return (
    typeof id === 'string' &&
    typeof at === 'string' &&
    (changes === null || Array.isArray(changes)) &&
    isRecord(metrics) &&
    isRecord(equity) &&
    Array.isArray(equity['dates']) &&
    Array.isArray(equity['values']) &&
    isRecord(document)
  );
}

/** The stored history: empty when there is none or it cannot be read (a damaged entry is dropped). */
export function loadHistory(storage: Pick<Storage, 'getItem'>, key: string): RunEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(-RUN_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Stores the history. When the storage is full, the oldest runs are dropped one by one until the
 * rest fits (none at worst: the history then lives only until the page is left). Returns the runs
 * kept.
 */
export function saveHistory(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  history: readonly RunEntry[],
): RunEntry[] {
  for (let first = 0; first < history.length; first += 1) {
    const kept = history.slice(first);
    try {
      storage.setItem(key, JSON.stringify(kept));
      return kept;
    } catch {
      // Quota exceeded (or storage refused): try again without the oldest run.
    }
  }
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
  return [];
}

/** "10:42" of a run's time, in the visitor's clock. */
export function runTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours}:${minutes}`;
}
