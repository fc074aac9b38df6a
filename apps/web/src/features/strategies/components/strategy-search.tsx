import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { cn, inputClasses, useCombobox } from '../../../ui';
import { useStrategySearch } from '../queries';
import type { StrategySummary } from '../summary';

/** The dashboard header's strategy search: up to 5 matches by name or description (docs/product.md#screens-and-routes). */
export function StrategySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useStrategySearch(text);
  const results = search.data ?? [];
  const combobox = useCombobox({
    items: results,
    // Once the search answered: its matches, or the line that says there are none.
    hasList: text.trim().length > 0 && !search.isPending,
    keyOf: (strategy) => strategy.id,
    onChoose: (strategy: StrategySummary) => {
      setText('');
      void navigate(`/dashboard?strategy=${strategy.id}`);
    },
  });

  return (
    <div className="relative" role="search">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-subtle"
        aria-hidden
      />
      <input
        type="search"
        {...combobox.inputProps}
        aria-label="Search strategies"
        placeholder="Search strategies..."
        className={cn(inputClasses, 'w-36 pl-8 sm:w-56 lg:w-72')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          combobox.typed();
        }}
      />
      {combobox.showList ? (
        <ul
          {...combobox.listProps}
          aria-label="Matching strategies"
          className="absolute right-0 z-40 mt-1 max-h-80 w-[min(20rem,calc(100vw-1.5rem))] overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.length === 0 ? (
            <li
              role="option"
              aria-selected={false}
              aria-disabled
              className="px-2.5 py-2 text-sm text-fg-muted"
            >
              No strategies found matching your search.
            </li>
          ) : (
            results.map((strategy, index) => (
              <li
                key={strategy.id}
                {...combobox.optionProps(strategy, index)}
                className={cn(
                  'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                  index === combobox.active && 'bg-surface-2',
                )}
              >
                <span className="block truncate font-medium text-fg">{strategy.name}</span>
                <span className="block truncate text-xs text-fg-muted">
                  {strategy.description || `Created ${formatDate(strategy.created_at)}`}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
