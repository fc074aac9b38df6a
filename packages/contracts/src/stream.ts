/**
 * The backtest stream (docs/product.md#states-and-transitions): a text event stream whose lines start with "data: ",
 * blocks separated by blank lines. JSON parts travel between marker lines; every other line is a
 * log line.
 */
export const STREAM_MARKERS = {
  chart: { start: 'CHART_DATA_START', end: 'CHART_DATA_END' },
  metrics: { start: 'METRICS_DATA_START', end: 'METRICS_DATA_END' },
  trades: { start: 'TRADES_DATA_START', end: 'TRADES_DATA_END' },
  /** A portfolio run's per-symbol breakdown, or a scan's rows (portfolio-results.ts). */
  portfolio: { start: 'PORTFOLIO_DATA_START', end: 'PORTFOLIO_DATA_END' },
} as const;

export type StreamPart = keyof typeof STREAM_MARKERS;

/** What a reader of the stream has gathered so far. */
export interface StreamState {
  logs: string[];
  /** Raw JSON text of each part, once its end marker has arrived. */
  parts: Partial<Record<StreamPart, string>>;
}

/** Formats one payload line as an event-stream block. */
export function formatStreamLine(line: string): string {
  return `data: ${line}\n\n`;
}

/** Formats a JSON part between its markers, one event-stream block per line. */
export function formatStreamPart(part: StreamPart, json: string): string {
  const markers = STREAM_MARKERS[part];
  return formatStreamLine(markers.start) + formatStreamLine(json) + formatStreamLine(markers.end);
}

/**
 * Incremental reader of the stream: feed it chunks as they arrive (they may split lines
 * anywhere); it collects log lines and the JSON text of each part.
 */
export class StreamReader {
  /** Pieces of the line under way (none holds a newline): joined once the newline arrives, so that
   * a long JSON line arriving in many small chunks costs linear time, not quadratic. */
  private pending: string[] = [];
  private openPart: StreamPart | null = null;
  private partLines: string[] = [];
  readonly state: StreamState = { logs: [], parts: {} };

  /** Adds a chunk; returns the log lines completed by it. */
  push(chunk: string): string[] {
    const newLogs: string[] = [];
    let start = 0;
    let newline = chunk.indexOf('\n');
    while (newline >= 0) {
      this.pending.push(chunk.slice(start, newline));
      const line = this.pending.join('').replace(/\r$/, '');
      this.pending = [];
      this.readLine(line, newLogs);
      start = newline + 1;
      newline = chunk.indexOf('\n', start);
    }
    if (start < chunk.length) this.pending.push(chunk.slice(start));
    return newLogs;
  }

  /** Flushes a last line that had no newline after it. */
  end(): string[] {
    const newLogs: string[] = [];
    const rest = this.pending.join('');
    this.pending = [];
    if (rest.length > 0) this.readLine(rest, newLogs);
    return newLogs;
  }

  private readLine(line: string, newLogs: string[]): void {
    if (!line.startsWith('data: ') && !line.startsWith('data:')) return;
    const payload = line.startsWith('data: ') ? line.slice(6) : line.slice(5);
    const starting = partStartedBy(payload);
    if (starting) {
      this.openPart = starting;
      this.partLines = [];
      return;
    }
    if (this.openPart) {
      if (payload === STREAM_MARKERS[this.openPart].end) {
        this.state.parts[this.openPart] = this.partLines.join('\n');
        this.openPart = null;
      } else {
        this.partLines.push(payload);
      }
      return;
    }
    this.state.logs.push(payload);
    newLogs.push(payload);
  }
}

function partStartedBy(payload: string): StreamPart | null {
  for (const part of Object.keys(STREAM_MARKERS) as StreamPart[]) {
    if (STREAM_MARKERS[part].start === payload) return part;
  }
  return null;
}
