import { describe, expect, it } from 'vitest';
import { strategyDiagnostics, toStrategyConfig } from '../src/features/builder/model/document';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import { StrategyConfigSchema } from '@stratblocks/contracts';

describe('strategy templates', () => {
  it('offers at least 8 strategies', () => {
    expect(STRATEGY_TEMPLATES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(STRATEGY_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s compiles without errors in the engine and is a valid stored document',
    (_name, template) => {
      const document = template.build();
      const errors = strategyDiagnostics(document).filter((diagnostic) => diagnostic.severity === 'error');
      expect(errors).toEqual([]);
      expect(StrategyConfigSchema.safeParse(toStrategyConfig(document)).success).toBe(true);
    },
  );
});

describe('strategy JSON files', () => {
  it('export then import gives back the same strategy', async () => {
    const { exportJson, importJson } = await import('../src/features/builder/model/json-file');
    const document = STRATEGY_TEMPLATES[2]?.build();
    if (!document) throw new Error('no template');
    const outcome = importJson(exportJson(document, 'kept'));
    expect(outcome.ok && outcome.document).toEqual({
      ...document,
      entryLogicRows: toStrategyConfig(document).entryLogicRows,
      exitLogicRows: toStrategyConfig(document).exitLogicRows,
    });
    expect(importJson('{').ok).toBe(false);
    expect(importJson('{"format":"other"}').ok).toBe(false);
  });
});

describe('the JSON export header', () => {
  it("carries the strategy's rules as plain-English lines, which an import does not need", async () => {
    const { exportJson, importJson } = await import('../src/features/builder/model/json-file');
    const rsi = STRATEGY_TEMPLATES.find((template) => template.id === 'rsi-reversal')?.build();
    if (!rsi) throw new Error('no RSI template');
    const text = exportJson(rsi, '');
    const file = JSON.parse(text) as { rules?: unknown; strategy_config: unknown };
    expect(file.rules).toEqual(['Buy when RSI < 30', 'Sell when RSI > 70']);
    // Lines that disagree with the blocks, or none at all: the blocks are imported either way.
    const edited = importJson(JSON.stringify({ ...file, rules: ['Buy when RSI < 10'] }));
    const withoutRules = importJson(JSON.stringify({ ...file, rules: undefined }));
    expect(edited.ok && edited.document.entryLogicRows).toEqual(toStrategyConfig(rsi).entryLogicRows);
    expect(withoutRules.ok && withoutRules.document.entryLogicRows).toEqual(
      toStrategyConfig(rsi).entryLogicRows,
    );
  });
});

describe('the local draft', () => {
  it('is restored within 7 days and dropped after', async () => {
    const { parseDraft, serializeDraft, DRAFT_MAX_AGE_MS } =
      await import('../src/features/builder/model/draft');
    const document = STRATEGY_TEMPLATES[0]?.build();
    if (!document) throw new Error('no template');
    const savedAt = Date.UTC(2026, 0, 1);
    const text = serializeDraft(document, 7, savedAt);
    const restored = parseDraft(text, savedAt + DRAFT_MAX_AGE_MS - 1);
    expect(restored?.strategyId).toBe(7);
    expect(restored?.document.name).toBe(document.name);
    expect(restored?.document.entryLogicRows[0]?.elements).toEqual(document.entryLogicRows[0]?.elements);
    expect(parseDraft(text, savedAt + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
  });
});
