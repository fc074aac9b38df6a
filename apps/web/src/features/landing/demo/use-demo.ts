import { useCallback, useReducer, useRef } from 'react';
import { demoStrategy } from '../engine/strategies';
import type { DemoSymbol, RunSummary } from '../engine/types';
import {
  conditionBlocks,
  conditionDefinition,
  joinWithOr,
  validateDemo,
  type ConditionKind,
  type DroppedCondition,
} from './conditions';

/** docs/product.md#business-constants-and-limits: the demo shows 'running' for 2 s. */
export const DEMO_RUN_MS = 2000;
export const DEFAULT_CAPITAL = 10_000;

export const DEMO_MARKETS = [
  { id: 'BTC', label: 'BTC', symbol: 'BTC-USD' },
  { id: 'ETH', label: 'ETH', symbol: 'ETH-USD' },
  { id: 'AAPL', label: 'AAPL', symbol: 'AAPL' },
] as const satisfies ReadonlyArray<{ id: string; label: string; symbol: DemoSymbol }>;
export type DemoMarket = (typeof DEMO_MARKETS)[number]['id'];
/** The bars the demo runs: the bundled slices are daily, so daily is all it offers. */
export const DEMO_TIMEFRAME = '1D';

export interface DemoResult {
  summary: RunSummary;
  market: DemoMarket;
  capital: number;
  conditions: string[];
}

export interface DemoState {
  conditions: DroppedCondition[];
  market: DemoMarket;
  capital: number;
  error: string | null;
  running: boolean;
  result: DemoResult | null;
  nextId: number;
}

type Action =
  | { type: 'add'; kind: ConditionKind }
  | { type: 'remove'; id: number }
  | { type: 'value'; id: number; field: number; value: string }
  | { type: 'clear' }
  | { type: 'market'; market: DemoMarket }
  | { type: 'capital'; capital: number }
  | { type: 'error'; error: string | null }
  | { type: 'running' }
  | { type: 'result'; result: DemoResult | null };

export const initialDemoState: DemoState = {
  conditions: [],
  market: 'BTC',
  capital: DEFAULT_CAPITAL,
  error: null,
  running: false,
  result: null,
  nextId: 1,
};

export function demoReducer(state: DemoState, action: Action): DemoState {
  switch (action.type) {
    case 'add': {
      const fields = conditionDefinition(action.kind).fields;
      const condition = {
        id: state.nextId,
        kind: action.kind,
        values: fields.map((item) => item.defaultValue),
      };
      return { ...state, conditions: [...state.conditions, condition], nextId: state.nextId + 1 };
    }
    case 'remove':
      // Spec: removing a condition clears the error.
      return { ...state, conditions: state.conditions.filter((item) => item.id !== action.id), error: null };
    case 'value':
      return {
        ...state,
        conditions: state.conditions.map((item) =>
          item.id === action.id
            ? {
                ...item,
                values: item.values.map((value, index) => (index === action.field ? action.value : value)),
              }
            : item,
        ),
      };
    case 'clear':
      return { ...state, conditions: [], result: null, error: null, running: false };
    case 'market':
      return { ...state, market: action.market };
    case 'capital':
      return { ...state, capital: action.capital };
    case 'error':
      return { ...state, error: action.error, running: false };
    case 'running':
      return { ...state, error: null, running: true };
    case 'result':
      return { ...state, result: action.result, running: false };
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The interactive demo's state and its run: the real engine on the bundled daily slice. */
export function useDemo() {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);
  const runs = useRef(0);

  const run = useCallback(async () => {
    const problem =
      validateDemo(state.conditions) ??
      (state.capital > 0 ? null : '⚠️ Please enter a starting capital above $0');
    if (problem) {
      dispatch({ type: 'error', error: problem });
      return;
    }
    const market = DEMO_MARKETS.find((item) => item.id === state.market) ?? DEMO_MARKETS[0];
    const entries = state.conditions.filter((item) => conditionDefinition(item.kind).type === 'entry');
    const exits = state.conditions.filter((item) => conditionDefinition(item.kind).type === 'exit');
    const strategy = demoStrategy({
      symbol: market.symbol,
      capital: state.capital,
      entry: joinWithOr(entries.map(conditionBlocks)),
      exit: joinWithOr(exits.map(conditionBlocks)),
    });
    const mine = ++runs.current;
    dispatch({ type: 'running' });
    try {
      const { runInWorker } = await import('../engine/run-in-worker');
      const [summary] = await Promise.all([runInWorker(market.symbol, strategy), wait(DEMO_RUN_MS)]);
      if (mine !== runs.current) return;
      dispatch({
        type: 'result',
        result: {
          summary,
          market: state.market,
          capital: state.capital,
          conditions: state.conditions.map((item) => conditionDefinition(item.kind).name),
        },
      });
    } catch (failure) {
      if (mine !== runs.current) return;
      dispatch({
        type: 'error',
        error: `⚠️ ${failure instanceof Error ? failure.message : String(failure)}`,
      });
    }
  }, [state.conditions, state.market, state.capital]);

  const clear = useCallback(() => {
    runs.current += 1;
    dispatch({ type: 'clear' });
  }, []);

  return { state, dispatch, run, clear };
}
