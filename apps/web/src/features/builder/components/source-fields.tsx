import type { SymbolSearchResult, TimeInterval } from '@stratblocks/contracts';
import { TIMEFRAMES, type Timeframe } from '@stratblocks/engine';
import { useId, useState } from 'react';
import { useSymbolSearch } from '../../market';
import { Button, cn, inputClasses, Select, useCombobox } from '../../../ui';
import { longerTimeframes, TIMEFRAME_LABELS, withSource, type SourceProperty } from '../model/source';
import type { LogicTab } from '../model/rows';
import { useBuilderStore } from '../store';

const OWN_SYMBOL = "This strategy's symbol";
const OWN_INTERVAL = "The run's interval";

interface SourceFieldsProps {
  place: { tab: LogicTab; row: number; index: number };
  /** Which of the two the block takes (Day High and Day Low: the symbol only). */
  fields: readonly SourceProperty[];
  symbol: string | undefined;
  timeframe: string | undefined;
  interval: TimeInterval;
}

/**
 * The inspector's Symbol and Timeframe of a value block (docs/builder.md#symbol-and-timeframe):
 * each a pick of what the block reads, its default (the strategy's symbol, the run's interval)
 * removing the property. Each pick is one undoable edit.
 */
export function SourceFields({ place, fields, symbol, timeframe, interval }: SourceFieldsProps) {
  const edit = useBuilderStore((state) => state.edit);
  const set = (property: SourceProperty, value: string | null) => {
    edit((document) => withSource(document, place, property, value));
  };
  return (
    <fieldset className="grid gap-3 border-t border-border pt-3">
      <legend className="sr-only">What the block reads</legend>
      {fields.includes('symbol') ? (
        // Keyed by the stored value: an undo or another block shows its own symbol at once.
        <SymbolField
          key={`${place.tab}:${place.row}:${place.index}:${symbol ?? ''}`}
          value={symbol}
          hourly={interval === '1 Hour'}
          onChange={(next) => {
            set('symbol', next);
          }}
        />
      ) : null}
      {fields.includes('timeframe') ? (
        <TimeframeField
          value={timeframe}
          interval={interval}
          onChange={(next) => {
            set('timeframe', next);
          }}
        />
      ) : null}
    </fieldset>
  );
}

function SymbolField({
  value,
  hourly,
  onChange,
}: {
  value: string | undefined;
  /** An hourly run reads another symbol's hourly bars: only symbols that have them are offered. */
  hourly: boolean;
  onChange: (symbol: string | null) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const typed = text.trim();
  // Every asset class: a stock strategy may read ^VIX or BTC-USD; signed in, uploads too.
  const search = useSymbolSearch(typed);
  const results = (search.data ?? []).filter((result) => !hourly || result.intervals.includes('1h'));
  // null is the strategy's own symbol, offered first while nothing is typed (typed text and Enter
  // pick the first match instead).
  const items: (SymbolSearchResult | null)[] = typed === '' ? [null, ...results] : results;
  const inputId = useId();
  const noteId = useId();
  const combobox = useCombobox({
    items,
    hasList: items.length > 0,
    keyOf: (item) => item?.symbol ?? '',
    onChoose: (item) => {
      setText(item?.symbol ?? '');
      onChange(item?.symbol ?? null);
    },
  });
  const noMatch = typed !== '' && !search.isFetching && results.length === 0;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
        Symbol
      </label>
      <input
        id={inputId}
        {...combobox.inputProps}
        aria-describedby={noteId}
        spellCheck={false}
        placeholder={OWN_SYMBOL}
        className={cn(inputClasses, 'uppercase placeholder:normal-case')}
        value={text}
        onChange={(event) => {
          setText(event.target.value.toUpperCase());
          combobox.typed();
        }}
        onKeyDown={(event) => {
          combobox.inputProps.onKeyDown(event);
          // An emptied field and Enter: back to the strategy's own symbol.
          if (!event.defaultPrevented && event.key === 'Enter' && typed === '' && value !== undefined) {
            event.preventDefault();
            onChange(null);
          }
        }}
        onBlur={() => {
          combobox.inputProps.onBlur();
          // Only a pick changes the block: leaving the field shows what it reads again.
          setText(value ?? '');
        }}
      />
      {combobox.showList ? (
        <ul
          {...combobox.listProps}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={item?.symbol ?? ''}
              {...combobox.optionProps(item, index)}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                index === combobox.active && 'bg-surface-2',
              )}
            >
              {item === null ? (
                <span className="text-fg-muted">{OWN_SYMBOL}</span>
              ) : (
                <>
                  <span className="font-semibold">{item.symbol}</span>{' '}
                  <span className="text-fg-muted">{item.name}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={noteId} className="mt-1.5 text-xs text-fg-muted" aria-live="polite">
        {noMatch
          ? `No symbol ${hourly ? 'with hourly bars ' : ''}matches "${typed}"`
          : value === undefined
            ? 'Reads the traded symbol. Search to read another market, e.g. SPY or ^VIX.'
            : `Reads ${value}'s bars, as of each close of the traded symbol.`}
      </p>
      {value !== undefined ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="-ml-3 h-7"
          onClick={() => {
            onChange(null);
          }}
        >
          Use this strategy's symbol
        </Button>
      ) : null}
    </div>
  );
}

function isTimeframe(value: string): value is Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value);
}

function TimeframeField({
  value,
  interval,
  onChange,
}: {
  value: string | undefined;
  interval: TimeInterval;
  onChange: (timeframe: string | null) => void;
}) {
  const longer = longerTimeframes(interval);
  const current = value ?? '';
  // A stored timeframe the interval does not offer (the interval changed since) stays visible, so
  // that the user sees it and can go back to the run's interval.
  const stale = current !== '' && !longer.some((timeframe) => timeframe === current);
  const options = [
    { value: '', label: OWN_INTERVAL },
    ...longer.map((timeframe) => ({ value: timeframe, label: TIMEFRAME_LABELS[timeframe] })),
    ...(stale
      ? [
          {
            value: current,
            label: `${isTimeframe(current) ? TIMEFRAME_LABELS[current] : current}: not on ${interval} runs`,
          },
        ]
      : []),
  ];
  const hint =
    longer.length === 0
      ? `${interval} runs read no other timeframe.`
      : 'A longer bar counts once complete: a weekly value changes at the close that ends its week.';
  return (
    <Select
      label="Timeframe"
      value={current}
      options={options}
      hint={hint}
      error={stale ? `Not allowed on ${interval} runs: pick ${OWN_INTERVAL.toLowerCase()}.` : undefined}
      disabled={longer.length === 0 && !stale}
      onChange={(next) => {
        onChange(next === '' ? null : next);
      }}
    />
  );
}
