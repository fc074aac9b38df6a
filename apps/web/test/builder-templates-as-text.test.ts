import { describe, expect, it } from 'vitest';
import type { LogicNode, LogicRow, RowElement } from '@stratblocks/contracts';
import { defaultProperties, describeStrategy, findBlock, parseStrategyText } from '@stratblocks/engine';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';

/**
 * Every template, shown as plain-English text (docs/plain-english.md#the-canonical-form) and read
 * back, gives the same rows: the same blocks in the same order with the same property values
 * (descriptions aside; properties a template leaves out at their defaults).
 */

function normal(element: RowElement) {
  const block = 'name' in element ? findBlock(element.name) : undefined;
  if (!block || !('name' in element))
    throw new Error('a template row holds an empty slot or an unknown block');
  if (block.type === 'boolean-operator' || block.type === 'compare-operator')
    return { name: block.name, type: block.type };
  const given: Record<string, unknown> = element.properties ?? {};
  return { name: block.name, type: block.type, properties: { ...defaultProperties(block), ...given } };
}

function side(node: LogicNode | null, rows: readonly LogicRow[]) {
  if (node === null) return null;
  const row = 'elements' in node ? node : rows.find((candidate) => 'id' in node && candidate.id === node.id);
  if (!row) throw new Error('a template side refers to no row');
  return row.elements.map(normal);
}

describe('every builder template reads back from its text unchanged', () => {
  it.each(STRATEGY_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s',
    (_name, template) => {
      const document = template.build();
      const described = describeStrategy(document);
      if (!described.ok) throw new Error(described.message);
      expect(described.lines.length).toBeGreaterThanOrEqual(2);
      const read = parseStrategyText(described.text, { inputs: document.inputs });
      if (!read.ok) throw new Error(`${described.text}: ${read.error.message}`);
      const { entryLogic, exitLogic } = read.logic;
      expect({
        long: side(entryLogic.long, []),
        short: side(entryLogic.short, []),
        exit_long: side(exitLogic.exit_long, []),
        exit_short: side(exitLogic.exit_short, []),
      }).toEqual({
        long: side(document.entryLogic.long, document.entryLogicRows),
        short: side(document.entryLogic.short, document.entryLogicRows),
        exit_long: side(document.exitLogic.exit_long, document.exitLogicRows),
        exit_short: side(document.exitLogic.exit_short, document.exitLogicRows),
      });
    },
  );

  it('writes the MACD template with its inputs and lines', () => {
    const macd = STRATEGY_TEMPLATES.find((template) => template.id === 'macd-trend');
    const described = macd && describeStrategy(macd.build());
    expect(described?.ok && described.lines).toEqual([
      'Buy when MACD(fast, slow, signal) crosses above MACD(fast, slow, signal) signal and Close > SMA(200)',
      'Sell when MACD(fast, slow, signal) crosses below MACD(fast, slow, signal) signal',
    ]);
  });
});
