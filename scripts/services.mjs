// Finds the optional test services: PostgreSQL, Redis, Chromium, and Python with pandas.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { commandExists } from './lib.mjs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PYTHON_PATH = process.env.PYTHON ?? '/usr/bin/python3';

function portOpen(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function pythonHasPandas() {
  if (!commandExists(PYTHON_PATH)) return false;
  return spawnSync(PYTHON_PATH, ['-c', 'import pandas, numpy'], { stdio: 'ignore' }).status === 0;
}

/** Which optional suites can run on this machine. */
export async function detectServices() {
  return {
    postgres: await portOpen(TEST_DATABASE_URL),
    redis: await portOpen(TEST_REDIS_URL),
    chromium: commandExists(CHROMIUM_PATH),
    python: pythonHasPandas(),
  };
}
