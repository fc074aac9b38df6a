import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How much lower a background thread runs than the HTTP event loop (a nice value, 0 to 19). */
const BACKGROUND_NICE = 10;

/**
 * Lowers the scheduling priority of the calling worker thread (on Linux a thread has its own nice
 * value, set through its thread id), so that on a busy machine the HTTP event loop gets a core before
 * one user's long work does (a sweep of minutes, a 50 MB file read for seconds). Backtest runs (a few
 * milliseconds each, rate-limited per user) keep the normal priority: lowered, they lose a third of
 * their throughput to the other processes of a shared machine. Elsewhere than Linux, or where it is
 * not allowed, the thread keeps its priority.
 */
export function runInBackground(): void {
  try {
    const threadId = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // Not Linux: nothing to do.
  }
}
