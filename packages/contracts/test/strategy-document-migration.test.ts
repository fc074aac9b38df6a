import { describe, expect, it } from 'vitest';
import { STRATEGY_SCHEMA_VERSION, migrateStrategyConfig } from '../src/index';

describe('stored strategy documents go through migrate()', () => {
  it('brings a version-0 document with legacy logicRows up to the current version', () => {
    const legacy = {
      generalSetting: { tickerSymbol: 'QQQ' },
      entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
      exitLogic: { exit_long: null, exit_short: null },
      logicRows: [
        {
          id: 1,
          elements: [{ name: 'Trending Up', type: 'boolean', properties: { period: 20 } }],
          dropped: true,
        },
      ],
    };
    const result = migrateStrategyConfig(legacy);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.schemaVersion).toBe(STRATEGY_SCHEMA_VERSION);
    expect(result.config.generalSetting.tickerSymbol).toBe('QQQ');
    expect(result.config.generalSetting.initialCapital).toBe(10000);
    expect(result.config.entryLogicRows).toHaveLength(1);
    expect(result.config.exitLogicRows).toEqual([]);
    expect(result.config).not.toHaveProperty('logicRows');
  });

  it('keeps a current document as it is', () => {
    const first = migrateStrategyConfig({});
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = migrateStrategyConfig(JSON.parse(JSON.stringify(first.config)));
    expect(again).toEqual(first);
  });

  it('refuses documents it cannot read, with a reason', () => {
    expect(migrateStrategyConfig('text')).toEqual({ ok: false, detail: 'strategy_config must be an object' });
    expect(migrateStrategyConfig({ schemaVersion: 99 })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('newer than this server understands') as string,
    });
    const bad = migrateStrategyConfig({ schemaVersion: 1, generalSetting: { equityUsed: 500 } });
    expect(bad).toMatchObject({
      ok: false,
      detail: expect.stringContaining('generalSetting.equityUsed') as string,
    });
  });
});
