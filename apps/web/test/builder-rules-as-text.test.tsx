import { DndContext } from '@dnd-kit/core';
import type { RowElement } from '@stratblocks/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogicRowView } from '../src/features/builder/components/logic-row';
import { StrategyTextDialog } from '../src/features/builder/components/strategy-text-dialog';
import { emptyDocument } from '../src/features/builder/model/document';
import { useBuilderStore } from '../src/features/builder/store';
import { TooltipProvider } from '../src/ui';

let unsubscribe = () => {};
afterEach(() => {
  unsubscribe();
  unsubscribe = () => {};
  cleanup();
});

const state = () => useBuilderStore.getState();
const doc = () => state().history.present;
const names = (elements: readonly RowElement[] | undefined) =>
  (elements ?? []).map((element) => ('name' in element ? element.name : 'zone'));
const propertyOf = (element: RowElement | undefined, name: string) =>
  element && 'properties' in element ? element.properties?.[name] : undefined;

function Providers({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <DndContext>{children}</DndContext>
    </TooltipProvider>
  );
}

/** Renders Logic 1 of the entry tab as the builder does, re-rendered as the store changes. */
function renderEntryRow() {
  const view = () => {
    const row = doc().entryLogicRows[0];
    if (!row) throw new Error('no Logic 1');
    return (
      <Providers>
        <LogicRowView row={row} tab="entry" used={false} selected={false} selectedElement={null} />
      </Providers>
    );
  };
  const rendered = render(view());
  unsubscribe = useBuilderStore.subscribe(() => {
    rendered.rerender(view());
  });
  return rendered;
}

const ruleText = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Rule text' });

describe('a row as text', () => {
  beforeEach(() => {
    state().load(emptyDocument(), null);
    // Logic 1: SMA (default period 20) crosses above SMA with period 50.
    state().addBlock('SMA', { tab: 'entry' });
    state().addBlock('Cross Above', { tab: 'entry', row: 1 });
    state().addBlock('SMA', { tab: 'entry', row: 1 });
    state().setProperty('entry', 1, 2, 'period', 50);
  });

  it('opens with T on the focused row, showing the row written canonically', () => {
    renderEntryRow();
    const group = screen.getByRole('group', { name: 'Logic 1' });
    expect(group.getAttribute('aria-keyshortcuts')).toBe('T Alt+T');
    expect(screen.queryByRole('textbox', { name: 'Rule text' })).toBeNull();
    const select = screen.getByRole('button', { name: 'Select Logic 1' });
    select.focus();
    fireEvent.keyDown(select, { key: 't', code: 'KeyT' });
    // The default period 20 is left out; 50 is written (docs/plain-english.md#the-canonical-form).
    expect(ruleText().value).toBe('SMA crosses above SMA(50)');
    expect(document.activeElement).toBe(ruleText());
  });

  it('previews the blocks of the typed text and changes nothing before Apply, then Apply is one undo step', () => {
    renderEntryRow();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Logic 1 as text' }));
    fireEvent.change(ruleText(), { target: { value: 'SMA(10) crosses above SMA(30) and RSI(14) < 70' } });
    const preview = screen.getByRole('list', { name: 'Blocks from the text' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SMA10', 'Cross Above', 'SMA30', 'And', 'RSI14', '<', 'Number70']);
    // Nothing changed yet.
    expect(propertyOf(doc().entryLogicRows[0]?.elements[0], 'period')).toBe(20);

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const elements = doc().entryLogicRows[0]?.elements;
    expect(names(elements)).toEqual(['SMA', 'Cross Above', 'SMA', 'And', 'RSI', '<', 'Number']);
    expect(propertyOf(elements?.[0], 'period')).toBe(10);
    expect(propertyOf(elements?.[2], 'period')).toBe(30);
    expect(propertyOf(elements?.[6], 'value')).toBe(70);
    expect(screen.queryByRole('textbox', { name: 'Rule text' })).toBeNull();

    act(() => {
      state().undo();
    });
    const before = doc().entryLogicRows[0]?.elements;
    expect(names(before)).toEqual(['SMA', 'Cross Above', 'SMA']);
    expect(propertyOf(before?.[0], 'period')).toBe(20);
    expect(propertyOf(before?.[2], 'period')).toBe(50);
  });

  it('points an error at the word, with the suggestion for a misspelt name, and keeps Apply off', () => {
    renderEntryRow();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Logic 1 as text' }));
    // "SMA(20) crosses " is 16 characters: the bad word starts at column 17.
    fireEvent.change(ruleText(), { target: { value: 'SMA(20) crosses abve SMA(50)' } });
    expect(screen.getByText(/^line 1, column 17: /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(ruleText().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(ruleText(), { target: { value: 'RSI(14) < 30 and SMAA(5) > 3' } });
    // "RSI(14) < 30 and " is 17 characters: SMAA starts at column 18.
    expect(screen.getByText(/^line 1, column 18: .*did you mean SMA/)).toBeTruthy();
  });

  it('Cancel and Escape close the field and leave the row as it was', () => {
    renderEntryRow();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Logic 1 as text' }));
    fireEvent.change(ruleText(), { target: { value: 'RSI < 30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Rule text' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Logic 1 as text' }));
    fireEvent.keyDown(ruleText(), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Rule text' })).toBeNull();
    expect(names(doc().entryLogicRows[0]?.elements)).toEqual(['SMA', 'Cross Above', 'SMA']);
  });
});

describe('the strategy as text', () => {
  beforeEach(() => {
    state().load(emptyDocument(), null);
  });

  it('builds every row and slot from pasted lines, and one undo takes it all back', () => {
    render(
      <Providers>
        <StrategyTextDialog open onOpenChange={() => undefined} />
      </Providers>,
    );
    expect(screen.getByText(/No rules yet/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Paste rules' }), {
      target: { value: 'Buy when SMA(20) crosses above SMA(50)\nSell when stop loss 5% or take profit 10%' },
    });
    const buy = screen.getByRole('list', { name: 'Buy blocks' });
    expect(within(buy).getAllByRole('listitem')).toHaveLength(3);
    const sell = screen.getByRole('list', { name: 'Sell blocks' });
    // The exits' catalogue names, each with its percentage.
    expect(
      within(sell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stop Loss %5', 'Or', 'Take Profit %10']);
    expect(doc().entryLogicRows).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(names(doc().entryLogicRows[0]?.elements)).toEqual(['SMA', 'Cross Above', 'SMA']);
    expect(names(doc().exitLogicRows[0]?.elements)).toEqual(['Stop Loss %', 'Or', 'Take Profit %']);
    expect(doc().entryLogic.long).toEqual({ id: 1, label: 'Logic 1' });
    expect(doc().exitLogic.exit_long).toEqual({ id: 1, label: 'Logic 1' });
    expect(doc().entryLogic.short).toBeNull();

    act(() => {
      state().undo();
    });
    expect(doc().entryLogicRows).toHaveLength(0);
    expect(doc().exitLogicRows).toHaveLength(0);
    expect(doc().entryLogic.long).toBeNull();
  });

  it('shows the strategy as lines, and binds an input named in pasted text', () => {
    state().edit((document) => ({
      ...document,
      inputs: [{ name: 'fast', value: 10 }],
    }));
    render(
      <Providers>
        <StrategyTextDialog open onOpenChange={() => undefined} />
      </Providers>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Paste rules' }), {
      target: { value: 'Buy when SMA(fast) crosses above SMA(50)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(propertyOf(doc().entryLogicRows[0]?.elements[0], 'period')).toEqual({ input: 'fast' });
    cleanup();
    render(
      <Providers>
        <StrategyTextDialog open onOpenChange={() => undefined} />
      </Providers>,
    );
    expect(screen.getByLabelText('Rules as text').textContent).toBe(
      'Buy when SMA(fast) crosses above SMA(50)',
    );
  });
});
