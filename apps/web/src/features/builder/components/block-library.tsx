import { ChevronRight, Search, X } from 'lucide-react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { libraryTree } from '../model/library';
import { cn, IconButton } from '../../../ui';
import { LibraryBlock } from './library-block';

/** Keys that move the focus between the library's blocks, and where each one goes. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The arrow keys, Home and End move the focus between the blocks shown (roving tabindex). */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  const current = (event.target as HTMLElement).closest<HTMLElement>('[data-library-block]');
  if (!move || !current) return;
  const blocks = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-library-block]')];
  event.preventDefault();
  blocks[move(blocks.indexOf(current), blocks.length)]?.focus();
}

/**
 * The left sidebar: every block of the catalogue by category and collapsible group, searchable.
 * The blocks are one Tab stop; a tap, click or Enter adds a block (docs/builder.md).
 */
export function BlockLibrary({ onAdd }: { onAdd: (blockName: string) => void }) {
  const [search, setSearch] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const tree = useMemo(() => libraryTree(search), [search]);
  const searching = search.trim() !== '';
  const [focused, setFocused] = useState<string | null>(null);
  const onFocus = useCallback((name: string) => {
    setFocused(name);
  }, []);
  // The Tab stop: the block last focused while it is shown, else the first block shown.
  const shown = tree.flatMap((category) =>
    category.groups.flatMap((group) =>
      searching || !closed.has(`${category.name}/${group.name}`)
        ? group.blocks.map((block) => block.name)
        : [],
    ),
  );
  const tabStop = focused !== null && shown.includes(focused) ? focused : shown[0];
  const toggle = (key: string) => {
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  return (
    <nav aria-label="Block library" className="flex h-full min-h-0 flex-col">
      <div className="border-b border-border p-2">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-fg-subtle"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            placeholder="Search items..."
            aria-label="Search blocks"
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            className="h-8 w-full rounded-md border border-border bg-bg pr-8 pl-7 text-[13px] text-fg placeholder:text-fg-subtle focus-visible:border-accent focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {search ? (
            <IconButton
              label="Clear search"
              size="sm"
              icon={<X />}
              tooltip={false}
              className="absolute top-0 right-0 size-8"
              onClick={() => {
                setSearch('');
              }}
            />
          ) : null}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-1.5 py-2" onKeyDown={moveFocus}>
        {tree.length === 0 ? (
          <div className="px-3 py-8 text-center">
            <p className="text-sm font-medium text-fg">No items found</p>
            <p className="mt-1 text-xs text-fg-muted">
              Try searching for something else or clear your search
            </p>
          </div>
        ) : (
          tree.map((category) => (
            <section key={category.name} aria-label={category.name} className="mb-2">
              <h2 className="px-1.5 pt-1 pb-1 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
                {category.name}
              </h2>
              {category.groups.map((group) => {
                const key = `${category.name}/${group.name}`;
                const open = searching || !closed.has(key);
                return (
                  <div key={key} className="mb-0.5">
                    <button
                      type="button"
                      // Not a Tab stop: the library is one (its blocks); a search shows every group.
                      tabIndex={-1}
                      aria-expanded={open}
                      onClick={() => {
                        toggle(key);
                      }}
                      className="flex h-6 w-full items-center gap-1 rounded px-1 text-xs font-medium text-fg-muted hover:text-fg"
                    >
                      <ChevronRight
                        className={cn('size-3.5 transition-transform', open && 'rotate-90')}
                        aria-hidden
                      />
                      {group.name}
                      <span className="ml-auto text-[11px] text-fg-subtle tabular">
                        {group.blocks.length}
                      </span>
                    </button>
                    {open ? (
                      <ul className="pl-2">
                        {group.blocks.map((block) => (
                          <li key={block.name}>
                            <LibraryBlock
                              block={block}
                              onAdd={onAdd}
                              tabStop={block.name === tabStop}
                              onFocus={onFocus}
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                );
              })}
            </section>
          ))
        )}
      </div>
    </nav>
  );
}
