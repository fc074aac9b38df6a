import { describe, expect, it } from 'vitest';
import {
  describeIssues,
  migrateStrategyConfig,
  parseStrategyExportFile,
  RunRequestSchema,
  strategyExportFile,
  type StrategyConfig,
} from '../src/index';

const linkedRow = (id: number, operator: string) => ({
  id,
  dropped: true,
  elements: [
    { name: 'SMA', type: 'comparable', properties: { period: { input: 'fast' } } },
    { name: operator, type: 'compare-operator' },
    { name: 'SMA', type: 'comparable', properties: { period: { input: 'slow' } } },
  ],
});

const body = (inputs: unknown) => ({
  inputs,
  entryLogic: { long: { id: 1 }, short: null },
  exitLogic: { exit_long: { id: 2 }, exit_short: null },
  entryLogicRows: [linkedRow(1, 'Cross Above')],
  exitLogicRows: [linkedRow(2, 'Cross Below')],
});

function problem(value: unknown): string {
  const parsed = RunRequestSchema.safeParse(value);
  if (parsed.success) return 'accepted';
  return describeIssues(parsed.error);
}

describe('strategy inputs in run bodies and strategy documents', () => {
  it('accepts inputs with links to them, beside generalSetting', () => {
    const parsed = RunRequestSchema.parse(
      body([
        { name: 'fast', value: 10, min: 5, max: 104, step: 1 },
        { name: 'slow', value: '30' },
      ]),
    );
    expect(parsed.inputs).toEqual([
      { name: 'fast', value: 10, min: 5, max: 104, step: 1 },
      { name: 'slow', value: 30 },
    ]);
    expect(parsed.entryLogicRows?.[0]?.elements[0]).toMatchObject({
      properties: { period: { input: 'fast' } },
    });
  });

  it('refuses a link to an undeclared input, naming the block and the input', () => {
    expect(problem(body([{ name: 'fast', value: 10 }]))).toBe(
      'entryLogicRows.0.elements.2.properties.period: SMA (Logic 1, element 3): period is linked to input "slow", which the strategy does not declare; exitLogicRows.0.elements.2.properties.period: SMA (Logic 2, element 3): period is linked to input "slow", which the strategy does not declare',
    );
    const inline = {
      entryLogic: { long: [{ name: 'RSI', properties: { period: { input: 'length' } } }], short: null },
    };
    expect(problem(inline)).toBe(
      'entryLogic.long.elements.0.properties.period: RSI (element 1): period is linked to input "length", which the strategy does not declare',
    );
  });

  it('refuses duplicate names, names of more than 40 characters and values that are not numbers', () => {
    expect(
      problem(
        body([
          { name: 'fast', value: 1 },
          { name: 'slow', value: 2 },
          { name: 'fast', value: 3 },
        ]),
      ),
    ).toBe('inputs.2.name: Input "fast" is declared twice: input names are unique');
    expect(problem({ inputs: [{ name: 'x'.repeat(41), value: 1 }] })).toBe(
      'inputs.0.name: An input name has at most 40 characters',
    );
    expect(problem({ inputs: [{ name: '', value: 1 }] })).toBe('inputs.0.name: An input needs a name');
    expect(problem({ inputs: [{ name: 'fast', value: 'ten' }] })).toContain('inputs.0.value');
    expect(problem({ inputs: [{ name: 'fast', value: 1, step: 0 }] })).toBe(
      'inputs.0.step: An input step must be above 0',
    );
  });

  it('old documents load without inputs; documents with inputs keep them through export and import', () => {
    const old = migrateStrategyConfig({ schemaVersion: 1, entryLogicRows: [], exitLogicRows: [] });
    expect(old.ok && old.config.inputs).toBeUndefined();
    const current = migrateStrategyConfig({
      ...body([
        { name: 'fast', value: 10, step: 5 },
        { name: 'slow', value: 30 },
      ]),
      schemaVersion: 1,
    });
    if (!current.ok) throw new Error(current.detail);
    const file = strategyExportFile({ name: 'SMA cross', strategy_config: current.config });
    const imported = parseStrategyExportFile(JSON.stringify(file));
    if (!imported.ok) throw new Error(imported.detail);
    const config: StrategyConfig = imported.file.strategy_config;
    expect(config.inputs).toEqual([
      { name: 'fast', value: 10, step: 5 },
      { name: 'slow', value: 30 },
    ]);
    expect(config.exitLogicRows[0]?.elements[2]).toMatchObject({ properties: { period: { input: 'slow' } } });
    const dangling = migrateStrategyConfig({ ...body([]), schemaVersion: 1 });
    expect(dangling).toMatchObject({ ok: false, detail: expect.stringContaining('input "fast"') as string });
  });
});
