import { afterAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '@stratblocks/engine';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

/** The SMA cross of SMA_CROSS_RUN with its four periods linked to the inputs fast and slow. */
const linkedRow = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: { input: 'fast' } } },
    { name: operator },
    { name: 'SMA', properties: { period: { input: 'slow' } } },
  ],
});
const configs = configFolder('stratblocks-threads-');
afterAll(() => {
  configs.remove();
});
const config = configs.write('linked.json', {
  ...SMA_CROSS_RUN,
  inputs: [
    { name: 'fast', value: 20 },
    { name: 'slow', value: 50 },
  ],
  entryLogic: { long: linkedRow('Cross Above') },
  exitLogic: { exit_long: linkedRow('Cross Below') },
});

function sweep(threads: string): SweepResult {
  const result = capture([
    'sweep',
    '--config',
    config,
    '--param',
    'fast=5:16',
    '--param',
    'slow=30:60:3',
    '--threads',
    threads,
    '--json',
  ]);
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.out) as SweepResult;
}

describe('stratblocks sweep --threads', () => {
  it('gives the one-thread result when the grid is shared by three worker threads', () => {
    const one = sweep('1');
    const three = sweep('3');
    // 12 x 11 = 132 combinations: every cell, the ranking, the best cell and the warnings.
    expect(one.cells).toHaveLength(132);
    expect(three).toEqual(one);
    expect(one.best).not.toBeNull();
  }, 120_000);

  it('refuses a thread count that is not a whole number of at least 1', () => {
    const result = capture(['sweep', '--config', config, '--param', 'fast=5:16', '--threads', '0']);
    expect(result.code).toBe(2);
    expect(result.err).toBe('stratblocks: --threads must be a whole number from 1 to 256, not "0"');
  });
});
