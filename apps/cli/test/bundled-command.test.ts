import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capture } from './capture';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/stratblocks.mjs', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../../examples/spy-sma-cross-2005-2025.json', import.meta.url));

function runBin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 << 20,
  });
}

describe('the stratblocks command as a process', () => {
  it('runs the bundled JavaScript, printing what the sources print', { timeout: 60_000 }, () => {
    const bundled = runBin(['backtest', '--config', CONFIG, '--json']);
    expect(bundled.stderr).toBe('');
    expect(bundled.status).toBe(0);
    // The bin builds the bundle when it is missing or older than a source.
    expect(existsSync(fileURLToPath(new URL('../dist/stratblocks.cjs', import.meta.url)))).toBe(true);
    const inProcess = capture(['backtest', '--config', CONFIG, '--json']);
    expect(bundled.stdout).toBe(`${inProcess.out}\n`);
    const results = JSON.parse(bundled.stdout) as {
      closed_trades: unknown[];
      performance_metrics: { final_nav: number };
    };
    expect(results.closed_trades).toHaveLength(52);
    expect(results.performance_metrics.final_nav).toBeCloseTo(32738.168861, 6);
  });

  it('runs the TypeScript sources through tsx when told not to use the bundle', { timeout: 60_000 }, () => {
    const viaTsx = runBin(['data', 'list', '--json'], { STRATBLOCKS_NO_BUNDLE: '1' });
    const bundled = runBin(['data', 'list', '--json']);
    expect(viaTsx.status).toBe(0);
    expect(viaTsx.stdout).toBe(bundled.stdout);
  });

  it('exits with the usage code on a bad command line', { timeout: 60_000 }, () => {
    const result = runBin(['nonsense']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "nonsense"');
  });
});
