import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { cn, inputClasses } from '../../../ui';
import { useStrategySearch } from '../queries';
import type { StrategySummary } from '../summary';

/** The dashboard header's strategy search: up to 5 matches by name or description (spec section 2). */
export function StrategySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useStrategySearch(text);
  const results = search.data ?? [];
  const listId = useId();
  const showList = open && text.trim().length > 0 && !search.isPending;

  const choose = (strategy: StrategySummary) => {
    setOpen(false);
    setText('');
    void navigate(`/dashboard?strategy=${strategy.id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (result && showList) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div className="relative" role="search">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-subtle"
        aria-hidden
      />
      <input
        type="search"
        role="combobox"
        aria-label="Search strategies"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${results[active].id}` : undefined}
        autoComplete="off"
        placeholder="Search strategies..."
        className={cn(inputClasses, 'w-36 pl-8 sm:w-56 lg:w-72')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
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
      {showList ? (
        <ul
          id={listId}
          role="listbox"
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
                id={`${listId}-${strategy.id}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                  index === active && 'bg-surface-2',
                )}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(strategy);
                }}
                onMouseEnter={() => {
                  setActive(index);
                }}
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
