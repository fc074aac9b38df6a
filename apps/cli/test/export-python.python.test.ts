import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { capture } from './capture';

const PYTHON = process.env['PYTHON'] ?? '/usr/bin/python3';
const folder = mkdtempSync(join(tmpdir(), 'stratblocks-cli-python-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const body = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2018-01-01', endDate: '2023-12-31', slippage: 0.05 },
  entryLogic: {
    long: {
      elements: [
        { name: 'RSI', properties: { period: 14 } },
        { name: '<' },
        { name: 'Number', properties: { value: 35 } },
      ],
    },
  },
  exitLogic: {
    exit_long: {
      elements: [
        { name: 'RSI', properties: { period: 14 } },
        { name: '>' },
        { name: 'Number', properties: { value: 65 } },
        { name: 'Or' },
        { name: 'Stop Loss %', properties: { percentage: 4 } },
      ],
    },
  },
};

describe('the script stratblocks export-python prints', () => {
  it('reproduces stratblocks backtest on the bundled CSV', () => {
    const config = join(folder, 'run.json');
    writeFileSync(config, JSON.stringify(body));
    const exported = capture(['export-python', '--config', config]);
    expect(exported.code).toBe(0);
    const script = join(folder, 'strategy.py');
    writeFileSync(script, exported.out);
    const csv = join(import.meta.dirname, '../../../data/market/1d/SPY.csv');
    const python = JSON.parse(execFileSync(PYTHON, [script, csv], { encoding: 'utf8' })) as {
      closed_trades: Array<Record<string, unknown>>;
      performance_metrics: Record<string, unknown>;
    };
    const backtest = capture(['backtest', '--config', config, '--json']);
    const engine = JSON.parse(backtest.out) as typeof python;
    expect(engine.closed_trades.length).toBeGreaterThan(5);
    expect(python.closed_trades).toEqual(engine.closed_trades);
    expect(python.performance_metrics['final_nav']).toBeCloseTo(
      engine.performance_metrics['final_nav'] as number,
      6,
    );
  });
});
