import { describe, expect, it } from 'vitest';
import { RULES_SUMMARY_MAX_CHARS, StrategySummarySchema, capRulesLines } from '../src/index';

describe("a summary's rules lines", () => {
  it('are kept whole when short, and none for a strategy without lines', () => {
    const lines = ['Buy when SMA(20) crosses above SMA(50)', 'Sell when stop loss 5%'];
    expect(capRulesLines(lines)).toEqual(lines);
    expect(capRulesLines([])).toBeNull();
  });

  it('are cut at a space before 2,000 characters in all, with an ellipsis', () => {
    expect(RULES_SUMMARY_MAX_CHARS).toBe(2000);
    const long = `Buy when ${Array.from({ length: 400 }, (_, index) => `RSI(${index + 2}) < 30`).join(' and ')}`;
    const capped = capRulesLines([long, 'Sell when stop loss 5%']);
    expect(capped).toHaveLength(1);
    const [line = ''] = capped ?? [];
    expect(line.length).toBeLessThanOrEqual(2000);
    expect(line.length).toBeGreaterThan(1900);
    expect(line.endsWith('…')).toBe(true);
    // Cut between words: what comes before the ellipsis is a whole word of the original.
    expect(long.startsWith(line.slice(0, -1))).toBe(true);
    expect(long.charAt(line.length - 1)).toBe(' ');
  });

  it('read as null from a summary written before them', () => {
    const summary = StrategySummarySchema.parse({
      id: 1,
      name: 'Older',
      description: '',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      has_config: true,
      has_results: false,
      metrics: null,
    });
    expect(summary.rules).toBeNull();
  });
});
