import { describeStrategy } from '../text/describe';
import { scanMainSource, scanOf } from './python/portfolio-scan';
import { sharedMainSource, sharedOf } from './python/portfolio-shared';
import { rankReference } from '../portfolio/candidates';
import { findBlock } from '../blocks/catalogue';
import type { PropertyValue } from '../blocks/types';
import { compileStrategy } from '../logic/compile';
import { hasErrors, type Diagnostic } from '../logic/diagnostics';
import type { ExitRef, Expression, ValueRef } from '../logic/expressions';
import type { LogicTab } from '../logic/rows';
import { simulationSettings } from '../sim/settings';
import { resolveInputs } from '../strategy/inputs';
import type { AssetClass, StrategyInput } from '../strategy/types';
import { DATA_FUNCTIONS } from './python/data';
import { EXIT_FUNCTIONS, pythonExit, type ExitKind } from './python/exits';
import { inputConstantNames, inputsSource, linkedConstants, linkRowParams } from './python/inputs';
import { indent, pyFloat, pyNumber, pyString } from './python/literals';
import { LOGIC_FUNCTIONS } from './python/logic';
import { neededFunctions, pythonBlock, PYTHON_FUNCTIONS } from './python/registry';
import { simulationSource, type SimulationFeatures } from './python/simulation';
import { otherBarsLoading } from './python/other-bars';
import { sourceRead } from './python/source-read';
import { SOURCES_FUNCTIONS } from './python/sources';
import { RowNamer, sideTree, type ConditionTree, type NamedRow, type SideTree } from './strategy-tree';

/** A column the script computes, named as in its --columns output. */
export interface PythonColumn {
  /** The key in the --columns output: the Python variable, with the output for multi-output blocks. */
  key: string;
  block: string;
  params: Readonly<Record<string, PropertyValue>>;
  output: string;
}

export interface PythonExport {
  /** The script; empty when the strategy has errors (see diagnostics). */
  code: string;
  /** Blocks of the strategy the export cannot compute yet (each noted in the script). */
  unsupported: string[];
  /** The compiler's diagnostics: errors (then no code) and warnings. */
  diagnostics: Diagnostic[];
  /** Every value column and row condition the script computes, for checking. */
  columns: PythonColumn[];
}

export interface PythonExportOptions {
  /** The strategy's name and description, for the header comment. */
  name?: string;
  description?: string;
  /** The asset class of each other symbol the strategy reads (its bars' end times); US Stocks if absent. */
  assetClasses?: Readonly<Record<string, AssetClass>>;
}

/**
 * Turns a run body into one self-contained Python 3 script (numpy and pandas) that loads OHLCV bars
 * from the CSV file given on its command line, computes the strategy's indicators with the engine's
 * definitions, replays the engine's execution model and prints the closed trades, the metrics and
 * the equity curve as JSON in backtest_results' field names. Never throws on user input: a strategy
 * with errors gives no code and the compiler's diagnostics (docs/export.md).
 */
export function generatePython(strategy: StrategyInput, options: PythonExportOptions = {}): PythonExport {
  try {
    return generate(strategy, options);
  } catch (error) {
    return {
      code: '',
      unsupported: [],
      columns: [],
      diagnostics: [
        {
          severity: 'error',
          message: `The Python export failed: ${error instanceof Error ? error.message : String(error)}`,
          slot: 'settings',
        },
      ],
    };
  }
}

interface ColumnVariable {
  name: string;
  block: string;
  params: Readonly<Record<string, PropertyValue>>;
  label: string;
  multi: boolean;
  outputs: Set<string>;
}

const RESERVED = new Set([
  ...PYTHON_FUNCTIONS.map((fn) => fn.name),
  'open',
  'max',
  'min',
  'abs',
  'sum',
  'round',
  'len',
  'range',
  'type',
  'id',
  'input',
  'list',
  'dict',
  'set',
  'map',
  'filter',
  'next',
  'iter',
  'all',
  'any',
  'bars',
  'n',
  'math',
  'np',
  'pd',
  'json',
  'sys',
  're',
  'datetime',
  'signals',
  'columns',
]);

function slug(text: string): string {
  return text
    .replace(/%/g, ' pct ')
    .replace(/\$/g, ' usd ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function valueSlug(value: PropertyValue): string {
  if (typeof value === 'number')
    return String(value).replace(/-/g, 'm').replace(/\./g, 'p').replace(/\+/g, '');
  return slug(String(value));
}

/** The key of a column: block and properties, the output selector aside (as the engine's cache). */
function columnKey(block: string, params: Readonly<Record<string, PropertyValue>>): string {
  const constants = linkedConstants(params);
  const parts = Object.keys(params)
    .filter((key) => key !== 'line')
    .sort()
    .map((key) => `${key}=${constants?.[key] ?? String(params[key])}`);
  return `${block}|${parts.join(',')}`;
}

class Columns {
  readonly byKey = new Map<string, ColumnVariable>();
  private readonly names = new Set<string>();

  reference(ref: ValueRef): string {
    const key = columnKey(ref.block, ref.params);
    let variable = this.byKey.get(key);
    if (!variable) {
      const block = findBlock(ref.block);
      variable = {
        name: this.nameFor(ref),
        block: ref.block,
        params: ref.params,
        label: ref.block === 'Number' ? `Number(value=${ref.label})` : labelWithoutLine(ref),
        multi: (block?.outputs.length ?? 1) > 1,
        outputs: new Set(),
      };
      this.byKey.set(key, variable);
    }
    variable.outputs.add(ref.output);
    return variable.multi ? `${variable.name}[${pyString(ref.output)}]` : variable.name;
  }

  private nameFor(ref: ValueRef): string {
    const parts = [slug(ref.block)];
    for (const [key, value] of Object.entries(ref.params)) {
      if (key === 'line' || (key === 'source' && value === 'close')) continue;
      if (['Open', 'High', 'Low', 'Close', 'Volume'].includes(ref.block) && key === 'value') {
        if (typeof value === 'number' && value > 0) parts.push(`${Math.round(value)}_back`);
        continue;
      }
      if (key === 'timeframe') continue;
      const constant = linkedConstants(ref.params)?.[key];
      if (constant !== undefined) {
        parts.push(slug(constant));
        continue;
      }
      if (typeof value === 'boolean') {
        if (value) parts.push(slug(key));
        continue;
      }
      parts.push(valueSlug(value));
    }
    let name = parts.filter((part) => part !== '').join('_');
    if (!/^[a-z_]/.test(name)) name = `v_${name}`;
    if (name.length > 48) name = name.slice(0, 48).replace(/_+$/, '');
    if (RESERVED.has(name)) name = `${name}_values`;
    let unique = name;
    for (let suffix = 2; this.names.has(unique); suffix += 1) unique = `${name}_${suffix}`;
    this.names.add(unique);
    return unique;
  }
}

function labelWithoutLine(ref: ValueRef): string {
  return ref.label.replace(/(, )?line=[a-z0-9_]+/, '').replace('()', '');
}

/** The compare operators in Python (And and Or become numpy's & and |). */
export const PYTHON_OPERATORS: Record<string, (a: string, b: string) => string> = {
  '>': (a, b) => `(${a} > ${b})`,
  '<': (a, b) => `(${a} < ${b})`,
  '>=': (a, b) => `(${a} >= ${b})`,
  '<=': (a, b) => `(${a} <= ${b})`,
  '=': (a, b) => `equal(${a}, ${b})`,
  'Cross Above': (a, b) => `cross_above(${a}, ${b})`,
  'Cross Below': (a, b) => `cross_below(${a}, ${b})`,
};

/** A row's bar-close condition as a numpy expression (operators apply left to right). */
function conditionExpression(expression: Expression, columns: Columns): string {
  switch (expression.kind) {
    case 'compare': {
      const left = columns.reference(expression.left);
      const right = columns.reference(expression.right);
      const operator = PYTHON_OPERATORS[expression.operator];
      if (!operator) throw new Error(`No Python for the operator ${expression.operator}`);
      return operator(left, right);
    }
    case 'boolean':
      return `(${columns.reference(expression.value)} >= 0.5)`;
    case 'and':
    case 'or':
      return `(${conditionExpression(expression.left, columns)} ${expression.kind === 'and' ? '&' : '|'} ${conditionExpression(expression.right, columns)})`;
    case 'exit':
      return 'None';
  }
}

function treeExpression(tree: ConditionTree): string {
  if (tree.kind === 'row') return tree.row.name;
  return `(${treeExpression(tree.left)} ${tree.kind === 'and' ? '&' : '|'} ${treeExpression(tree.right)})`;
}

/** A comment line stays one line, whatever text the strategy brings. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

function stripOuter(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

type SideName = 'long' | 'short' | 'exit_long' | 'exit_short';
const SIDE_TITLES: Record<SideName, string> = {
  long: 'Entry long',
  short: 'Entry short',
  exit_long: 'Exit long',
  exit_short: 'Exit short',
};

function generate(linked: StrategyInput, options: PythonExportOptions): PythonExport {
  const general = linked.generalSetting;
  const intraday = general.timeInterval === '1 Hour';
  const { diagnostics } = compileStrategy(linked, { intraday });
  if (hasErrors(diagnostics)) return { code: '', unsupported: [], diagnostics, columns: [] };
  const portfolio = scanOf(linked) !== null || sharedOf(linked) !== null;
  // The rows with the inputs' values written in; the blocks linked to inputs read their constants.
  const strategy = resolveInputs(linked, { recordLinks: true });
  const constants = inputConstantNames(linked.inputs ?? []);
  const longShort = general.strategyType === 'Long/Short';
  const namer = new RowNamer((elements, expression) => {
    linkRowParams(elements, expression, constants);
  });
  const slot = (node: StrategyInput['entryLogic']['long'], tab: LogicTab): SideTree | null =>
    sideTree(node, tab, (tab === 'entry' ? strategy.entryLogicRows : strategy.exitLogicRows) ?? [], namer);
  const sides: Record<SideName, SideTree | null> = {
    long: slot(strategy.entryLogic.long, 'entry'),
    short: longShort ? slot(strategy.entryLogic.short, 'entry') : null,
    exit_long: slot(strategy.exitLogic.exit_long, 'exit'),
    exit_short: longShort ? slot(strategy.exitLogic.exit_short, 'exit') : null,
  };
  // The exit blocks as the export read its rows (the compiler's, with links to inputs marked).
  const exits = {
    long: sides.exit_long?.exits ?? [],
    short: sides.exit_short?.exits ?? [],
  };

  // Rows and the columns they read, in the order of the slots.
  const columns = new Columns();
  const rowLines: string[] = [];
  const rowNames: NamedRow[] = [];
  for (const side of Object.keys(sides) as SideName[]) {
    for (const row of sides[side]?.rows ?? []) {
      if (rowNames.includes(row)) continue;
      rowNames.push(row);
      if (!row.condition) continue;
      rowLines.push(
        oneLine(
          `# ${SIDE_TITLES[side]}, ${row.title}: ${row.description}${row.exits.length > 0 ? ' (exit blocks: see build_exit_plans)' : ''}`,
        ),
        `${row.name} = ${stripOuter(conditionExpression(row.condition, columns))}`,
      );
    }
  }

  // A ranked shared portfolio's rank block is one more column of each symbol (docs/engine.md#shared-one-account).
  const shared = sharedOf(strategy);
  let rankKey: string | null = null;
  if (shared?.rankBy) {
    const rank = rankReference(shared.rankBy);
    if (!rank.ok) throw new Error(rank.message);
    rankKey = columns.reference(rank.ref);
  }

  const unsupported = new Set<string>();
  const otherSymbols = new Set<string>();
  const columnLines: string[] = [];
  const calls: string[] = [];
  const blockFunctions = new Set<string>();
  const columnsOut: PythonColumn[] = [];
  for (const variable of columns.byKey.values()) {
    const python = pythonBlock(variable.block);
    let call: string;
    if (python) {
      const read = sourceRead(variable.block, variable.params, general, portfolio);
      call = python.call(read.params);
      if (read.symbol !== null || read.timeframe !== null) {
        // Computed on its own series, joined as of each traded bar's end (sources.ts).
        call = `sourced(bars, ${read.symbol === null ? 'None' : pyString(read.symbol)}, ${read.timeframe === null ? 'None' : pyString(read.timeframe)}, lambda bars: ${call})`;
        blockFunctions.add('sourced');
        if (read.symbol !== null) otherSymbols.add(read.symbol);
      }
      for (const name of python.uses) blockFunctions.add(name);
    } else {
      unsupported.add(variable.block);
      call = `unsupported(${pyString(variable.block)})`;
    }
    calls.push(call);
    columnLines.push(
      oneLine(`# ${variable.label}`),
      `${variable.name} = ${variable.multi ? 'columns_of' : 'as_column'}(${call})`,
    );
    for (const output of variable.outputs) {
      columnsOut.push({
        key: variable.multi ? `${variable.name}["${output}"]` : variable.name,
        block: variable.block,
        params: variable.params,
        output,
      });
    }
  }

  // Exit plans.
  const kinds = new Set<ExitKind>();
  const planSource = (side: 'long' | 'short', refs: readonly ExitRef[]) => {
    const entries = new Map<ExitKind, string[]>();
    for (const exit of refs) {
      const rule = pythonExit(exit.block);
      if (!rule) {
        unsupported.add(exit.block);
        continue;
      }
      kinds.add(rule.kind);
      for (const name of rule.uses) blockFunctions.add(name);
      const entry = rule.entry(exit, strategy.riskSetting.riskRewardRatio);
      calls.push(entry);
      entries.set(rule.kind, [...(entries.get(rule.kind) ?? []), entry]);
    }
    return { side, entries, refs };
  };
  const plans = [planSource('long', exits.long), planSource('short', exits.short)];
  const planLines = (plan: (typeof plans)[number]): string[] => {
    const out: string[] = [`${plan.side}_plan = {`];
    for (const kind of [...kinds].sort()) {
      const entries = plan.entries.get(kind) ?? [];
      if (kind === 'holding_bars') {
        const values = plan.refs
          .filter((exit) => exit.block === 'Fixed Holding Period')
          .map((exit) => exit.params['bars'])
          .filter((value): value is number => typeof value === 'number');
        out.push(`    "holding_bars": ${values.length > 0 ? pyNumber(Math.min(...values)) : 'None'},`);
      } else if (kind === 'end_of_week' || kind === 'end_of_day') {
        const flags =
          entries.length === 0
            ? 'None'
            : entries.length === 1
              ? (entries[0] ?? 'None')
              : `[any(flags) for flags in zip(${entries.join(', ')})]`;
        out.push(`    ${pyString(kind)}: ${flags},`);
      } else if (entries.length === 0) out.push(`    ${pyString(kind)}: [],`);
      else {
        out.push(`    ${pyString(kind)}: [`);
        for (const entry of entries) out.push(`        ${entry},`);
        out.push('    ],');
      }
    }
    out.push('}');
    return out;
  };

  const settings = simulationSettings(general, strategy.riskSetting);
  const features: SimulationFeatures = {
    longShort,
    sizing: settings.sizingMode,
    maxDrawdown: settings.maxDrawdown > 0,
    dailyLossLimit: settings.dailyLossLimit > 0,
    kinds,
  };
  const simulation = simulationSource(features);

  // Signals.
  const sideSignal = (side: SideName, missing: string): string => {
    const tree = sides[side]?.condition;
    return tree ? `${stripOuter(treeExpression(tree))},` : `np.zeros(n, dtype=bool),  # ${missing}`;
  };
  const exitOnlyNote = (side: SideName) =>
    sides[side] ? 'exit blocks only (see build_exit_plans)' : `no ${SIDE_TITLES[side].toLowerCase()}`;
  const signalLines = [
    'signals = {',
    `    "entry_long": ${sideSignal('long', 'no long entry')}`,
    `    "entry_short": ${sideSignal('short', longShort ? 'no short entry' : 'Long Only: no short entries')}`,
    `    "exit_long": ${sideSignal('exit_long', exitOnlyNote('exit_long'))}`,
    `    "exit_short": ${sideSignal('exit_short', longShort ? exitOnlyNote('exit_short') : 'Long Only: no short trades')}`,
    '}',
  ];
  const keyLiteral = (key: string) => (key.includes('"') ? `'${key}'` : `"${key}"`);
  const columnEntries = [
    ...columnsOut.map((column) => `${keyLiteral(column.key)}: ${column.key},`),
    ...rowNames.filter((row) => row.condition).map((row) => `"${row.name}": ${row.name},`),
  ];
  for (const row of rowNames.filter((candidate) => candidate.condition)) {
    columnsOut.push({ key: row.name, block: 'condition', params: {}, output: 'value' });
  }
  const computeSignals = [
    'def compute_signals(bars):',
    '    """Every value the strategy reads and its conditions at each bar close, as numpy arrays (NaN',
    '    where a value does not exist yet: a comparison with NaN is False)."""',
    '    n = len(bars["close"])',
    indent(columnLines.join('\n'), 4),
    '',
    indent(rowLines.join('\n'), 4),
    '',
    indent(signalLines.join('\n'), 4),
    '    columns = {',
    indent(columnEntries.join('\n'), 8),
    '    }',
    '    return signals, columns',
  ]
    .filter((line) => line !== '')
    .join('\n');

  const buildExitPlans = [
    'def build_exit_plans(bars):',
    '    """The exit blocks of each side, prepared for the bars (src/sim/exit-plan.ts): levels relative to',
    '    the entry fill, tested from the entry bar on; time exits as per-bar flags."""',
    ...plans.map((plan) => {
      const title = plan.side === 'long' ? 'Exit long' : 'Exit short';
      const note =
        plan.refs.length > 0
          ? oneLine(`    # ${title}: ${plan.refs.map((exit) => exit.label).join(', ')}`)
          : `    # ${title}: no exit block`;
      return [note, indent(planLines(plan).join('\n'), 4)].join('\n');
    }),
    '    return {"long": long_plan, "short": short_plan}',
  ].join('\n');

  const main = mainSource(strategy, features, rankKey, [...otherSymbols]);
  const interval = general.timeInterval;
  const needed = neededFunctions(
    [
      ...blockFunctions,
      'as_column',
      ...(columnLines.some((line) => line.includes('columns_of(')) ? ['columns_of'] : []),
      ...(interval === '1 Week' ? ['week_ending_friday'] : []),
    ],
    [...calls, ...rowLines, simulation, main, computeSignals],
  );
  const dataNames = new Set([...DATA_FUNCTIONS, ...SOURCES_FUNCTIONS].map((fn) => fn.name));
  const logicNames = new Set(LOGIC_FUNCTIONS.map((fn) => fn.name));
  const exitNames = new Set(EXIT_FUNCTIONS.map((fn) => fn.name));
  const group = (filter: (name: string) => boolean) =>
    needed
      .filter((fn) => filter(fn.name))
      .map((fn) => fn.code)
      .join('\n\n\n');

  const section = (title: string, ...parts: string[]) => {
    const body = parts.filter((part) => part.trim() !== '');
    return body.length > 0 ? [`# ${'-'.repeat(76)} ${title}`, ...body].join('\n\n\n') : '';
  };
  const code = [
    header(strategy, options, sides, [...unsupported], [...otherSymbols]),
    imports(needed.map((fn) => fn.code).join('\n') + main),
    inputsSource(linked.inputs ?? [], constants),
    settingsSource(strategy, [...otherSymbols], options.assetClasses ?? {}, blockFunctions.has('sourced')),
    section(
      'bars',
      group((name) => dataNames.has(name)),
    ),
    section(
      'indicators',
      group((name) => !dataNames.has(name) && !logicNames.has(name) && !exitNames.has(name)),
    ),
    section(
      'conditions',
      group((name) => logicNames.has(name)),
      computeSignals,
    ),
    section(
      'exit blocks',
      group((name) => exitNames.has(name)),
      buildExitPlans,
    ),
    simulation,
    main,
  ]
    .filter((part) => part !== '')
    .join('\n\n\n')
    .concat('\n');
  return { code, unsupported: [...unsupported], diagnostics, columns: columnsOut };
}

/** An other symbol's asset class as the options give it (matched ignoring case), else US Stocks. */
function assetClassOf(assetClasses: Readonly<Record<string, AssetClass>>, symbol: string): AssetClass {
  const key = Object.keys(assetClasses).find((name) => name.trim().toUpperCase() === symbol);
  return (key === undefined ? undefined : assetClasses[key]) ?? 'US Stocks';
}

function imports(code: string): string {
  return [
    ...(code.includes('datetime.') ? ['import datetime'] : []),
    'import json',
    'import math',
    ...(code.includes('re.fullmatch(') ? ['import re'] : []),
    'import sys',
    '',
    'import numpy as np',
    'import pandas as pd',
  ].join('\n');
}

/** What the header says of a portfolio: a scan's folder, or what a shared run's script replays. */
function portfolioHeader(strategy: StrategyInput, others: readonly string[]): string[] {
  const scan = scanOf(strategy);
  const shared = sharedOf(strategy);
  const othersLine =
    others.length > 0
      ? [`# The folder also holds <SYMBOL>.csv for each other symbol the blocks read: ${others.join(', ')}.`]
      : [];
  if (scan) {
    return [
      `# Portfolio scan: ${scan.symbols.join(', ')}, each symbol alone with the full capital.`,
      '# Run it as: python3 strategy.py folder  (folder holds <SYMBOL>.csv for each symbol, e.g. data/market/1d);',
      '# it prints {"portfolio": {"mode": "separate", "rows": [...], "average": {...}, "median": {...}}}.',
      ...othersLine,
      '#',
    ];
  }
  if (shared) {
    return [
      `# Portfolio: one account over ${shared.symbols.join(', ')}.`,
      '# Run it as: python3 strategy.py folder  (folder holds <SYMBOL>.csv for each symbol, e.g. data/market/1d);',
      '# it prints {"closed_trades": [...], "performance_metrics": {...}, "equity": [...], "dates": [...],',
      '# "portfolio": {"mode": "shared", "symbols": [...]}} (each trade names its ticker; the equity is marked',
      "# at each date of the union of the symbols' dates; the buy and hold is the equal-weight benchmark).",
      ...othersLine,
      '#',
    ];
  }
  return [];
}

/** The rules as plain-English lines (docs/plain-english.md), when every side can be one line. */
function rulesHeader(strategy: StrategyInput): string[] {
  const described = describeStrategy(strategy);
  if (!described.ok || described.lines.length === 0) return [];
  return ['# Rules', ...described.lines.map((line) => `#   ${line}`), '#'];
}

function header(
  strategy: StrategyInput,
  options: PythonExportOptions,
  sides: Record<SideName, SideTree | null>,
  unsupported: string[],
  others: readonly string[],
): string {
  const general = strategy.generalSetting;
  const risk = strategy.riskSetting;
  const title = options.name?.trim() ? options.name.trim() : 'StratBlocks strategy';
  const lines: string[] = [
    '#!/usr/bin/env python3',
    `# ${title}`,
    ...(options.description?.trim()
      ? options.description
          .trim()
          .split(/\r?\n/)
          .map((line) => `# ${line}`.trimEnd())
      : []),
    '#',
    '# Generated by StratBlocks. The script reproduces the StratBlocks engine backtest of this strategy',
    '# trade for trade on the same bars: the same indicator definitions (TA-Lib seeding), the same',
    '# execution model (fills at the next open, slippage, commission, sizing, stops and targets with the',
    '# same intrabar rules, risk settings) and the same metrics.',
    '#',
    '# Run:     python3 strategy.py data.csv',
    `#          data.csv: a header date,open,high,low,close,volume, then ${general.timeInterval === '1 Hour' ? 'hourly bars labelled with their exchange time (2020-03-16T09:30:00-04:00)' : 'daily bars (YYYY-MM-DD)'}`,
    `#          of ${general.tickerSymbol}; the script keeps the window ${general.startDate} to ${general.endDate}${general.timeInterval === '1 Week' ? ' and makes weekly bars' : general.timeInterval === '1 Month' ? ' and makes monthly bars' : ''}.`,
    '# Prints:  JSON {"closed_trades": [...], "performance_metrics": {...}, "equity": [...], "dates": [...]}',
    "#          in the field names of StratBlocks' backtest_results.",
    '#          With --columns it prints every value and condition of the strategy per bar instead.',
    '# Needs:   Python 3 with numpy and pandas.',
    '#',
    ...portfolioHeader(strategy, others),
    ...rulesHeader(strategy),
    '# Settings',
    `#   Symbol            ${general.tickerSymbol} (${general.assetClass})`,
    `#   Interval          ${general.timeInterval}`,
    `#   Window            ${general.startDate} to ${general.endDate}`,
    `#   Strategy type     ${general.strategyType}`,
    `#   Initial capital   ${general.initialCapital}`,
    risk.sizingMode === 'fixed'
      ? `#   Position size     ${risk.fixedPositionSize} per trade (fixed)`
      : `#   Position size     ${general.equityUsed}% of equity per trade`,
    `#   Commission        ${general.commission}% per fill`,
    `#   Slippage          ${general.slippage}% per fill`,
    `#   Risk              max open trades ${risk.maxOpenTrades}, max trades per day ${risk.maxTradesPerDay}, max drawdown ${risk.maxDrawdown ? `${risk.maxDrawdown}%` : 'off'}, daily loss limit ${risk.dailyLossLimit ? `${risk.dailyLossLimit}%` : 'off'}, risk/reward ${risk.riskRewardRatio}`,
    '#',
  ];
  for (const side of Object.keys(SIDE_TITLES) as SideName[]) {
    const tree = sides[side];
    if (!tree) continue;
    for (const row of tree.rows)
      lines.push(`# ${`${SIDE_TITLES[side]}:`.padEnd(13)} ${row.title}: ${row.description}`);
  }
  if (unsupported.length > 0) {
    lines.push(
      '#',
      `# NOTE: the Python export cannot compute these blocks yet: ${unsupported.join(', ')}.`,
      '# The script stops with NotImplementedError where it would need them.',
    );
  }
  return lines.map(oneLine).join('\n');
}

function settingsSource(
  strategy: StrategyInput,
  others: readonly string[],
  assetClasses: Readonly<Record<string, AssetClass>>,
  readsOtherTimeframes: boolean,
): string {
  const general = strategy.generalSetting;
  const risk = strategy.riskSetting;
  const settings = simulationSettings(general, risk);
  const interval = general.timeInterval;
  const periodsPerYear =
    interval === '1 Week'
      ? 52
      : interval === '1 Month'
        ? 12
        : general.assetClass === 'Cryptocurrency'
          ? 365
          : 252;
  const lines = [
    '# ---------------------------------------------------------------------------- settings',
    '',
    `TICKER = ${pyString(general.tickerSymbol)}`,
    `INTERVAL = ${pyString(interval)}`,
    `START_DATE = ${pyString(general.startDate)}`,
    `END_DATE = ${pyString(general.endDate)}`,
    `INITIAL_CAPITAL = ${pyFloat(general.initialCapital)}`,
    settings.sizingMode === 'fixed'
      ? `FIXED_POSITION_SIZE = ${pyFloat(settings.fixedPositionSize)}  # money per new trade (fixed sizing)`
      : `EQUITY_FRACTION = ${pyNumber(general.equityUsed)} / 100  # share of equity per new trade`,
    `COMMISSION_RATE = ${pyNumber(general.commission)} / 100  # of each fill's notional`,
    `SLIPPAGE_RATE = ${pyNumber(general.slippage)} / 100  # against the trader on each fill`,
    `MAX_OPEN_TRADES = ${settings.maxOpenTrades}  # both sides together`,
    `MAX_TRADES_PER_DAY = ${settings.maxTradesPerDay}  # entries per calendar day`,
    settings.maxDrawdown > 0 &&
      `MAX_DRAWDOWN = ${pyNumber(risk.maxDrawdown)} / 100  # below the equity peak: close everything, stop trading`,
    settings.dailyLossLimit > 0 &&
      `DAILY_LOSS_LIMIT = ${pyNumber(risk.dailyLossLimit)} / 100  # below the previous day's closing equity: no entry that day`,
    `PERIODS_PER_YEAR = ${periodsPerYear}  # annualisation of the ${interval === '1 Hour' ? 'daily' : interval === '1 Day' ? 'daily' : interval === '1 Week' ? 'weekly' : 'monthly'} returns`,
    `INTRADAY = ${interval === '1 Hour' ? 'True' : 'False'}  # hourly bars: the metrics read the equity at each trading day's last bar`,
    `WHOLE_UNITS = ${settings.wholeUnits ? 'True' : 'False'}  # ${settings.wholeUnits ? 'US stocks trade whole units' : 'crypto and forex trade fractional units'}`,
    'NAN = math.nan',
    ...(others.length > 0 || readsOtherTimeframes
      ? [
          `ASSET_CLASS = ${pyString(general.assetClass)}  # decides when ${strategy.portfolio ? "each portfolio symbol's" : `${general.tickerSymbol}'s`} bars end`,
        ]
      : []),
    ...(others.length > 0
      ? [
          `OTHER_SYMBOLS = [${others.map(pyString).join(', ')}]  # read from <folder>/<SYMBOL>.csv`,
          `ASSET_CLASSES = {${others.map((symbol) => `${pyString(symbol)}: ${pyString(assetClassOf(assetClasses, symbol))}`).join(', ')}}`,
          "OTHER_BARS = {}  # filled by main: each other symbol's bars in the window",
        ]
      : []),
    '',
    'np.seterr(all="ignore")  # NaN warm-up values compare as False, silently',
  ];
  return lines.filter((line): line is string => typeof line === 'string').join('\n');
}

function mainSource(
  strategy: StrategyInput,
  features: SimulationFeatures,
  rankKey: string | null,
  others: readonly string[],
): string {
  const interval = strategy.generalSetting.timeInterval;
  const check =
    interval === '1 Hour'
      ? `    if bars["times"] and len(bars["times"][0]) <= 10:\n        fail("the 1 Hour interval needs hourly bars (labels with a time of day)")`
      : `    if bars["times"] and len(bars["times"][0]) > 10:\n        fail("the ${interval} interval needs daily bars (YYYY-MM-DD labels)")`;
  const resample =
    interval === '1 Week'
      ? '    bars = resample(bars, week_ending_friday)  # weeks end on Friday; weekend bars join the next week'
      : interval === '1 Month'
        ? '    bars = resample(bars, lambda date: date[:7])  # calendar months'
        : null;
  // A portfolio's main reads each symbol's bars as the single-symbol main reads its one file.
  const prepare = [
    ...check.split('\n'),
    '    bars = window_bars(bars, START_DATE, END_DATE)',
    ...(resample ? [resample] : []),
    '    if len(bars["times"]) < 2:',
    '        fail(f"{symbol}: the window has {len(bars[\'times\'])} {INTERVAL} bars: a backtest needs at least 2")',
  ];
  const scan = scanOf(strategy);
  if (scan) return scanMainSource(scan, prepare, others.length > 0);
  const shared = sharedOf(strategy);
  if (shared) return sharedMainSource(shared, features, rankKey, prepare, others.length > 0);
  return [
    'def main():',
    '    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]',
    '    if len(args) != 1:',
    others.length > 0
      ? '        print(f"usage: python3 {sys.argv[0]} folder [--columns]  (holding <SYMBOL>.csv for {\', \'.join([TICKER, *OTHER_SYMBOLS])})", file=sys.stderr)'
      : '        print(f"usage: python3 {sys.argv[0]} data.csv [--columns]", file=sys.stderr)',
    '        sys.exit(2)',
    ...(others.length > 0
      ? [
          '    folder = args[0].rstrip("/")',
          '    bars = load_bars(folder + "/" + TICKER + ".csv")',
          ...otherBarsLoading('folder'),
        ]
      : ['    bars = load_bars(args[0])']),
    check,
    '    bars = window_bars(bars, START_DATE, END_DATE)',
    resample,
    '    if len(bars["times"]) < 2:',
    '        fail(f"the window has {len(bars[\'times\'])} {INTERVAL} bars: a backtest needs at least 2")',
    '    signals, columns = compute_signals(bars)',
    '    if "--columns" in sys.argv[1:]:',
    '        values = {name: column.tolist() for name, column in {**columns, **signals}.items()}',
    '        print(json.dumps(json_safe({"dates": bars["times"], **values})))',
    '        return',
    '    simulation = Simulation(bars, signals, build_exit_plans(bars)).run()',
    '    report = {',
    '        "closed_trades": closed_trades(bars, simulation),',
    '        "performance_metrics": performance_metrics(bars, simulation),',
    '        "equity": simulation.equity,',
    '        "dates": bars["times"],',
    '    }',
    '    print(json.dumps(json_safe(report), indent=2))',
    '',
    '',
    'if __name__ == "__main__":',
    '    main()',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
