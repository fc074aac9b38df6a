import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePython } from '../../src/index';
import { PARITY_CASES } from './parity-strategies';
import { marketFile, parity, PYTHON, removeScripts } from './python-harness';

/**
 * The parity suite: each strategy of PARITY_CASES (together every block of the catalogue) is
 * exported, its script runs with Debian's python3 on the bundled CSV, and its closed trades
 * (dates, side and exit reason exact; prices, size and P&L to 1e-6 relative), equity curve and
 * metrics must equal the engine's; so must every indicator column and condition (--columns, to
 * 1e-9 relative; in practice bit for bit).
 */
const matched: string[] = [];

describe('the exported Python reproduces the engine trade for trade', () => {
  for (const testCase of PARITY_CASES) {
    it(testCase.name, () => {
      const interval = testCase.strategy.generalSetting.timeInterval === '1 Hour' ? '1h' : '1d';
      const result = parity(testCase.name, testCase.strategy, marketFile(interval, testCase.file));
      expect(result.exported.unsupported).toEqual([]);
      expect(result.problems).toEqual([]);
      expect(result.trades).toBeGreaterThan(0);
      matched.push(testCase.name);
    });
  }

  afterAll(() => {
    console.log(`Parity: ${matched.length}/${PARITY_CASES.length} strategies match trade for trade`);
    removeScripts();
  });
});

describe('the exported script on bad input', () => {
  const folder = mkdtempSync(join(tmpdir(), 'stratblocks-python-input-'));
  const first = PARITY_CASES[0];
  if (!first) throw new Error('No parity case');
  const script = join(folder, 'strategy.py');
  writeFileSync(script, generatePython(first.strategy).code);
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  const run = (...args: string[]) => {
    try {
      execFileSync(PYTHON, [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      return { status: 0, stderr: '' };
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      return { status: failure.status, stderr: failure.stderr };
    }
  };

  it('prints its usage without a CSV path', () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: python3');
  });

  it('names the first bad line of a CSV in one line', () => {
    const csv = join(folder, 'bad.csv');
    writeFileSync(
      csv,
      'date,open,high,low,close,volume\n2020-01-02,1,2,0.5,1.5,100\n2020-01-03,1,0.5,2,1.5,100\n',
    );
    const result = run(csv);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`error: ${csv}, line 3: high is below low`);
  });

  it('refuses hourly bars for a daily strategy', () => {
    const result = run(marketFile('1h', 'SPY'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the 1 Day interval needs daily bars');
  });
});
