import { describe, expect, it } from 'vitest';
import { StrategyConfigSchema } from '@stratblocks/contracts';
import { strategyDiagnostics, toStrategyConfig } from '../src/features/builder/model/document';
import {
  addInput,
  deleteInput,
  linkProperty,
  linkToNewInput,
  renameInput,
  setInputField,
  snakeCase,
  unlinkProperty,
} from '../src/features/builder/model/inputs';
import { rowValidity } from '../src/features/builder/model/rows';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';

function smaCrossover() {
  const template = STRATEGY_TEMPLATES.find((candidate) => candidate.id === 'sma-cross');
  if (!template) throw new Error('No SMA Crossover template');
  return template.build();
}

const periods = (document: ReturnType<typeof smaCrossover>) =>
  [...document.entryLogicRows, ...document.exitLogicRows].flatMap((row) =>
    row.elements.flatMap((element) =>
      'properties' in element && element.properties?.['period'] !== undefined
        ? [element.properties['period']]
        : [],
    ),
  );

describe('strategy inputs in the builder', () => {
  it('the SMA Crossover template links its four periods to fast and slow', () => {
    const document = smaCrossover();
    expect(document.inputs.map((input) => [input.name, input.value])).toEqual([
      ['fast', 20],
      ['slow', 50],
    ]);
    expect(periods(document)).toEqual([
      { input: 'fast' },
      { input: 'slow' },
      { input: 'fast' },
      { input: 'slow' },
    ]);
    expect(rowValidity(document.entryLogicRows[0] ?? { elements: [] }, 'entry', document.inputs).valid).toBe(
      true,
    );
  });

  it('renaming an input renames every link; a name taken or empty changes nothing', () => {
    const renamed = renameInput(smaCrossover(), 'fast', 'quick');
    expect(periods(renamed)).toEqual([
      { input: 'quick' },
      { input: 'slow' },
      { input: 'quick' },
      { input: 'slow' },
    ]);
    expect(renamed.inputs[0]?.name).toBe('quick');
    expect(renameInput(renamed, 'quick', 'slow')).toBe(renamed);
    expect(renameInput(renamed, 'quick', '')).toBe(renamed);
    expect(strategyDiagnostics(renamed).filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  it('deleting an input leaves its value in the blocks that were linked to it', () => {
    const changed = deleteInput(setInputField(smaCrossover(), 'slow', 'value', 80), 'slow');
    expect(changed.inputs.map((input) => input.name)).toEqual(['fast']);
    expect(periods(changed)).toEqual([{ input: 'fast' }, 80, { input: 'fast' }, 80]);
    expect(StrategyConfigSchema.safeParse(toStrategyConfig(changed)).success).toBe(true);
  });

  it('links and unlinks a property, and links one to a new input holding its value', () => {
    const place = { tab: 'entry' as const, row: 1, index: 2, property: 'period' };
    const unlinked = unlinkProperty(smaCrossover(), place, 50);
    expect(periods(unlinked)).toEqual([{ input: 'fast' }, 50, { input: 'fast' }, { input: 'slow' }]);
    expect(periods(linkProperty(unlinked, place, 'fast'))[1]).toEqual({ input: 'fast' });
    expect(linkProperty(unlinked, place, 'nothing')).toBe(unlinked);
    const fresh = linkToNewInput(unlinked, place, 50);
    expect(fresh.inputs.at(-1)).toEqual({ name: 'sma_period', value: 50 });
    expect(periods(fresh)[1]).toEqual({ input: 'sma_period' });
    const added = addInput(fresh);
    expect(added.inputs.at(-1)).toEqual({ name: 'input 1', value: 10 });
    expect(setInputField(added, 'input 1', 'step', 5).inputs.at(-1)).toEqual({
      name: 'input 1',
      value: 10,
      step: 5,
    });
    expect(
      setInputField(setInputField(added, 'input 1', 'min', 2), 'input 1', 'min', undefined).inputs.at(-1),
    ).toEqual({
      name: 'input 1',
      value: 10,
    });
  });

  it('names a new input after its block and parameter in snake_case, numbering the next ones', () => {
    const entry = (index: number) => ({ tab: 'entry' as const, row: 1, index, property: 'period' });
    const exit = (index: number) => ({ tab: 'exit' as const, row: 1, index, property: 'period' });
    let document = unlinkProperty(smaCrossover(), entry(0), 20);
    document = unlinkProperty(document, entry(2), 50);
    document = unlinkProperty(document, exit(0), 20);
    document = linkToNewInput(document, entry(0), 20);
    document = linkToNewInput(document, entry(2), 50);
    document = linkToNewInput(document, exit(0), 20);
    expect(document.inputs.map((input) => input.name)).toEqual([
      'fast',
      'slow',
      'sma_period',
      'sma_period_2',
      'sma_period_3',
    ]);
    expect(periods(document)).toEqual([
      { input: 'sma_period' },
      { input: 'sma_period_2' },
      { input: 'sma_period_3' },
      { input: 'slow' },
    ]);
    expect(snakeCase('Bollinger Bands', 'std dev')).toBe('bollinger_bands_std_dev');
    expect(snakeCase('RSI', 'fastPeriod')).toBe('rsi_fast_period');
  });
});
