import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_SETTING, RiskSettingSchema, migrateStrategyConfig } from '../src/index';

describe('the risk rules of a new strategy', () => {
  it('start with the drawdown halt and the daily loss limit off (0)', () => {
    expect(DEFAULT_RISK_SETTING.maxDrawdown).toBe(0);
    expect(DEFAULT_RISK_SETTING.dailyLossLimit).toBe(0);
    const parsed = RiskSettingSchema.parse({});
    expect(parsed.maxDrawdown).toBe(0);
    expect(parsed.dailyLossLimit).toBe(0);
  });

  it('leave a stored strategy with its own limits as it stored them', () => {
    const stored = migrateStrategyConfig({
      schemaVersion: 1,
      riskSetting: { maxDrawdown: 20, dailyLossLimit: 5 },
    });
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.config.riskSetting.maxDrawdown).toBe(20);
    expect(stored.config.riskSetting.dailyLossLimit).toBe(5);
  });
});
