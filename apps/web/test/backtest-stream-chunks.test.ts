import { formatStreamLine, formatStreamPart } from '@stratblocks/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runBacktestStream } from '../src/features/backtests';
import { signOut, storeToken } from '../src/lib/session';
import { engineRun, type EngineRun } from './support/engine-run';
import { tokenWithExp } from './jwt';
import { chunksAt, chunksOf, stubStreamFetch } from './support/stream-response';

let run: EngineRun;
// A line with characters of two, three and four bytes in UTF-8, so that byte cuts fall inside them.
const NOTE = 'Note: données — € 📈';
let text: string;

beforeAll(() => {
  run = engineRun();
  text = formatStreamLine(NOTE) + run.streamText;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

async function readAll(chunks: Uint8Array[]) {
  stubStreamFetch(chunks);
  const logs: string[] = [];
  const outcome = await runBacktestStream(run.request, {
    onLogs: (lines) => {
      logs.push(...lines);
    },
  });
  return { logs, outcome };
}

describe('the backtest stream, read in chunks as the network delivers them', () => {
  it('reads characters cut byte by byte', async () => {
    const start = formatStreamLine(NOTE) + run.logs.slice(0, 3).map(formatStreamLine).join('');
    const { logs } = await readAll(chunksOf(start, 1));
    expect(logs).toEqual([NOTE, ...run.logs.slice(0, 3)]);
  });

  it.each([3, 7, 64, 4096, 1 << 20])(
    'gives the same logs and results when cut every %i bytes',
    async (size) => {
      const { logs, outcome } = await readAll(chunksOf(text, size));
      expect(logs).toEqual([NOTE, ...run.logs]);
      expect(outcome.status).toBe('done');
      if (outcome.status !== 'done') return;
      expect(outcome.results).toEqual(run.results);
    },
  );

  it('copes with cuts inside "data: ", between the two newlines and inside a marker', async () => {
    const marker = text.indexOf('METRICS_DATA_START');
    const cuts = [
      3,
      text.indexOf('\n\n') + 1,
      marker + 4,
      marker + 12,
      text.indexOf('data: ', marker + 20) + 2,
    ];
    const { logs, outcome } = await readAll(
      chunksAt(
        text,
        cuts.sort((a, b) => a - b),
      ),
    );
    expect(logs).toEqual([NOTE, ...run.logs]);
    expect(outcome.status === 'done' && outcome.results.performance_metrics).toEqual(
      run.results.performance_metrics,
    );
  });

  it('delivers log lines as they arrive, before the stream ends', async () => {
    const seen: string[][] = [];
    stubStreamFetch(chunksAt(text, [text.indexOf('\n\n') + 2]));
    await runBacktestStream(run.request, {
      onLogs: (lines) => {
        seen.push(lines);
      },
    });
    expect(seen[0]).toEqual([NOTE]);
  });

  it('reports each part when it is parsed: chart, then metrics, then trades', async () => {
    const parts: string[][] = [];
    stubStreamFetch(chunksOf(text, 512));
    await runBacktestStream(run.request, {
      onResults: (results) => {
        parts.push(Object.keys(results));
      },
    });
    expect(parts).toEqual([
      ['chart_data'],
      ['chart_data', 'performance_metrics'],
      ['chart_data', 'performance_metrics', 'closed_trades'],
    ]);
  });

  it('posts the run body as JSON, with the Bearer token when signed in', async () => {
    const token = tokenWithExp(Date.now() / 1000 + 3600);
    storeToken(token);
    const fetch = stubStreamFetch(chunksOf(text, 4096));
    await runBacktestStream(run.request);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/backtest/stream');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual(
      JSON.parse(JSON.stringify(run.request)),
    );
  });

  it('sends no Authorization header when signed out', async () => {
    const fetch = stubStreamFetch(chunksOf(text, 4096));
    await runBacktestStream(run.request);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});

describe('parts that do not parse', () => {
  it('are logged to the console only: the logs and the other parts go on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken =
      formatStreamLine('Backtesting') +
      formatStreamPart('chart', JSON.stringify(run.results.chart_data)) +
      formatStreamPart('metrics', '{"ticker": "SPY", oops') +
      formatStreamPart('trades', JSON.stringify([{ entry_date: 5 }])) +
      formatStreamLine('Backtest complete');
    const { logs, outcome } = await readAll(chunksOf(broken, 100));
    expect(logs).toEqual(['Backtesting', 'Backtest complete']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(outcome.status).toBe('error');
    expect(outcome.status !== 'cancelled' && outcome.results.chart_data).toEqual(run.results.chart_data);
    expect(logs.some((line) => line.startsWith('Stream error:'))).toBe(false);
  });

  it("end with the server's last 'Error:' line as the reason when no result came", async () => {
    const failed =
      formatStreamLine('Backtesting SPY') + formatStreamLine('Error: The run took longer than 60 s');
    const { outcome } = await readAll(chunksOf(failed, 10));
    expect(outcome).toMatchObject({ status: 'error', error: 'The run took longer than 60 s' });
  });
});

describe('failures (docs/product.md#error-catalogue)', () => {
  it("append 'Stream error: HTTP {status}' with the server's detail", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ detail: 'Unknown symbol "ZZZQ".' }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const logs: string[] = [];
    const outcome = await runBacktestStream(run.request, { onLogs: (lines) => logs.push(...lines) });
    expect(logs).toEqual(['Stream error: HTTP 422: Unknown symbol "ZZZQ".']);
    expect(outcome).toMatchObject({ status: 'error', error: 'Unknown symbol "ZZZQ".' });
  });

  it("append 'Stream error: HTTP {status}' alone when the server gives no detail", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 502 }))),
    );
    const logs: string[] = [];
    const outcome = await runBacktestStream(run.request, { onLogs: (lines) => logs.push(...lines) });
    expect(logs).toEqual(['Stream error: HTTP 502']);
    expect(outcome).toMatchObject({ status: 'error', error: 'HTTP 502' });
  });

  it("append 'Stream error: {message}' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const logs: string[] = [];
    await runBacktestStream(run.request, { onLogs: (lines) => logs.push(...lines) });
    expect(logs).toEqual(['Stream error: The server cannot be reached. Check your connection.']);
  });

  it("append 'Stream error: {message}' when the connection breaks mid-stream, after the lines read", async () => {
    const encoder = new TextEncoder();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(encoder.encode(formatStreamLine('Backtesting SPY')));
        else controller.error(new Error('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body))),
    );
    const logs: string[] = [];
    const outcome = await runBacktestStream(run.request, { onLogs: (lines) => logs.push(...lines) });
    expect(logs).toEqual(['Backtesting SPY', 'Stream error: network error']);
    expect(outcome.status).toBe('error');
  });
});

describe('cancelling', () => {
  it('stops reading when the signal aborts, with no error line', async () => {
    const firstLine = formatStreamLine('Backtesting SPY');
    const fetch = stubStreamFetch(chunksOf(firstLine, 1024), { hold: true });
    const controller = new AbortController();
    const logs: string[] = [];
    const outcome = runBacktestStream(run.request, {
      signal: controller.signal,
      onLogs: (lines) => {
        logs.push(...lines);
        controller.abort();
      },
    });
    await expect(outcome).resolves.toMatchObject({ status: 'cancelled' });
    expect(logs).toEqual(['Backtesting SPY']);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('resolves as cancelled when the signal aborts before the answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const controller = new AbortController();
    controller.abort();
    const logs: string[] = [];
    const outcome = await runBacktestStream(run.request, {
      signal: controller.signal,
      onLogs: (lines) => logs.push(...lines),
    });
    expect(outcome.status).toBe('cancelled');
    expect(logs).toEqual([]);
  });
});
