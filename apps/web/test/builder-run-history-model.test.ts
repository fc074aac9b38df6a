import { describe, expect, it } from 'vitest';
import type { LogicRow } from '@stratblocks/contracts';
import { emptyDocument, type BuilderDocument } from '../src/features/builder/model/document';
import { changeSummary, runChanges } from '../src/features/builder/model/run-changes';
import { runCurves } from '../src/features/builder/model/run-curves';
import { metricDeltas } from '../src/features/builder/model/run-deltas';
import {
  historyKey,
  loadHistory,
  RUN_HISTORY_LIMIT,
  saveHistory,
  withRun,
  type RunEntry,
} from '../src/features/builder/model/run-history';

const row = (id: number, elements: LogicRow['elements']): LogicRow => ({ id, elements, dropped: true });

function documentWith(change: (document: BuilderDocument) => BuilderDocument = (d) => d): BuilderDocument {
  const base = emptyDocument();
  return change({
    ...base,
    generalSetting: { ...base.generalSetting, startDate: '2020-01-01' },
    inputs: [{ name: 'fast', value: 10 }],
    entryLogicRows: [
      row(1, [
        { name: 'RSI', properties: { period: 14 } },
        { name: '<' },
        { name: 'Number', properties: { value: 30 } },
      ]),
    ],
    exitLogicRows: [row(1, [{ name: 'Stop Loss', properties: { percent: 5 } }])],
  });
}

describe('what changed between two runs', () => {
  it('names a block property, a stop, a date and an input with their two values', () => {
    const before = documentWith();
    const after = documentWith((d) => ({
      ...d,
      generalSetting: { ...d.generalSetting, startDate: '2021-01-01' },
      inputs: [{ name: 'fast', value: 20 }],
      entryLogicRows: [
        row(1, [
          { name: 'RSI', properties: { period: 21 } },
          { name: '<' },
          { name: 'Number', properties: { value: 30 } },
        ]),
      ],
      exitLogicRows: [row(1, [{ name: 'Stop Loss', properties: { percent: 3 } }])],
    }));
    expect(runChanges(before, after)).toEqual([
      'Start date 2020-01-01 -> 2021-01-01',
      'fast 10 -> 20',
      'RSI period 14 -> 21',
      'Stop Loss percent 5 -> 3',
    ]);
  });

  it('names a block added to a row, and a risk setting', () => {
    const before = documentWith();
    const after = documentWith((d) => ({
      ...d,
      riskSetting: { ...d.riskSetting, maxOpenTrades: d.riskSetting.maxOpenTrades + 1 },
      entryLogicRows: [
        row(1, [...(d.entryLogicRows[0]?.elements ?? []), { name: 'And' }, { name: 'Hammer' }]),
      ],
    }));
    const opens = before.riskSetting.maxOpenTrades;
    expect(runChanges(before, after)).toEqual([
      `Max open trades ${String(opens)} -> ${String(opens + 1)}`,
      'Entry Logic 1: added And',
      'Entry Logic 1: added Hammer',
    ]);
  });

  it('ignores the name and says so when nothing ran differently', () => {
    expect(runChanges(documentWith(), { ...documentWith(), name: 'Renamed' })).toEqual([]);
    expect(changeSummary([])).toBe('No change');
    expect(changeSummary(null)).toBe('First run');
  });

  it('names three changes in a line and counts the rest', () => {
    expect(changeSummary(['a 1 -> 2', 'b 1 -> 2', 'c 1 -> 2', 'd 1 -> 2', 'e 1 -> 2'])).toBe(
      'a 1 -> 2, b 1 -> 2, c 1 -> 2 and 2 more',
    );
  });
});

describe('metric deltas', () => {
  it('subtracts the other run and judges each side by the comparison’s rule', () => {
    const current = {
      total_return: 12.5,
      max_drawdown: -8,
      sharpe_ratio: 1.2,
      total_trades: 30,
      initial_nav: 1000,
      final_nav: 1125,
    };
    const other = {
      total_return: 10,
      max_drawdown: -5,
      sharpe_ratio: 1.2,
      total_trades: 20,
      initial_nav: 1000,
      final_nav: 1100,
    };
    const byKey = new Map(metricDeltas(current, other).map((row) => [row.key, row]));
    // 12.5 - 10 = +2.5: a higher return is better.
    expect(byKey.get('total_return')).toMatchObject({
      current: 12.5,
      other: 10,
      delta: 2.5,
      verdict: 'better',
    });
    // -8 - (-5) = -3: a deeper drawdown is worse.
    expect(byKey.get('max_drawdown')).toMatchObject({ delta: -3, verdict: 'worse' });
    expect(byKey.get('sharpe_ratio')).toMatchObject({ delta: 0, verdict: 'same' });
    // More trades is neither better nor worse.
    expect(byKey.get('total_trades')).toMatchObject({ delta: 10, verdict: null });
    // Same capital: 1,125 against 1,100 is better.
    expect(byKey.get('final_nav')).toMatchObject({ delta: 25, verdict: 'better' });
    // Missing on both sides: no figure, no verdict.
    expect(byKey.get('sortino_ratio')).toMatchObject({ current: null, delta: null, verdict: null });
  });

  it('does not judge final NAV between two capitals', () => {
    const rows = metricDeltas({ initial_nav: 1000, final_nav: 1200 }, { initial_nav: 5000, final_nav: 5100 });
    expect(rows.find((row) => row.key === 'final_nav')).toMatchObject({ delta: -3900, verdict: null });
  });
});

function entry(id: string, equity: RunEntry['equity'] = { dates: [], values: [] }): RunEntry {
  return {
    id,
    at: '2026-01-02T10:42:00.000Z',
    changes: null,
    metrics: { total_return: 1 },
    equity,
    document: emptyDocument(),
  };
}

describe('the run history', () => {
  it('keeps the last ten runs', () => {
    let history: RunEntry[] = [];
    for (let index = 1; index <= 12; index += 1) history = withRun(history, entry(String(index)));
    expect(RUN_HISTORY_LIMIT).toBe(10);
    expect(history.map((item) => item.id)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('stores and reads a history under the strategy’s key or the draft’s', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    expect(historyKey(7)).not.toBe(historyKey(null));
    saveHistory(storage, historyKey(7), [entry('a'), entry('b')]);
    expect(loadHistory(storage, historyKey(7)).map((item) => item.id)).toEqual(['a', 'b']);
    expect(loadHistory(storage, historyKey(null))).toEqual([]);
    items.set(historyKey(null), '{not json');
    expect(loadHistory(storage, historyKey(null))).toEqual([]);
  });

  it('drops the oldest runs until the rest fits the storage', () => {
    const stored: string[] = [];
    // A storage that takes at most two runs.
    const storage = {
      setItem: (_key: string, value: string) => {
        if ((JSON.parse(value) as unknown[]).length > 2) throw new DOMException('full', 'QuotaExceededError');
        stored.push(value);
      },
      removeItem: () => undefined,
    };
    const kept = saveHistory(storage, 'k', [entry('a'), entry('b'), entry('c'), entry('d')]);
    expect(kept.map((item) => item.id)).toEqual(['c', 'd']);
    expect(stored).toHaveLength(1);
  });
});

describe('two runs’ curves', () => {
  it('meets on the common days and rebases each to 100', () => {
    const current = entry('a', {
      dates: ['2024-01-02', '2024-01-03', '2024-01-04'],
      values: [1000, 1100, 1210],
    });
    const other = entry('b', { dates: ['2024-01-03', '2024-01-04', '2024-01-05'], values: [500, 450, 400] });
    // Common days 01-03 and 01-04: 1100 -> 100, 1210 -> 110; 500 -> 100, 450 -> 90.
    expect(runCurves(current, other, 'rebased')).toEqual({
      dates: ['2024-01-03', '2024-01-04'],
      current: [100, 110],
      other: [100, 90],
    });
    expect(runCurves(current, other, 'dollars').other).toEqual([500, 450]);
  });
});
