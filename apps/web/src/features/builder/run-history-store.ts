import type { StoredBacktestResults } from '@stratblocks/contracts';
import { create } from 'zustand';
import { readEquityColumns, readMetrics } from '../backtests';
import { dailyCloses, equitySeriesOf } from '../compare';
import type { BuilderDocument } from './model/document';
import { runChanges } from './model/run-changes';
import { historyKey, loadHistory, saveHistory, withRun, type RunEntry } from './model/run-history';

/**
 * The run history of the strategy open in the builder (docs/builder.md#run-history), kept in the
 * browser's local storage under the strategy's id (or the draft's key) so that a reload finds it,
 * with the run chosen for the comparison.
 */

/** Local storage, or a memory stand-in where the browser refuses it (private modes, tests). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

const comparedKey = (key: string) => `${key}.compared`;

function loadCompared(key: string): string | null {
  try {
    return storage()?.getItem(comparedKey(key)) ?? null;
  } catch {
    return null;
  }
}

function saveCompared(key: string, id: string | null) {
  try {
    const store = storage();
    if (id === null) store?.removeItem(comparedKey(key));
    else store?.setItem(comparedKey(key), id);
  } catch {
    // The choice then lasts until the page is left.
  }
}

/** A run's numeric metrics (text such as the ticker is not compared). */
function numericMetrics(results: StoredBacktestResults): Record<string, number> {
  const metrics = readMetrics(results.performance_metrics) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(metrics).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/** A run's equity at each day's close; none for a scan, which has no one account's equity. */
function dailyEquity(results: StoredBacktestResults): RunEntry['equity'] {
  const columns = readEquityColumns(results.chart_data);
  if (!columns) return { dates: [], values: [] };
  const closes = dailyCloses(equitySeriesOf(columns));
  return { dates: [...closes.keys()], values: [...closes.values()] };
}

interface RunHistoryState {
  /** The storage key of the history shown, null before the builder opened one. */
  key: string | null;
  entries: RunEntry[];
  /** The run set beside the latest one, by id; null when none is. */
  compared: string | null;
  /** Shows the history of a strategy (its id) or of the draft (null). */
  open: (strategyId: number | null) => void;
  /** Adds a complete run at the end of the open history, with what changed since the one before. */
  record: (
    run: {
      document: BuilderDocument;
      results: StoredBacktestResults;
      /** What changed, when the caller knows better than the run before (a sweep cell). */
      changes?: string[];
      source?: RunEntry['source'];
    },
    at?: Date,
  ) => void;
  /** Sets a run beside the latest one (null: no comparison). */
  compare: (id: string | null) => void;
}

let counter = 0;

export const useRunHistory = create<RunHistoryState>()((set, get) => ({
  key: null,
  entries: [],
  compared: null,
  open: (strategyId) => {
    const key = historyKey(strategyId);
    if (get().key === key) return;
    const store = storage();
    const entries = store ? loadHistory(store, key) : [];
    const compared = loadCompared(key);
    set({
      key,
      entries,
      compared: entries.some((entry) => entry.id === compared) ? compared : null,
    });
  },
  record: ({ document, results, changes, source }, at = new Date()) => {
    const { key, entries } = get();
    if (key === null) return;
    const previous = entries.at(-1);
    counter += 1;
    const entry: RunEntry = {
      id: `${at.getTime().toString(36)}-${String(counter)}`,
      at: at.toISOString(),
      changes: changes ?? (previous ? runChanges(previous.document, document) : null),
      metrics: numericMetrics(results),
      equity: dailyEquity(results),
      document,
      ...(source ? { source } : {}),
    };
    const next = withRun(entries, entry);
    const store = storage();
    const kept = store ? saveHistory(store, key, next) : next;
    // A comparison with a run that fell off the history ends with it.
    const compared = get().compared;
    const stillThere = compared !== null && kept.some((item) => item.id === compared);
    set({ entries: kept.length > 0 ? kept : [entry], compared: stillThere ? compared : null });
    if (!stillThere) saveCompared(key, null);
  },
  compare: (id) => {
    const { key } = get();
    set({ compared: id });
    if (key !== null) saveCompared(key, id);
  },
}));

/**
 * A sweep's best cells into the open history (docs/builder.md#run-history), the best last so that it
 * is the latest and "Compare with previous run" sets the second beside it. Each is named by what it
 * changes in the open document ("fast 20 -> 10"); it keeps the sweep's figures and no equity curve.
 */
export function recordSweepCells(
  strategyId: number | null,
  document: BuilderDocument,
  cells: ReadonlyArray<{ document: BuilderDocument; metrics: Record<string, number | null> }>,
) {
  const history = useRunHistory.getState();
  history.open(strategyId);
  const at = new Date();
  [...cells].reverse().forEach((cell) => {
    const metrics = Object.fromEntries(Object.entries(cell.metrics).filter(([, value]) => value !== null));
    useRunHistory.getState().record(
      {
        document: cell.document,
        results: { performance_metrics: metrics, chart_data: {}, closed_trades: [] },
        changes: runChanges(document, cell.document),
        source: 'sweep',
      },
      at,
    );
  });
}
