import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StreamReader } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema } from './postgres-helpers';
import { OwnRedis, freePort } from './redis-server';

/**
 * Finding 10: `npm run cluster:local` (2 API processes, 2 workers, a proxy) against PostgreSQL (a
 * schema of its own) and a redis-server of its own on a spare port, driven over HTTP the way a
 * client would: runs sent to API A stream from the workers, a killed worker is survived, a stopped
 * and restarted Redis gives 503s then recovers, and with no worker left runs get the clear error.
 */
const SCRIPT = fileURLToPath(new URL('../../../scripts/cluster-local.mjs', import.meta.url));
const body = JSON.stringify({
  generalSetting: { tickerSymbol: 'SPY', startDate: '2021-01-01', endDate: '2021-12-31' },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', properties: { period: 5 } },
        { name: '>' },
        { name: 'SMA', properties: { period: 20 } },
      ],
    },
  },
});

let redis: OwnRedis;
let schema: { url: string; drop(): Promise<void> };
let cluster: ChildProcess;
let proxyPort: number;
let apiPorts: number[];
const pids = new Map<string, number>();
let client = 0;

async function stream(
  port: number,
): Promise<{ status: number; logs: string[]; parts: string[]; detail?: string }> {
  client += 1;
  const response = await fetch(`http://127.0.0.1:${port}/api/backtest/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.20.${client >> 8}.${client & 255}`,
    },
    body,
  });
  const text = await response.text();
  if (response.status !== 200)
    return {
      status: response.status,
      logs: [],
      parts: [],
      detail: (JSON.parse(text) as { detail: string }).detail,
    };
  const reader = new StreamReader();
  reader.push(text);
  reader.end();
  return { status: 200, logs: reader.state.logs, parts: Object.keys(reader.state.parts).sort() };
}

async function status(path: string): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${proxyPort}${path}`)).status;
  } catch {
    return 0;
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

beforeAll(async () => {
  redis = await OwnRedis.start();
  schema = await createTestSchema();
  proxyPort = await freePort();
  apiPorts = [await freePort(), await freePort()];
  cluster = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      DATABASE_URL: schema.url,
      REDIS_URL: redis.url,
      PORT: String(proxyPort),
      API_PORTS: apiPorts.join(','),
      WORKERS: '2',
      CLUSTER_SKIP_BUILD: 'true',
      LOG_LEVEL: 'warn',
      MARKET_DATA_PROVIDER: 'bundled',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cluster.stdout?.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/^(api \d|worker \d) pid (\d+)$/gm)) {
      pids.set(match[1] ?? '', Number(match[2]));
    }
  });
  const ready = await waitFor(async () => (await status('/api/health/ready')) === 200, 90_000);
  if (!ready) throw new Error('the cluster did not become ready');
}, 120_000);

afterAll(async () => {
  cluster.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const pid of pids.values()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await redis.stop();
  await schema.drop();
});

describe('npm run cluster:local', () => {
  it('streams runs sent to API A from the workers, and through the proxy', async () => {
    const direct = await stream(apiPorts[0] ?? 0);
    expect(direct.status).toBe(200);
    expect(direct.parts).toEqual(['chart', 'metrics', 'trades']);
    expect(direct.logs.at(-1)).toMatch(/^Backtest complete/);
    const proxied = await Promise.all(Array.from({ length: 6 }, () => stream(proxyPort)));
    expect(proxied.map((run) => run.parts.length)).toEqual(Array(6).fill(3));
  });

  it('survives a killed worker', async () => {
    const pid = pids.get('worker 1');
    expect(pid).toBeGreaterThan(0);
    process.kill(pid ?? 0, 'SIGKILL');
    const runs = await Promise.all(Array.from({ length: 4 }, () => stream(apiPorts[1] ?? 0)));
    for (const run of runs) {
      expect(run.status).toBe(200);
      expect(run.logs.at(-1)).toMatch(/^(Backtest complete|Error: )/);
    }
    const after = await stream(apiPorts[0] ?? 0);
    expect(after.parts).toEqual(['chart', 'metrics', 'trades']);
  }, 60_000);

  it('answers 503 while Redis is stopped, and recovers once it is back', async () => {
    await redis.stop();
    const down = await stream(proxyPort);
    expect(down.status).toBe(503);
    expect(down.detail).toBeTruthy();
    expect(await status('/api/health/ready')).toBe(503);
    expect(await status('/api/health/live')).toBe(200);
    await redis.start();
    expect(await waitFor(async () => (await status('/api/health/ready')) === 200, 30_000)).toBe(true);
    const again = await stream(proxyPort);
    expect(again.parts).toEqual(['chart', 'metrics', 'trades']);
  }, 60_000);

  it('with no worker left, a run gets the clear error', async () => {
    process.kill(pids.get('worker 2') ?? 0, 'SIGKILL');
    const refused = await waitFor(async () => (await stream(proxyPort)).status === 503, 20_000);
    expect(refused).toBe(true);
    const run = await stream(proxyPort);
    expect(run).toMatchObject({
      status: 503,
      detail: 'No backtest worker is running: try again in a moment',
    });
  }, 60_000);
});
