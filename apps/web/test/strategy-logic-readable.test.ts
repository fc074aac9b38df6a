import type { LogicRow } from '@stratblocks/contracts';
import { describe, expect, it } from 'vitest';
import { describeLogic, logicToText } from '../src/features/strategies/describe-logic';

const rows: LogicRow[] = [
  {
    id: 1,
    dropped: true,
    elements: [
      { name: 'RSI', type: 'comparable', properties: { period: 14 } },
      { name: '<', type: 'compare-operator' },
      { name: 'Number', type: 'comparable', properties: { value: 30 } },
    ],
  },
  {
    id: 2,
    dropped: true,
    elements: [
      { name: 'Close', type: 'comparable' },
      { name: 'Cross Above', type: 'compare-operator' },
      { name: 'SMA', type: 'comparable', properties: { period: 200, source: 'close' } },
      { type: 'dropzone', accept: ['boolean-operator'] },
    ],
  },
];

describe('strategy logic shown readably, not as raw JSON', () => {
  it('resolves a reference to its row, constants as their value, properties in brackets', () => {
    expect(logicToText(describeLogic({ id: 1, label: 'Logic 1' }, rows))).toBe('RSI (period 14) < 30');
  });

  it('joins And/Or trees and skips empty drop zones', () => {
    const tree = describeLogic(
      { type: 'boolean-operator', name: 'And', left: { id: 1 }, right: { id: 2, label: 'Logic 2' } },
      rows,
    );
    expect(logicToText(tree)).toBe(
      '(RSI (period 14) < 30) And (Close Cross Above SMA (period 200, source close))',
    );
  });

  it('says None for an empty side and names a reference to a missing row', () => {
    expect(logicToText(describeLogic(null, rows))).toBe('None');
    expect(logicToText(describeLogic({ id: 9, label: 'Logic 9' }, rows))).toBe('Logic 9 (empty)');
  });

  it('reads inline rows of a run body', () => {
    const inline = describeLogic({ elements: [{ name: 'Stop Loss %', properties: { percentage: 5 } }] }, []);
    expect(logicToText(inline)).toBe('Stop Loss % (percentage 5)');
  });
});
