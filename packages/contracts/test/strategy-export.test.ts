import { describeStrategy } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import {
  STRATEGY_EXPORT_FORMAT,
  StrategyExportFileSchema,
  migrateStrategyConfig,
  parseStrategyExportFile,
  strategyExportFile,
} from '../src/index';

function config() {
  const migrated = migrateStrategyConfig({
    schemaVersion: 1,
    generalSetting: { tickerSymbol: 'QQQ', startDate: '2019-01-01', endDate: '2023-12-31', commission: 0.05 },
    entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
    exitLogic: { exit_long: { id: 1, label: 'Logic 1' }, exit_short: null },
    riskSetting: { maxDrawdown: 15, sizingMode: 'fixed', fixedPositionSize: 2500 },
    entryLogicRows: [
      {
        id: 1,
        dropped: true,
        elements: [
          { name: 'RSI', type: 'comparable', properties: { period: 14, source: 'close' } },
          { name: '<', type: 'compare-operator' },
          { name: 'Number', type: 'comparable', properties: { value: 30 } },
        ],
      },
    ],
    exitLogicRows: [
      {
        id: 1,
        dropped: true,
        elements: [
          { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
          { name: 'Or', type: 'boolean-operator' },
          { type: 'dropzone', accept: ['exit'] },
        ],
      },
    ],
  });
  if (!migrated.ok) throw new Error(migrated.detail);
  return migrated.config;
}

/** config() with its exit row complete (no empty slot), so that every side can be written as a line. */
function writableConfig() {
  const base = config();
  return {
    ...base,
    exitLogicRows: [
      {
        id: 1,
        dropped: true,
        elements: [{ name: 'Stop Loss %', type: 'exit' as const, properties: { percentage: 5 } }],
      },
    ],
  };
}

describe('strategy export files', () => {
  it('import back unchanged: export -> JSON -> import gives the same name, description and strategy_config', () => {
    const original = {
      name: 'RSI dip',
      description: 'Buys oversold QQQ.\nSecond line.',
      strategy_config: config(),
    };
    const file = strategyExportFile(original, '2025-01-02T03:04:05.000Z');
    expect(StrategyExportFileSchema.parse(file)).toEqual(file);
    const text = JSON.stringify(file, null, 2);
    const imported = parseStrategyExportFile(text);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.file.name).toBe(original.name);
    expect(imported.file.description).toBe(original.description);
    expect(imported.file.strategy_config).toEqual(original.strategy_config);
    expect(imported.file).toEqual(file);
    // And once more: the imported file exports to the same JSON.
    expect(JSON.stringify(strategyExportFile(imported.file, file.exported_at), null, 2)).toBe(text);
  });

  it('brings an older strategy_config up to the current version', () => {
    const legacy = {
      format: STRATEGY_EXPORT_FORMAT,
      schemaVersion: 1,
      name: 'Legacy',
      strategy_config: {
        generalSetting: { tickerSymbol: 'SPY' },
        entryLogic: { long: { id: 1 }, short: null },
        logicRows: [{ id: 1, elements: [{ name: 'Trending Up' }], dropped: true }],
      },
    };
    const imported = parseStrategyExportFile(legacy);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.file.description).toBe('');
    expect(imported.file.strategy_config.schemaVersion).toBe(1);
    expect(imported.file.strategy_config.entryLogicRows).toHaveLength(1);
    expect(imported.file.strategy_config.generalSetting.initialCapital).toBe(10000);
  });

  it('refuses what it cannot read, with a reason', () => {
    expect(parseStrategyExportFile('{not json')).toEqual({ ok: false, detail: 'The file is not valid JSON' });
    expect(parseStrategyExportFile({ name: 'x', strategy_config: {} })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('Not a StratBlocks strategy file') as unknown,
    });
    expect(
      parseStrategyExportFile({
        format: STRATEGY_EXPORT_FORMAT,
        schemaVersion: 9,
        name: 'x',
        strategy_config: {},
      }),
    ).toMatchObject({ ok: false, detail: expect.stringContaining('newer') as unknown });
    expect(
      parseStrategyExportFile({
        format: STRATEGY_EXPORT_FORMAT,
        schemaVersion: 1,
        name: ' ',
        strategy_config: {},
      }),
    ).toMatchObject({ ok: false, detail: expect.stringContaining('Name is required') as unknown });
    expect(
      parseStrategyExportFile({
        format: STRATEGY_EXPORT_FORMAT,
        schemaVersion: 1,
        name: 'x',
        strategy_config: { schemaVersion: 99 },
      }),
    ).toMatchObject({ ok: false, detail: expect.stringContaining('newer') as unknown });
  });

  it('carries the rules as lines in its header, and imports back with them', () => {
    const described = describeStrategy(writableConfig());
    if (!described.ok) throw new Error(described.message);
    const file = strategyExportFile(
      { name: 'RSI dip', rules: described.lines, strategy_config: writableConfig() },
      '2025-01-02T03:04:05.000Z',
    );
    const text = JSON.stringify(file, null, 2);
    expect(JSON.parse(text)).toMatchObject({
      rules: ['Buy when RSI < 30', 'Sell when stop loss 5%'],
    });
    // The header comes before the document it describes.
    expect(text.indexOf('"rules"')).toBeLessThan(text.indexOf('"strategy_config"'));
    const imported = parseStrategyExportFile(text);
    expect(imported).toEqual({ ok: true, file });
  });

  it('imports a file without rules (written before them) with none', () => {
    const { rules, ...older } = strategyExportFile({
      name: 'Old',
      rules: ['Buy when RSI < 30'],
      strategy_config: writableConfig(),
    });
    expect(rules).toEqual(['Buy when RSI < 30']);
    const imported = parseStrategyExportFile(JSON.stringify(older));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.file).not.toHaveProperty('rules');
    expect(imported.file.strategy_config).toEqual(writableConfig());
  });

  it('imports the blocks of a file whose rules disagree with them, and drops rules that are not lines', () => {
    const disagreeing = {
      ...strategyExportFile({ name: 'Edited', strategy_config: writableConfig() }),
      rules: ['Buy when SMA(20) crosses above SMA(50)'],
    };
    const imported = parseStrategyExportFile(disagreeing);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.file.strategy_config).toEqual(writableConfig());
    expect(imported.file.strategy_config.entryLogicRows[0]?.elements[0]).toMatchObject({ name: 'RSI' });

    const malformed = parseStrategyExportFile({ ...disagreeing, rules: 'Buy when RSI < 30' });
    expect(malformed.ok).toBe(true);
    if (!malformed.ok) return;
    expect(malformed.file).not.toHaveProperty('rules');
    expect(malformed.file.strategy_config).toEqual(writableConfig());
  });
});
