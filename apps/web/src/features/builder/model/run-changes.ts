import type { LogicRow, RowElement } from '@stratblocks/contracts';
import type { BuilderDocument } from './document';

/**
 * What changed between two runs of the builder, in words (docs/builder.md#run-history): "RSI period
 * 14 -> 21", "Start date 2020-01-01 -> 2021-01-01", "Entry Logic 1: added Hammer". Pure: the run
 * history describes each run against the one before it.
 */

/** The settings' names as the Strategy Settings and Risk Management forms show them. */
const SETTING_LABELS: Record<string, string> = {
  strategyType: 'Strategy type',
  timeInterval: 'Time interval',
  assetClass: 'Asset class',
  tickerSymbol: 'Symbol',
  startDate: 'Start date',
  endDate: 'End date',
  initialCapital: 'Initial capital',
  equityUsed: 'Equity used',
  commission: 'Commission',
  slippage: 'Slippage',
  maxOpenTrades: 'Max open trades',
  fixedPositionSize: 'Fixed position size',
  maxTradesPerDay: 'Max trades per day',
  maxDrawdown: 'Max drawdown',
  dailyLossLimit: 'Daily loss limit',
  riskRewardRatio: 'Risk reward ratio',
  sizingMode: 'Sizing mode',
};

/** "camelCase" as "Camel case": a setting without a label of its own still reads as words. */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A setting's or property's value as a change names it. */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'object' && 'input' in value) return `input ${String(value.input)}`;
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
}

/** Key-order-free JSON, so two equal objects built in another order compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function settingChanges(before: object, after: object): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const was = (before as Record<string, unknown>)[key];
    const now = (after as Record<string, unknown>)[key];
    if (stable(was) === stable(now)) return [];
    return [`${SETTING_LABELS[key] ?? humanise(key)} ${valueWords(was)} -> ${valueWords(now)}`];
  });
}

function blockName(element: RowElement): string | null {
  return 'name' in element ? element.name : null;
}

/** The blocks of a row, in order (the empty slots left out). */
function blocksOf(row: LogicRow | undefined): Array<Extract<RowElement, { name: string }>> {
  return (row?.elements ?? []).filter((element): element is Extract<RowElement, { name: string }> =>
    Boolean(blockName(element)),
  );
}

/** Names found in the first list more often than in the second, each as many times as extra. */
function extraNames(first: readonly string[], second: readonly string[]): string[] {
  const left = [...second];
  return first.filter((name) => {
    const at = left.indexOf(name);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * One row's changes: the same blocks in the same order give their property changes ("RSI period
 * 14 -> 21"); otherwise the blocks added and removed.
 */
function rowChanges(label: string, before: LogicRow | undefined, after: LogicRow | undefined): string[] {
  if (!before && after) return [`${label}: added`];
  if (before && !after) return [`${label}: removed`];
  const was = blocksOf(before);
  const now = blocksOf(after);
  const sameBlocks =
    was.length === now.length && was.every((block, index) => block.name === now[index]?.name);
  if (sameBlocks) {
    return was.flatMap((block, index) => {
      const properties = settingChanges(block.properties ?? {}, now[index]?.properties ?? {});
      // Property names are lower case in the catalogue ("period"): read after the block's name.
      return properties.map((change) => `${block.name} ${change.charAt(0).toLowerCase()}${change.slice(1)}`);
    });
  }
  const names = (blocks: typeof was) => blocks.map((block) => block.name);
  return [
    ...extraNames(names(now), names(was)).map((name) => `${label}: added ${name}`),
    ...extraNames(names(was), names(now)).map((name) => `${label}: removed ${name}`),
  ];
}

function sideChanges(side: 'Entry' | 'Exit', before: LogicRow[], after: LogicRow[]): string[] {
  const ids = [...new Set([...before, ...after].map((row) => row.id))].sort((a, b) => a - b);
  return ids.flatMap((id) =>
    rowChanges(
      `${side} Logic ${id}`,
      before.find((row) => row.id === id),
      after.find((row) => row.id === id),
    ),
  );
}

function inputChanges(before: BuilderDocument['inputs'], after: BuilderDocument['inputs']): string[] {
  const names = [...new Set([...before, ...after].map((input) => input.name))];
  return names.flatMap((name) => {
    const was = before.find((input) => input.name === name);
    const now = after.find((input) => input.name === name);
    if (!was) return [`Added input ${name}`];
    if (!now) return [`Removed input ${name}`];
    return was.value === now.value ? [] : [`${name} ${valueWords(was.value)} -> ${valueWords(now.value)}`];
  });
}

/** Which slot of the strategy a logic tree fills, as the canvas names it. */
const SLOT_WORDS = {
  long: 'Entry long',
  short: 'Entry short',
  exit_long: 'Exit long',
  exit_short: 'Exit short',
} as const;

/**
 * Every change from one run's document to the next, in the order of the canvas: settings, risk,
 * inputs, rows, slots and symbols. The strategy's name is no change of the run.
 */
export function runChanges(before: BuilderDocument, after: BuilderDocument): string[] {
  const slots = (
    [
      ['long', before.entryLogic.long, after.entryLogic.long],
      ['short', before.entryLogic.short, after.entryLogic.short],
      ['exit_long', before.exitLogic.exit_long, after.exitLogic.exit_long],
      ['exit_short', before.exitLogic.exit_short, after.exitLogic.exit_short],
    ] as const
  ).flatMap(([slot, was, now]) => (stable(was) === stable(now) ? [] : [`${SLOT_WORDS[slot]}: changed`]));
  return [
    ...settingChanges(before.generalSetting, after.generalSetting),
    ...settingChanges(before.riskSetting, after.riskSetting),
    ...inputChanges(before.inputs, after.inputs),
    ...sideChanges('Entry', before.entryLogicRows, after.entryLogicRows),
    ...sideChanges('Exit', before.exitLogicRows, after.exitLogicRows),
    ...slots,
    ...(stable(before.portfolio ?? null) === stable(after.portfolio ?? null) ? [] : ['Symbols changed']),
  ];
}

/** At most this many changes are named in a line; the others are counted. */
const NAMED_CHANGES = 3;

/** The changes as one line: "First run", "No change", or up to three and "and N more". */
export function changeSummary(changes: readonly string[] | null): string {
  if (changes === null) return 'First run';
  if (changes.length === 0) return 'No change';
  const named = changes.slice(0, NAMED_CHANGES).join(', ');
  const more = changes.length - NAMED_CHANGES;
  return more > 0 ? `${named} and ${more} more` : named;
}
