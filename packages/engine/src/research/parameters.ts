import { findBlock } from '../blocks/catalogue';
import type { NumberProperty } from '../blocks/types';
import { SLOT_LABELS, type Slot } from '../logic/diagnostics';
import { isInputLink, withInputValues } from '../strategy/inputs';
import {
  isDropZone,
  type BlockElementInput,
  type LogicNodeInput,
  type RowInput,
  type StrategyInput,
} from '../strategy/types';

/**
 * A numeric value of a strategy that a sweep can vary: one of its inputs (docs/engine.md#strategy-inputs), a number
 * property of a block placed in a logic row, or a numeric setting. `path` is the input's name
 * (no dot) or the dotted path of the value inside the strategy document
 * (`entryLogic.long.elements.0.properties.period`, `riskSetting.riskRewardRatio`), so that any
 * consumer (CLI, server, builder) names a parameter the same way.
 */
export interface TunableParameter {
  path: string;
  /** In words: "fast (input)", "SMA period (Entry long, Logic 1, element 1)" or "Commission (%)". */
  label: string;
  kind: 'input' | 'block' | 'setting';
  /** The block name, for block properties. */
  block?: string;
  /** The property or setting key. */
  property: string;
  /** The value in the strategy now (the catalogue default for an unset block property). */
  value: number;
  min?: number;
  max?: number;
  integer: boolean;
  /** The step an input declares, which a sweep of it starts from. */
  step?: number;
}

type SettingSpec = { label: string; min?: number; max?: number; integer?: boolean; above?: number };

/** The numeric settings a sweep may vary, with the bounds the contracts enforce. */
export const TUNABLE_SETTINGS: Record<string, SettingSpec> = {
  'generalSetting.initialCapital': { label: 'Initial capital', above: 0 },
  'generalSetting.equityUsed': { label: 'Equity used (%)', min: 0, max: 100 },
  'generalSetting.commission': { label: 'Commission (%)', min: 0 },
  'generalSetting.slippage': { label: 'Slippage (%)', min: 0 },
  'riskSetting.maxOpenTrades': { label: 'Max open trades', min: 1, integer: true },
  'riskSetting.fixedPositionSize': { label: 'Fixed position size', min: 0 },
  'riskSetting.maxTradesPerDay': { label: 'Max trades per day', min: 1, integer: true },
  'riskSetting.maxDrawdown': { label: 'Max drawdown halt (%)', min: 0, max: 100 },
  'riskSetting.dailyLossLimit': { label: 'Daily loss limit (%)', min: 0, max: 100 },
  'riskSetting.riskRewardRatio': { label: 'Risk/reward ratio', above: 0 },
};

const SIDES: ReadonlyArray<{
  slot: Slot;
  path: readonly string[];
  rows: 'entryLogicRows' | 'exitLogicRows';
}> = [
  { slot: 'long', path: ['entryLogic', 'long'], rows: 'entryLogicRows' },
  { slot: 'short', path: ['entryLogic', 'short'], rows: 'entryLogicRows' },
  { slot: 'exit_long', path: ['exitLogic', 'exit_long'], rows: 'exitLogicRows' },
  { slot: 'exit_short', path: ['exitLogic', 'exit_short'], rows: 'exitLogicRows' },
];

export interface PlacedBlock {
  path: string;
  slot: Slot;
  row: number | undefined;
  index: number;
  element: BlockElementInput;
}

function isOperator(node: object): node is { left: LogicNodeInput; right: LogicNodeInput } {
  return 'left' in node && 'right' in node;
}

/** Every block placed in the strategy's slots, once per place in the document (rows by reference included). */
export function placedBlocks(strategy: StrategyInput): PlacedBlock[] {
  const found = new Map<string, PlacedBlock>();
  const visitRow = (row: RowInput, path: string, slot: Slot) => {
    row.elements.forEach((element, index) => {
      if (isDropZone(element)) return;
      const elementPath = `${path}.elements.${index}`;
      if (!found.has(elementPath))
        found.set(elementPath, { path: elementPath, slot, row: row.id, index, element });
    });
  };
  for (const side of SIDES) {
    const rows = strategy[side.rows] ?? [];
    const visit = (node: LogicNodeInput, path: string) => {
      if (node === null || typeof node !== 'object') return;
      if (isOperator(node)) {
        visit(node.left, `${path}.left`);
        visit(node.right, `${path}.right`);
        return;
      }
      if (Array.isArray((node as RowInput).elements)) {
        visitRow(node as RowInput, path, side.slot);
        return;
      }
      const index = rows.findIndex((row) => row.id === node.id);
      const row = rows[index];
      if (row) visitRow(row, `${side.rows}.${index}`, side.slot);
    };
    const [section, key] = side.path;
    const container = strategy[section as 'entryLogic'] as Record<string, LogicNodeInput>;
    visit(container[key as string] ?? null, side.path.join('.'));
  }
  return [...found.values()];
}

/** Whether a parameter path names an input (a name has no dot; a path always has one). */
export function isInputPath(path: string): boolean {
  return !path.includes('.');
}

/**
 * What a sweep may vary, inputs first (each bounded by the block properties linked to it), then
 * the number properties of placed blocks that link no input, then those of a portfolio's rankBy
 * block, then the settings.
 */
export function tunableParameters(strategy: StrategyInput): TunableParameter[] {
  const placed = placedBlocks(strategy);
  const parameters: TunableParameter[] = inputParameters(strategy, placed);
  for (const block of placed) {
    const definition = findBlock(block.element.name);
    if (!definition) continue;
    for (const spec of definition.properties) {
      if (spec.kind !== 'number') continue;
      const given = block.element.properties?.[spec.name];
      if (isInputLink(given)) continue;
      const value = typeof given === 'number' ? given : Number(given ?? spec.default);
      const where = [
        SLOT_LABELS[block.slot],
        block.row !== undefined ? `Logic ${block.row}` : undefined,
        `element ${block.index + 1}`,
      ]
        .filter(Boolean)
        .join(', ');
      parameters.push({
        path: `${block.path}.properties.${spec.name}`,
        label: `${definition.name} ${spec.name} (${where})`,
        kind: 'block',
        block: definition.name,
        property: spec.name,
        value: Number.isFinite(value) ? value : spec.default,
        ...boundsOf(spec),
        integer: spec.integer === true,
      });
    }
  }
  parameters.push(...rankByParameters(strategy));
  for (const [path, spec] of Object.entries(TUNABLE_SETTINGS)) {
    const [section, key] = path.split('.') as ['generalSetting' | 'riskSetting', string];
    const value = (strategy[section] as unknown as Record<string, unknown>)[key];
    parameters.push({
      path,
      label: spec.label,
      kind: 'setting',
      property: key,
      value: typeof value === 'number' ? value : Number.NaN,
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
      integer: spec.integer === true,
    });
  }
  return parameters;
}

/** The number properties of a portfolio's rankBy block (docs/engine.md#shared-one-account), e.g. its lookback. */
function rankByParameters(strategy: StrategyInput): TunableParameter[] {
  const rankBy = (strategy as { portfolio?: { rankBy?: { element: BlockElementInput } } }).portfolio?.rankBy;
  const definition = rankBy ? findBlock(rankBy.element.name) : undefined;
  if (!rankBy || !definition) return [];
  const parameters: TunableParameter[] = [];
  for (const spec of definition.properties) {
    if (spec.kind !== 'number') continue;
    const given = rankBy.element.properties?.[spec.name];
    if (isInputLink(given)) continue;
    const value = typeof given === 'number' ? given : Number(given ?? spec.default);
    parameters.push({
      path: `portfolio.rankBy.element.properties.${spec.name}`,
      label: `${definition.name} ${spec.name} (Rank by)`,
      kind: 'block',
      block: definition.name,
      property: spec.name,
      value: Number.isFinite(value) ? value : spec.default,
      ...boundsOf(spec),
      integer: spec.integer === true,
    });
  }
  return parameters;
}

/**
 * The strategy's inputs as sweep parameters. An input takes the tightest bounds of the number
 * properties linked to it and of its own min and max, and whole numbers when any of them does.
 */
function inputParameters(strategy: StrategyInput, placed: readonly PlacedBlock[]): TunableParameter[] {
  const parameters: TunableParameter[] = [];
  for (const input of strategy.inputs ?? []) {
    if (parameters.some((parameter) => parameter.path === input.name)) continue;
    let min = input.min;
    let max = input.max;
    let integer = false;
    for (const block of placed) {
      const definition = findBlock(block.element.name);
      for (const spec of definition?.properties ?? []) {
        const given = block.element.properties?.[spec.name];
        if (spec.kind !== 'number' || !isInputLink(given) || given.input !== input.name) continue;
        if (spec.min !== undefined) min = Math.max(min ?? spec.min, spec.min);
        if (spec.max !== undefined) max = Math.min(max ?? spec.max, spec.max);
        integer ||= spec.integer === true;
      }
    }
    parameters.push({
      path: input.name,
      label: `${input.name} (input)`,
      kind: 'input',
      property: input.name,
      value: input.value,
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      integer,
      ...(input.step !== undefined ? { step: input.step } : {}),
    });
  }
  return parameters;
}

function boundsOf(spec: NumberProperty): { min?: number; max?: number } {
  return {
    ...(spec.min !== undefined ? { min: spec.min } : {}),
    ...(spec.max !== undefined ? { max: spec.max } : {}),
  };
}

/** Checks one value against a parameter's bounds; the message names the parameter. */
export function parameterValueProblem(parameter: TunableParameter, value: number): string | null {
  if (!Number.isFinite(value)) return `${parameter.label}: ${String(value)} is not a number`;
  if (parameter.integer && !Number.isInteger(value))
    return `${parameter.label} takes whole numbers, not ${value}`;
  if (parameter.min !== undefined && value < parameter.min)
    return `${parameter.label} is at least ${parameter.min}, not ${value}`;
  if (parameter.max !== undefined && value > parameter.max)
    return `${parameter.label} is at most ${parameter.max}, not ${value}`;
  const above = TUNABLE_SETTINGS[parameter.path]?.above;
  if (above !== undefined && !(value > above))
    return `${parameter.label} must be above ${above}, not ${value}`;
  return null;
}

/**
 * A copy of the strategy with the values at the given paths replaced, sharing every untouched part
 * with the original (only the objects along each path are copied). A name without a dot sets the
 * input of that name, which the compiler then writes into every property linked to it.
 */
export function withParameterValues(
  strategy: StrategyInput,
  values: ReadonlyArray<[string, number]>,
): StrategyInput {
  const inputs = values.filter(([path]) => isInputPath(path));
  let result: unknown = withInputValues(strategy, inputs);
  for (const [path, value] of values) {
    if (!isInputPath(path)) result = setAtPath(result, path.split('.'), value);
  }
  return result as StrategyInput;
}

function setAtPath(target: unknown, segments: readonly string[], value: number): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    const copy = [...(target as unknown[])];
    copy[Number(head)] = setAtPath(copy[Number(head)], rest, value);
    return copy;
  }
  const object = (target ?? {}) as Record<string, unknown>;
  return { ...object, [head]: setAtPath(object[head], rest, value) };
}
