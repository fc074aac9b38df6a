import { afterAll, describe, expect, it } from 'vitest';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

const configs = configFolder('stratblocks-cli-export-');
afterAll(() => {
  configs.remove();
});
const file = configs.write;
const runBody = SMA_CROSS_RUN;

describe('stratblocks export-python', () => {
  it('prints the strategy as a Python script', () => {
    const result = capture(['export-python', '--config', file('run.json', runBody)]);
    expect(result.code).toBe(0);
    expect(result.out.startsWith('#!/usr/bin/env python3\n# StratBlocks strategy\n')).toBe(true);
    expect(result.out).toContain('# Entry long, an inline row: SMA(period=20) Cross Above SMA(period=50)');
    expect(result.out).toContain('def sma(values, period):');
    expect(result.out.trimEnd().endsWith('    main()')).toBe(true);
    expect(result.err).toBe('');
  });

  it('names the strategy of an export file in the header', () => {
    const exported = {
      format: 'stratblocks-strategy',
      schemaVersion: 1,
      name: 'Golden cross',
      description: 'SMA 20 over SMA 50.',
      strategy_config: runBody,
    };
    const result = capture(['export-python', '--config', file('export.json', exported)]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('#!/usr/bin/env python3\n# Golden cross\n# SMA 20 over SMA 50.\n');
  });

  it('refuses an invalid strategy in one line with a non-zero exit', () => {
    const broken = { ...runBody, entryLogic: { long: { elements: [{ name: 'SMA' }, { name: '>' }] } } };
    const result = capture(['export-python', '--config', file('broken.json', broken)]);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toMatch(
      /^stratblocks: Invalid strategy: Entry long, element 2 \(>\): > needs a comparable on its right/,
    );
  });

  it('asks for the config file', () => {
    const result = capture(['export-python']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('Missing --config FILE');
  });
});
