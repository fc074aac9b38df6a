// npm run cluster:local: the scale-out mode on one machine, against the PostgreSQL (DATABASE_URL)
// and Redis (REDIS_URL) of the environment: 2 API-only processes, 2 backtest workers, and a small
// round-robin proxy in front of the APIs on PORT (default 3000), as a load balancer would be.
// API ports: API_PORTS (default 3101,3102). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT, ensureInstalled, ensureWebBuilt } from './lib.mjs';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.error('cluster:local needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis) in the environment.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const apiPorts = (process.env.API_PORTS ?? '3101,3102').split(',').map(Number);
const workers = Number(process.env.WORKERS ?? 2);
// Every process signs and checks tokens with the same secret.
const jwtSecret = process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');

if (process.env.CLUSTER_SKIP_BUILD !== 'true') {
  await ensureInstalled();
  await ensureWebBuilt();
}

const children = [];
let stopping = false;
function start(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', entry)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, JWT_SECRET: jwtSecret, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${signal ?? code})`);
  });
  children.push(child);
  // The cluster suite kills single processes by these ids.
  console.log(`${name} pid ${child.pid}`);
  return child;
}

// The first API migrates the database before the others start.
for (const [index, apiPort] of apiPorts.entries()) {
  start(`api ${index + 1}`, 'main.ts', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    QUEUE_WORKER: 'false',
    TRUST_PROXY: 'loopback',
  });
  if (index === 0) await waitForHealth(apiPort);
}
for (let index = 0; index < workers; index += 1) start(`worker ${index + 1}`, 'worker-main.ts', {});
await Promise.all(apiPorts.map(waitForHealth));

let next = 0;
const proxy = createServer((incoming, outgoing) => {
  const target = apiPorts[next++ % apiPorts.length];
  const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: target,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
    outgoing.end('{"detail":"The API process did not answer"}');
  });
  incoming.pipe(upstream);
});
proxy.listen(port, '127.0.0.1', () => {
  console.log(
    `StratBlocks cluster: http://127.0.0.1:${port} -> APIs on ${apiPorts.join(', ')}, ${workers} backtest workers`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    proxy.close();
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

async function waitForHealth(apiPort) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ok = await new Promise((resolve) => {
      const probe = httpRequest({ host: '127.0.0.1', port: apiPort, path: '/api/health/live' }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      });
      probe.on('error', () => resolve(false));
      probe.end();
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API on port ${apiPort} did not start`);
}
