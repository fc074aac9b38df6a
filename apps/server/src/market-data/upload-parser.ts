import { SerialWorkerThread } from '../infra/serial-worker';
import type { ParsedUpload } from './parse-upload';

export interface UploadParseMessage {
  id: number;
  /** The spooled file (upload-spool.ts), read in the thread. */
  path: string;
  symbol: string;
  maxBars: number;
}

export interface UploadParseAnswer {
  id: number;
  parsed: ParsedUpload;
}

/** Why a file was not read: its problem (422), or the server's (503). */
export type UploadParseOutcome = ParsedUpload | { ok: false; detail: string; status: 503 };

export interface UploadParserOptions {
  /** Longest one file may take to read; the thread is then replaced. */
  timeLimitMs?: number;
  /** Files waiting for the thread at most; more are answered 503. */
  maxWaiting?: number;
  workerModule?: URL;
}

const DEFAULT_MODULE = new URL('./upload-parse-worker.ts', import.meta.url);
export const UPLOADS_BUSY = 'The server is reading other uploads: try again in a moment';

/**
 * Reads uploaded CSV files in one worker thread owned by the app (reading the spooled file,
 * counting rows, parsing, cutting into chunks), one file at a time, so that a 50 MB file never
 * holds the HTTP event loop.
 */
export class UploadParser {
  private readonly thread: SerialWorkerThread<UploadParseMessage, UploadParseAnswer>;
  private readonly maxWaiting: number;

  constructor(options: UploadParserOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? 4;
    this.thread = new SerialWorkerThread({
      module: options.workerModule ?? DEFAULT_MODULE,
      timeLimitMs: options.timeLimitMs ?? 60_000,
      stoppedMessage: 'The upload reader stopped',
    });
  }

  async parse(path: string, symbol: string, maxBars: number): Promise<UploadParseOutcome> {
    if (this.thread.waiting >= this.maxWaiting) return { ok: false, status: 503, detail: UPLOADS_BUSY };
    const outcome = await this.thread.run((id) => ({ id, path, symbol, maxBars }));
    switch (outcome.status) {
      case 'answered':
        return outcome.answer.parsed;
      case 'timed-out':
        return { ok: false, detail: 'The file took too long to read: split it' };
      case 'failed':
        return { ok: false, status: 503, detail: outcome.message };
    }
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
