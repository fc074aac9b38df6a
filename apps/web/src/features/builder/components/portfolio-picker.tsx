import { PORTFOLIO_LIMITS, type AssetClass } from '@stratblocks/contracts';
import { useId, useState } from 'react';
import { useSymbolSearch } from '../../market';
import { Button, cn, inputClasses, useCombobox } from '../../../ui';
import { addSymbols, EMPTY_PORTFOLIO, parseSymbolList, READY_MADE_LISTS } from '../model/portfolio';
import { useBuilderDocument } from '../store';
import { useSetPortfolio } from '../hooks/use-set-portfolio';
import { PortfolioModeAndRank } from './portfolio-rank';
import { WatchlistsArea } from './watchlists-area';

/**
 * Strategy Settings' portfolio: symbols searched as the ticker field does, pasted as a list or
 * taken from a ready-made list or one of the user's watchlists, shown as removable chips; with 2 or more the strategy runs them all.
 */
export function PortfolioPicker({ assetClass }: { assetClass: AssetClass }) {
  const portfolio = useBuilderDocument().portfolio ?? EMPTY_PORTFOLIO;
  const setPortfolio = useSetPortfolio();
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const search = useSymbolSearch(query, assetClass);
  const results = (search.data ?? []).filter((result) => !portfolio.symbols.includes(result.symbol));
  const inputId = useId();
  const add = (symbols: readonly string[]) => {
    const outcome = addSymbols(portfolio.symbols, symbols);
    setPortfolio((current) => ({ ...current, symbols: outcome.symbols }));
    setNotice(
      outcome.dropped > 0
        ? `A portfolio holds at most ${PORTFOLIO_LIMITS.maxSymbols} symbols: ${outcome.dropped} left out`
        : '',
    );
  };
  const combobox = useCombobox({
    items: results,
    hasList: results.length > 0,
    keyOf: (result) => result.symbol,
    onChoose: (result) => {
      add([result.symbol]);
      setQuery('');
    },
  });
  const count = portfolio.symbols.length;

  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-fg">Portfolio symbols</legend>
      <p className="text-xs text-fg-muted">
        Add 2 to {PORTFOLIO_LIMITS.maxSymbols} symbols to run the strategy on all of them; with fewer it runs
        the ticker above.
      </p>
      <div className="relative">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
          Add symbols
        </label>
        <input
          id={inputId}
          {...combobox.inputProps}
          spellCheck={false}
          placeholder="Search, or paste a list: XLK, XLF, XLE"
          className={cn(inputClasses, 'uppercase placeholder:normal-case')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value.toUpperCase());
            combobox.typed();
          }}
          onPaste={(event) => {
            const pasted = parseSymbolList(event.clipboardData.getData('text'));
            if (pasted.length < 2) return;
            event.preventDefault();
            add(pasted);
            setQuery('');
          }}
          onKeyDown={(event) => {
            combobox.inputProps.onKeyDown(event);
            if (event.defaultPrevented || event.key !== 'Enter') return;
            const typed = parseSymbolList(query);
            if (typed.length === 0) return;
            event.preventDefault();
            add(typed);
            setQuery('');
          }}
        />
        {/* Emptied after an addition: no list until the user types again. */}
        {combobox.showList && query.trim() !== '' && (
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
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-fg-muted">Ready-made:</span>
        {READY_MADE_LISTS.map((list) => (
          <Button
            key={list.name}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              add(list.symbols);
            }}
          >
            {list.name}
          </Button>
        ))}
      </div>
      <WatchlistsArea symbols={portfolio.symbols} onApply={add} />
      <ul aria-label="Chosen symbols" className="flex flex-wrap gap-1.5">
        {portfolio.symbols.map((symbol) => (
          <li
            key={symbol}
            className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pl-2.5 pr-1 text-xs font-semibold"
          >
            {symbol}
            <button
              type="button"
              aria-label={`Remove ${symbol}`}
              className="rounded-full px-1.5 text-fg-muted hover:bg-surface hover:text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
              onClick={() => {
                setPortfolio((current) => ({
                  ...current,
                  symbols: current.symbols.filter((item) => item !== symbol),
                }));
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div
        className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted"
        aria-live="polite"
      >
        <span>
          {count} of {PORTFOLIO_LIMITS.maxSymbols} symbols
          {count === 1 ? ': add one more to make a portfolio' : ''}
          {notice ? `. ${notice}` : ''}
        </span>
        {count > 0 && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setPortfolio((current) => ({ ...current, symbols: [] }));
            }}
          >
            Clear symbols
          </Button>
        )}
      </div>
      {count >= PORTFOLIO_LIMITS.minSymbols && <PortfolioModeAndRank />}
    </fieldset>
  );
}
