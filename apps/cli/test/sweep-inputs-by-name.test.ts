import { afterAll, describe, expect, it } from 'vitest';
import { runBacktest, type SweepResult } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { RunRequestSchema } from '@stratblocks/contracts';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

/** The SMA cross of SMA_CROSS_RUN with its four periods linked to the inputs fast and slow. */
const linkedRow = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: { input: 'fast' } } },
    { name: operator },
    { name: 'SMA', properties: { period: { input: 'slow' } } },
  ],
});
const LINKED = {
  ...SMA_CROSS_RUN,
  inputs: [
    { name: 'fast', value: 20, step: 10 },
    { name: 'slow', value: 50 },
  ],
  entryLogic: { long: linkedRow('Cross Above') },
  exitLogic: { exit_long: linkedRow('Cross Below') },
};

const configs = configFolder('stratblocks-inputs-');
afterAll(() => {
  configs.remove();
});
const config = configs.write('linked.json', LINKED);
const bars = new BundledMarketData().range('SPY', '1d', '2020-01-01', '2024-12-31');

/** The metrics of SMA_CROSS_RUN with the four periods written in. */
function separate(fast: number, slow: number) {
  const row = (operator: string) => ({
    elements: [
      { name: 'SMA', properties: { period: fast } },
      { name: operator },
      { name: 'SMA', properties: { period: slow } },
    ],
  });
  const outcome = runBacktest(
    RunRequestSchema.parse({
      ...SMA_CROSS_RUN,
      entryLogic: { long: row('Cross Above') },
      exitLogic: { exit_long: row('Cross Below') },
    }),
    bars,
  );
  if (!outcome.ok) throw new Error('the backtest should run');
  return outcome.results.performance_metrics;
}

describe('stratblocks sweep with inputs', () => {
  it('lists the inputs first, by name', () => {
    const result = capture(['sweep', '--config', config, '--list']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^fast +20 {2}fast \(input\)$/);
    expect(lines[1]).toMatch(/^slow +50 {2}slow \(input\)$/);
    expect(result.out).not.toContain('elements.0.properties.period');
  });

  it('sweeps fast=START:STOP (by the input step) and slow=START:STOP:STEP; each cell equals its own backtest', () => {
    const result = capture([
      'sweep',
      '--config',
      config,
      '--param',
      'fast=10:30',
      '--param',
      'slow=40:60:20',
      '--json',
    ]);
    expect(result.code, result.err).toBe(0);
    const sweep = JSON.parse(result.out) as SweepResult;
    expect(sweep.parameters.map((parameter) => [parameter.path, parameter.values])).toEqual([
      ['fast', [10, 20, 30]],
      ['slow', [40, 60]],
    ]);
    for (const cell of sweep.cells) {
      const [fast = 0, slow = 0] = cell.values;
      const metrics = separate(fast, slow);
      expect(cell.metrics?.total_return).toBe(metrics.total_return);
      expect(cell.trades).toBe(metrics.total_trades);
    }
  });

  it('mixes an input with a path, and refuses an unknown name in one line', () => {
    const mixed = capture([
      'sweep',
      '--config',
      config,
      '--param',
      'fast=15,25',
      '--param',
      'generalSetting.commission=0,0.5',
      '--json',
    ]);
    expect(mixed.code, mixed.err).toBe(0);
    expect((JSON.parse(mixed.out) as SweepResult).cells).toHaveLength(4);
    const unknown = capture(['sweep', '--config', config, '--param', 'medium=5:10']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      'stratblocks: "medium" is not an input, a numeric block property or a setting of this strategy',
    );
  });
});
