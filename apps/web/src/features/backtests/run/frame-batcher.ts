/**
 * Gathers items and hands them over at most once per animation frame, so that a stream of
 * thousands of log lines causes one render per frame instead of one per line.
 */
export class FrameBatcher<Item> {
  private pending: Item[] = [];
  private frame: number | null = null;

  constructor(private readonly deliver: (items: Item[]) => void) {}

  push(items: readonly Item[]): void {
    if (items.length === 0) return;
    this.pending.push(...items);
    this.frame ??= requestFrame(() => {
      this.frame = null;
      this.flush();
    });
  }

  /** Delivers what is pending now (at the end of a run, so that the last lines are not late). */
  flush(): void {
    if (this.frame !== null) cancelFrame(this.frame);
    this.frame = null;
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    this.deliver(items);
  }

  /** Drops what is pending (a cancelled run). */
  discard(): void {
    if (this.frame !== null) cancelFrame(this.frame);
    this.frame = null;
    this.pending = [];
  }
}

// A timer stands in where there are no animation frames. (A hidden tab pauses frames: its lines
// wait, and the end of the run flushes them.)
function requestFrame(callback: () => void): number {
  return typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : window.setTimeout(callback, 16);
}

function cancelFrame(id: number): void {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(id);
  else window.clearTimeout(id);
}
