import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Starts the real server process (src/main.ts) with an environment and returns what it printed once up. */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-startup-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`the server did not start: ${output}`));
      }, 30_000);
      child.stdout.on('data', () => {
        // The notices follow the running line in the same write loop; give them a moment.
        if (output.includes('StratBlocks is running at')) setTimeout(resolve, 300);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}): ${output}`));
      });
    });
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  return output;
}

describe('the startup log', () => {
  it('says that contact messages are mailed to no one when SMTP is set without SUPPORT_EMAIL', async () => {
    const output = await startupOutput({ SMTP_URL: 'smtp://127.0.0.1:9/?ignoreTLS=true' });
    expect(output).toContain(
      'SUPPORT_EMAIL is not set: contact form messages are stored in the database (contact_messages) and mailed to no one.',
    );
    expect(output).not.toContain('SMTP_URL is not set');
  }, 40_000);

  it('says nothing of it when SUPPORT_EMAIL is set', async () => {
    const output = await startupOutput({
      SMTP_URL: 'smtp://127.0.0.1:9/?ignoreTLS=true',
      SUPPORT_EMAIL: 'support@example.com',
    });
    expect(output).toContain('StratBlocks is running at');
    expect(output).not.toContain('SUPPORT_EMAIL is not set');
  }, 40_000);
});
