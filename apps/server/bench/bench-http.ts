/**
 * The HTTP side of the benches' clients (heavy-user-clients.ts, watch-load-clients.ts): one request
 * with its status, body and time to the last byte, and the other user's streamed backtests.
 */
import { Agent, request as httpRequest } from 'node:http';
import { STREAM_MARKERS } from '@stratblocks/contracts';

export interface Answer {
  status: number;
  text: string;
  ms: number;
}

export const json = (value: unknown) => ({
  type: 'application/json',
  data: Buffer.from(JSON.stringify(value)),
});

/** Sends requests to one server over keep-alive connections. */
export class BenchClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 32 });

  constructor(private readonly base: string) {}

  /** One request: its status, its body and how long it took to the last byte. */
  send(
    method: string,
    path: string,
    token: string | null,
    body?: { type: string; data: Buffer },
  ): Promise<Answer> {
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${this.base}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(token && { authorization: `Bearer ${token}` }),
            ...(body && { 'content-type': body.type, 'content-length': body.data.length }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - start,
            });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body?.data);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The answer's detail, or its status alone. */
export function outcome(answer: { status: number; text: string }): string {
  if (answer.status < 300) return String(answer.status);
  try {
    return `${answer.status} "${(JSON.parse(answer.text) as { detail?: string }).detail ?? ''}"`;
  } catch {
    return String(answer.status);
  }
}

/** The builder's default strategy on SPY 2020-2024: the other user's backtest. */
export const DEFAULT_STRATEGY = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2020-01-01', endDate: '2024-12-31' },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', properties: { period: 20 } },
        { name: 'Cross Above' },
        { name: 'SMA', properties: { period: 50 } },
      ],
    },
  },
  exitLogic: { exit_long: { elements: [{ name: 'Stop Loss %', properties: { percentage: 5 } }] } },
};

/**
 * A user's streamed backtests, two at a time, back to back, until `until` resolves: how long each
 * complete one took, and how many did not complete.
 */
export async function streamBacktestsDuring(
  client: BenchClient,
  token: string,
  until: Promise<unknown>,
): Promise<{ times: number[]; failed: number }> {
  const running = { on: true };
  void until.finally(() => {
    running.on = false;
  });
  const times: number[] = [];
  let failed = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (running.on) {
        const answer = await client.send('POST', '/api/backtest/stream', token, json(DEFAULT_STRATEGY));
        // Every result part arrived: the last one's end marker is there.
        if (answer.status === 200 && answer.text.includes(STREAM_MARKERS.trades.end)) times.push(answer.ms);
        else failed += 1;
      }
    }),
  );
  return { times, failed };
}

/** The value below which a share `q` of the values fall. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
