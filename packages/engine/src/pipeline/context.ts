import { ReturnsWorkspace } from '../metrics/return-statistics';
import { QuietStretches } from '../sim/quiet-stretches';

/**
 * The scratch space of runs: the four signal columns, the equity marks, the quiet stretches and
 * the returns of the metrics,
 * written and read by a run but never handed out (the chart copies the equity; the metrics read
 * the stretches before the run returns). One context serves runs one after another, so a sweep of
 * thousands of runs allocates them once: make one per sweep or per worker and pass it to each run.
 * Never share one between runs that can be in progress at the same time (e.g. a run started from
 * another run's event listener).
 */
export class RunContext {
  private signalBuffers: Uint8Array[] = [];
  private equityBuffer = new Float64Array(0);
  /** The quiet stretches of the current run (cleared by the kernel at the start of each run). */
  readonly stretches = new QuietStretches();
  /** The period returns and VaR work space of the metrics (metrics/return-statistics.ts). */
  readonly returns = new ReturnsWorkspace();

  /**
   * Buffers for the four signals (entry long, entry short, exit long, exit short), one value per
   * bar, exactly as long as the series: loops over a shorter view of a longer buffer run markedly
   * slower.
   */
  signals(count: number): Uint8Array[] {
    if (this.signalBuffers[0]?.length !== count) {
      this.signalBuffers = [0, 1, 2, 3].map(() => new Uint8Array(count));
    }
    return this.signalBuffers;
  }

  /** The equity marks, one per bar (exactly as long as the series, for the same reason). */
  equity(count: number): Float64Array {
    if (this.equityBuffer.length !== count) this.equityBuffer = new Float64Array(count);
    return this.equityBuffer;
  }
}
