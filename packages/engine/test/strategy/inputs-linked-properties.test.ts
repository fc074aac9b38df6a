import { describe, expect, it } from 'vitest';
import {
  compileStrategy,
  type BlockPropertyInput,
  resolveInputs,
  runBacktest,
  type RowElementInput,
  type StrategyInput,
} from '../../src/index';
import { bundledDailyBars } from '../research/real-bars';
import { element, strategy } from '../sim/scenario';

const link = (input: string) => ({ input });
type Properties = Record<string, BlockPropertyInput>;

/** SMA cross entering on fast above slow and leaving on fast below slow, both rows with the same two periods. */
function smaCross(fast: Properties, slow: Properties): StrategyInput {
  return strategy({
    entryLong: [{ name: 'SMA', properties: fast }, element('Cross Above'), { name: 'SMA', properties: slow }],
    exitLong: [{ name: 'SMA', properties: fast }, element('Cross Below'), { name: 'SMA', properties: slow }],
    general: { initialCapital: 10_000, commission: 0.1 },
  });
}

function linked(fast: number, slow: number): StrategyInput {
  return {
    ...smaCross({ period: link('fast') }, { period: link('slow') }),
    inputs: [
      { name: 'fast', value: fast, min: 2, max: 200, step: 1 },
      { name: 'slow', value: slow },
    ],
  };
}

describe('strategy inputs', () => {
  const spy = bundledDailyBars('SPY', '2005-01-01', '2025-12-31');

  it('a strategy with inputs runs exactly as the same strategy with the numbers written in', () => {
    const withInputs = runBacktest(linked(12, 45), spy);
    const written = runBacktest(smaCross({ period: 12 }, { period: 45 }), spy);
    if (!withInputs.ok || !written.ok) throw new Error('both runs should succeed');
    expect(withInputs.results.closed_trades.length).toBeGreaterThan(20);
    expect(withInputs.results).toEqual(written.results);
    // And differs from another pair of periods: the inputs are really read.
    const other = runBacktest(linked(13, 45), spy);
    if (!other.ok) throw new Error('the run should succeed');
    expect(other.results.performance_metrics).not.toEqual(written.results.performance_metrics);
  });

  it('writes the values in every linked place and leaves the rest shared', () => {
    const original = linked(7, 30);
    const resolved = resolveInputs(original);
    const entry = resolved.entryLogic.long as { elements: RowElementInput[] };
    const exit = resolved.exitLogic.exit_long as { elements: RowElementInput[] };
    expect(entry.elements.map((item) => ('properties' in item ? item.properties : undefined))).toEqual([
      { period: 7 },
      undefined,
      { period: 30 },
    ]);
    expect(exit.elements[2]).toEqual({ name: 'SMA', properties: { period: 30 } });
    expect(entry.elements[1]).toBe((original.entryLogic.long as { elements: RowElementInput[] }).elements[1]);
    expect(resolved.generalSetting).toBe(original.generalSetting);
    // The original keeps its links.
    expect((original.entryLogic.long as { elements: RowElementInput[] }).elements[0]).toEqual({
      name: 'SMA',
      properties: { period: { input: 'fast' } },
    });
    const plain = smaCross({ period: 5 }, { period: 9 });
    expect(resolveInputs(plain)).toBe(plain);
  });

  it('a link to an input the strategy does not declare is an error naming the block and the input', () => {
    const dangling: StrategyInput = { ...linked(10, 30), inputs: [{ name: 'fast', value: 10 }] };
    const outcome = runBacktest(dangling, spy);
    expect(outcome.ok).toBe(false);
    const errors = outcome.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    expect(errors[0]?.message).toBe(
      'Entry long, Logic 1, element 3 (SMA): period is linked to input "slow", which the strategy does not declare',
    );
    expect(errors[0]).toMatchObject({ block: 'SMA', slot: 'long', element: 2 });
  });

  it('an input value outside the linked property bounds is reported on the block', () => {
    const { diagnostics } = compileStrategy(linked(0, 30), { intraday: false });
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toContain(
      'Entry long, Logic 1, element 1 (SMA): period must be at least 1, got 0',
    );
  });

  it('refuses two inputs of the same name and names of more than 40 characters', () => {
    const twice: StrategyInput = {
      ...linked(10, 30),
      inputs: [
        { name: 'fast', value: 10 },
        { name: 'fast', value: 11 },
        { name: 'slow', value: 30 },
        { name: 'x'.repeat(41), value: 1 },
      ],
    };
    const messages = compileStrategy(twice, { intraday: false }).diagnostics.map((d) => d.message);
    expect(messages).toContain('Input "fast" is declared twice: input names are unique');
    expect(messages).toContain(`Input name "${'x'.repeat(41)}" must have 1 to 40 characters`);
  });
});
