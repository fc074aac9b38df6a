import type { BlockElement, SymbolSearchResult } from '@stratblocks/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElementInspector } from '../src/features/builder/components/element-inspector';
import { propertySummary } from '../src/features/builder/components/row-element';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import { longerTimeframes, sourceFieldsOf, withSource } from '../src/features/builder/model/source';
import { useBuilderStore, type useBuilderDocument } from '../src/features/builder/store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the timeframes a block may read', () => {
  it('are the longer ones the run interval allows', () => {
    expect(longerTimeframes('1 Day')).toEqual(['1W', '1M']);
    expect(longerTimeframes('1 Hour')).toEqual(['1D']);
    expect(longerTimeframes('1 Week')).toEqual([]);
    expect(longerTimeframes('1 Month')).toEqual([]);
  });

  it('are offered on value blocks only; Day High keeps its own timeframe', () => {
    expect(sourceFieldsOf('SMA')).toEqual(['symbol', 'timeframe']);
    expect(sourceFieldsOf('Close')).toEqual(['symbol', 'timeframe']);
    expect(sourceFieldsOf('Day High')).toEqual(['symbol']);
    expect(sourceFieldsOf('Number')).toEqual([]);
    expect(sourceFieldsOf('Stop Loss %')).toEqual([]);
    expect(sourceFieldsOf('Cross Above')).toEqual([]);
  });
});

describe('a chip reading another symbol or timeframe', () => {
  const sma = (properties: BlockElement['properties']): BlockElement => ({ name: 'SMA', properties });

  it('names them after its other properties, in that order', () => {
    expect(propertySummary(sma({ symbol: 'SPY', timeframe: '1W', period: 200 }))).toBe('200 · SPY · 1W');
    expect(propertySummary(sma({ timeframe: '1M', period: 10 }))).toBe('10 · 1M');
    expect(propertySummary(sma({ period: 200, symbol: '^VIX' }))).toBe('200 · ^VIX');
    expect(propertySummary(sma({ period: 200 }))).toBe('200');
  });

  it("keeps Day High's own timeframe where it was", () => {
    expect(propertySummary({ name: 'Day High', properties: { timeframe: '1D', symbol: 'SPY' } })).toBe(
      '1D · SPY',
    );
  });
});

describe('withSource', () => {
  it('removes the property for the default rather than storing an empty string', () => {
    const document = template();
    const place = { tab: 'entry' as const, row: 1, index: 2 };
    const set = withSource(document, place, 'symbol', 'QQQ');
    expect(slowSma(set).properties).toEqual({ period: { input: 'slow' }, source: 'close', symbol: 'QQQ' });
    expect(slowSma(withSource(set, place, 'symbol', null)).properties).toEqual({
      period: { input: 'slow' },
      source: 'close',
    });
    expect(slowSma(withSource(set, place, 'symbol', '')).properties).toEqual({
      period: { input: 'slow' },
      source: 'close',
    });
    // The fast SMA of the same row is untouched.
    expect(set.entryLogicRows[0]?.elements[0]).toEqual(document.entryLogicRows[0]?.elements[0]);
  });
});

function template() {
  const found = STRATEGY_TEMPLATES.find((candidate) => candidate.name === 'SMA Crossover');
  if (!found) throw new Error('no SMA Crossover template');
  return found.build();
}

/** Entry row 1's third element: the template's slow SMA. */
function slowSma(document: ReturnType<typeof useBuilderDocument>): BlockElement {
  const element = document.entryLogicRows[0]?.elements[2];
  if (!element || !('name' in element)) throw new Error('no slow SMA');
  return element;
}

const QQQ: SymbolSearchResult = {
  symbol: 'QQQ',
  name: 'Invesco QQQ Trust',
  assetClass: 'US Stocks',
  intervals: ['1d'],
  first: '2010-01-04',
  last: '2024-12-31',
  source: 'bundled',
};

describe('the inspector of a value block', () => {
  beforeEach(() => {
    useBuilderStore.getState().load(template(), null);
    useBuilderStore.getState().select({ tab: 'entry', row: 1, element: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const q = new URL(url, 'http://local').searchParams.get('q') ?? '';
        const body = q !== '' && 'QQQ'.startsWith(q) ? [QQQ] : [];
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
  });

  function show() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ElementInspector />
      </QueryClientProvider>,
    );
  }

  const properties = () => slowSma(useBuilderStore.getState().history.present).properties;

  it('picks a searched symbol, and goes back to the strategy’s own', async () => {
    show();
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    expect((field as HTMLInputElement).placeholder).toBe("This strategy's symbol");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'qq' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /QQQ/ }));
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close', symbol: 'QQQ' });
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Symbol' }).value).toBe('QQQ');

    const again = screen.getByRole('combobox', { name: 'Symbol' });
    fireEvent.focus(again);
    fireEvent.change(again, { target: { value: '' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: "This strategy's symbol" }));
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close' });
    expect('symbol' in (properties() ?? {})).toBe(false);
  });

  it('has a button back to the strategy’s own symbol once another is set', () => {
    useBuilderStore.getState().setProperty('entry', 1, 2, 'symbol', 'SPY');
    show();
    expect(screen.getByText("Reads SPY's bars, as of each close of the traded symbol.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Use this strategy's symbol" }));
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close' });
    expect(screen.queryByRole('button', { name: "Use this strategy's symbol" })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Symbol' }).value).toBe('');
  });

  it('offers Weekly and Monthly on a daily run; the run’s interval removes it; undo restores it', () => {
    show();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timeframe' });
    expect([...select.options].map((option) => option.text)).toEqual([
      "The run's interval",
      'Weekly (1W)',
      'Monthly (1M)',
    ]);
    fireEvent.change(select, { target: { value: '1W' } });
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close', timeframe: '1W' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Timeframe' }), { target: { value: '' } });
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close' });
    act(() => {
      useBuilderStore.getState().undo();
      // Undo clears the selection: select the block again to see its fields.
      useBuilderStore.getState().select({ tab: 'entry', row: 1, element: 2 });
    });
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close', timeframe: '1W' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timeframe' }).value).toBe('1W');
  });

  it('offers Daily on an hourly run, and only symbols with hourly bars', async () => {
    useBuilderStore.getState().setGeneral('timeInterval', '1 Hour');
    show();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timeframe' });
    expect([...select.options].map((option) => option.value)).toEqual(['', '1D']);
    expect(select.disabled).toBe(false);
    // The stubbed QQQ has daily bars only.
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'QQ' } });
    expect(await screen.findByText('No symbol with hourly bars matches "QQ"')).toBeTruthy();
    expect(screen.queryByRole('option', { name: /QQQ/ })).toBeNull();
  });

  it('is disabled on weekly and monthly runs, and says why', () => {
    useBuilderStore.getState().setGeneral('timeInterval', '1 Week');
    show();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timeframe' });
    expect(select.disabled).toBe(true);
    expect(screen.getByText('1 Week runs read no other timeframe.')).toBeTruthy();
  });

  it('keeps a timeframe the interval no longer allows visible, so that it can be removed', () => {
    useBuilderStore.getState().setProperty('entry', 1, 2, 'timeframe', '1W');
    useBuilderStore.getState().setGeneral('timeInterval', '1 Hour');
    show();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timeframe' });
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('1W');
    fireEvent.change(select, { target: { value: '' } });
    expect(properties()).toEqual({ period: { input: 'slow' }, source: 'close' });
  });
});
