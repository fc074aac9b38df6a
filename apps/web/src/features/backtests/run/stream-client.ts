import { StreamReader, type RunRequestInput, type StreamPart } from '@stratblocks/contracts';
import { apiHeaders, errorFromResponse } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { completeResults, withStreamPart, type PartialResults, type RunResults } from './stream-parts';

/** POST /api/backtest/stream: runs a backtest and streams its logs, then chart, metrics and trades. */
export const BACKTEST_STREAM_PATH = '/api/backtest/stream';

/** docs/product.md#error-catalogue: the prefix of every failure line appended to the logs. */
export const STREAM_ERROR_PREFIX = 'Stream error:';

const UNREACHABLE = 'The server cannot be reached. Check your connection.';

export interface BacktestStreamOptions {
  /** Aborting it stops reading and closes the request (the server then stops the run). */
  signal?: AbortSignal;
  /** Log lines as they arrive, one call per network chunk that completed any. */
  onLogs?: (lines: string[]) => void;
  /** The results gathered so far, each time a part (chart, metrics, trades) has been parsed. */
  onResults?: (results: PartialResults) => void;
}

export type BacktestStreamOutcome =
  /** Chart and metrics arrived (trades default to none). */
  | { status: 'done'; results: RunResults }
  /** The request failed, or the stream ended without results; `error` says why in words. */
  | { status: 'error'; error: string; results: PartialResults }
  /** The signal aborted the run. */
  | { status: 'cancelled'; results: PartialResults };

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/** The message of a failure, for the 'Stream error: {message}' line. */
function messageOf(error: unknown): string {
  if (error instanceof TypeError) return UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return 'the stream failed';
}

/**
 * Runs a backtest through the stream route (fetch and a ReadableStream: EventSource cannot send
 * the Bearer header). Sends the session's token when signed in. Failures are reported as
 * 'Stream error: ...' log lines (docs/product.md#error-catalogue) and in the outcome; the promise never rejects.
 */
export async function runBacktestStream(
  body: RunRequestInput,
  options: BacktestStreamOptions = {},
): Promise<BacktestStreamOutcome> {
  const { signal, onLogs, onResults } = options;
  let results: PartialResults = {};
  const fail = (error: string, line: string): BacktestStreamOutcome => {
    onLogs?.([`${STREAM_ERROR_PREFIX} ${line}`]);
    return { status: 'error', error, results };
  };

  const signedIn = getSession() !== null;
  let response: Response;
  try {
    response = await fetch(BACKTEST_STREAM_PATH, {
      method: 'POST',
      headers: { ...apiHeaders({ json: true, auth: signedIn }), accept: 'text/event-stream' },
      body: JSON.stringify(body),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (isAbort(error, signal)) return { status: 'cancelled', results };
    const message = messageOf(error);
    return fail(message, message);
  }

  if (!response.ok) {
    const error = await errorFromResponse(response, { auth: signedIn });
    const status = `HTTP ${response.status}`;
    // The server's detail, when it gave one, says what to change (a date range, a block).
    const detail = error.message === status ? null : error.message;
    return fail(detail ?? status, detail ? `${status}: ${detail}` : status);
  }
  if (!response.body) return fail('The server sent no stream', 'the server sent no stream');

  const reader = new StreamReader();
  const seen = new Set<StreamPart>();
  const take = (lines: string[]) => {
    if (lines.length > 0) onLogs?.(lines);
    for (const [part, json] of Object.entries(reader.state.parts) as Array<[StreamPart, string]>) {
      if (seen.has(part)) continue;
      seen.add(part);
      results = withStreamPart(results, part, json);
      onResults?.(results);
    }
  };

  const decoder = new TextDecoder();
  const source = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await source.read();
      if (done) break;
      take(reader.push(decoder.decode(value, { stream: true })));
    }
    take(reader.push(decoder.decode()));
    take(reader.end());
  } catch (error) {
    if (isAbort(error, signal)) return { status: 'cancelled', results };
    const message = messageOf(error);
    return fail(message, message);
  } finally {
    source.releaseLock();
  }

  const complete = completeResults(results);
  if (complete) return { status: 'done', results: complete };
  // The server reports a run that could not finish as 'Error: ...' lines before it ends the stream.
  const lastError = [...reader.state.logs].reverse().find((line) => line.startsWith('Error: '));
  return {
    status: 'error',
    error: lastError ? lastError.slice('Error: '.length) : 'The backtest ended without results',
    results,
  };
}
