import type { AssetClass, SymbolSearchResult } from '@stratblocks/contracts';
import { useId } from 'react';
import { cn, inputClasses, useCombobox } from '../../../ui';
import { useSymbolSearch } from '../queries';
import { describeRange } from './data-range';

export interface TickerFieldProps {
  value: string;
  assetClass: AssetClass;
  onChange: (symbol: string) => void;
  /** Called with the symbol's facts once one is chosen from the list (or matches exactly). */
  onSymbol?: (symbol: SymbolSearchResult | null) => void;
  /** Set when something else decides the ticker (a portfolio's first symbol): read-only, with this note. */
  fixedNote?: string;
}

/**
 * The builder's ticker field: a combobox that searches the symbols of the chosen asset class by
 * ticker and name as the user types, and shows the span of data the chosen symbol covers.
 */
export function TickerField({ value, assetClass, onChange, onSymbol, fixedNote }: TickerFieldProps) {
  const search = useSymbolSearch(value, assetClass);
  const results = search.data ?? [];
  const inputId = useId();
  const exact = results.find((result) => result.symbol.toUpperCase() === value.trim().toUpperCase()) ?? null;
  const combobox = useCombobox({
    items: results,
    hasList: results.length > 0,
    keyOf: (result) => result.symbol,
    onChoose: (result) => {
      onChange(result.symbol);
      onSymbol?.(result);
    },
  });

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
        Ticker symbol
      </label>
      <input
        id={inputId}
        {...combobox.inputProps}
        spellCheck={false}
        className={cn(inputClasses, 'uppercase', fixedNote && 'cursor-default bg-surface-2 text-fg-muted')}
        readOnly={fixedNote !== undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
          combobox.typed();
        }}
      />
      {combobox.showList && fixedNote === undefined && (
        <ul
          {...combobox.listProps}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.map((result, index) => (
            <li
              key={result.symbol}
              {...combobox.optionProps(result, index)}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                index === combobox.active && 'bg-surface-2',
              )}
            >
              <span className="font-semibold">{result.symbol}</span>{' '}
              <span className="text-fg-muted">{result.name}</span>
              <span className="block text-xs text-fg-subtle">{describeRange(result)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1.5 min-h-4 text-xs text-fg-muted" aria-live="polite">
        {fixedNote ??
          (exact
            ? `${exact.symbol}: ${describeRange(exact)}`
            : value.trim() && !search.isFetching && results.length === 0
              ? `No ${assetClass} symbol matches "${value.trim()}"`
              : '')}
      </p>
    </div>
  );
}
