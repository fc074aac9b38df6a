import type { AssetClass, SymbolSearchResult } from '@stratblocks/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn, inputClasses } from '../../../ui';
import { useSymbolSearch } from '../queries';
import { describeRange } from './data-range';

export interface TickerFieldProps {
  value: string;
  assetClass: AssetClass;
  onChange: (symbol: string) => void;
  /** Called with the symbol's facts once one is chosen from the list (or matches exactly). */
  onSymbol?: (symbol: SymbolSearchResult | null) => void;
}

/**
 * The builder's ticker field: a combobox that searches the symbols of the chosen asset class by
 * ticker and name as the user types, and shows the span of data the chosen symbol covers.
 */
export function TickerField({ value, assetClass, onChange, onSymbol }: TickerFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSymbolSearch(value, assetClass);
  const results = search.data ?? [];
  const listId = useId();
  const inputId = useId();
  const exact = results.find((result) => result.symbol.toUpperCase() === value.trim().toUpperCase()) ?? null;

  const choose = (result: SymbolSearchResult) => {
    onChange(result.symbol);
    onSymbol?.(result);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && open) {
      const result = results[active];
      if (result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
        Ticker symbol
      </label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        className={cn(inputClasses, 'uppercase')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        onBlur={() => {
          // Let a click on an option land before the list closes.
          setTimeout(() => {
            setOpen(false);
          }, 150);
        }}
        onKeyDown={onKeyDown}
      />
      {open && results.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.map((result, index) => (
            <li
              key={result.symbol}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                index === active && 'bg-surface-2',
              )}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(result);
              }}
              onMouseEnter={() => {
                setActive(index);
              }}
            >
              <span className="font-semibold">{result.symbol}</span>{' '}
              <span className="text-fg-muted">{result.name}</span>
              <span className="block text-xs text-fg-subtle">{describeRange(result)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1.5 min-h-4 text-xs text-fg-muted" aria-live="polite">
        {exact
          ? `${exact.symbol}: ${describeRange(exact)}`
          : value.trim() && !search.isFetching && results.length === 0
            ? `No ${assetClass} symbol matches "${value.trim()}"`
            : ''}
      </p>
    </div>
  );
}
