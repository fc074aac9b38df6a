import type { LogicRow } from '@stratblocks/contracts';
import { useId, useMemo, useState } from 'react';
import { readRowText, rowText, withRowElements } from '../model/rule-text';
import type { LogicTab } from '../model/rows';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Button, inputClasses, cn } from '../../../ui';
import { BlockPreview, TextErrorView } from './rule-text-parts';

/**
 * A row's text form (docs/builder.md#rules-as-text): the row written as text, read again on every
 * keystroke into a preview of its blocks; Apply replaces the row's elements in one undo step,
 * and only once the text reads whole.
 */
export function RowTextField({ row, tab, onClose }: { row: LogicRow; tab: LogicTab; onClose: () => void }) {
  const id = useId();
  const inputs = useBuilderDocument().inputs;
  const edit = useBuilderStore((state) => state.edit);
  const [text, setText] = useState(() => rowText(row.elements) ?? '');
  const outcome = useMemo(
    () => (text.trim() === '' ? null : readRowText(text, tab, inputs)),
    [text, tab, inputs],
  );
  const apply = () => {
    if (!outcome?.ok) return;
    edit((document) => withRowElements(document, tab, row.id, outcome.elements));
    onClose();
  };
  return (
    <div className="mt-1.5 flex flex-col gap-1.5 border-t border-border pt-1.5">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        Rule text
      </label>
      <textarea
        id={id}
        // The field opens to be typed in: the shortcut and the button both land here.
        autoFocus
        rows={2}
        value={text}
        spellCheck={false}
        placeholder={tab === 'entry' ? 'SMA(20) crosses above SMA(50)' : 'stop loss 5% or take profit 10%'}
        aria-invalid={outcome?.ok === false || undefined}
        aria-describedby={`${id}-result`}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Enter' && !event.shiftKey) {
            // One line is one row: Enter applies, as the Apply button does.
            event.preventDefault();
            apply();
          }
        }}
        className={cn(inputClasses, 'h-auto min-h-14 resize-y py-1.5 font-mono text-xs')}
      />
      <div id={`${id}-result`} aria-live="polite">
        {outcome === null ? (
          <p className="text-xs text-fg-subtle">Type a rule, e.g. RSI(14) &lt; 30 and Trending Up.</p>
        ) : outcome.ok ? (
          <BlockPreview elements={outcome.elements} label="Blocks from the text" inputs={inputs} />
        ) : (
          <TextErrorView error={outcome.error} text={text} />
        )}
      </div>
      <div className="flex justify-end gap-1.5">
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button size="sm" disabled={!outcome?.ok} onClick={apply}>
          Apply
        </Button>
      </div>
    </div>
  );
}
