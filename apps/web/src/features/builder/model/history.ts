/** Undo and redo over immutable snapshots; at most `limit` steps back. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Edits of the same key in a row (typing in one field) are one step. */
  lastKey: string | null;
}

export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

export function record<T>(history: History<T>, next: T, coalesceKey: string | null = null): History<T> {
  if (Object.is(next, history.present)) return history;
  if (coalesceKey !== null && coalesceKey === history.lastKey) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: coalesceKey };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, lastKey: null };
}
