import { WATCHLIST_LIMITS, type Watchlist } from '@stratblocks/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { Button, IconButton, inputClasses, cn, toast } from '../../../ui';
import { useCreateWatchlist, useWatchlists, WATCHLIST_FALLBACKS } from '../watchlists';
import { DeleteWatchlistDialog, RenameWatchlistDialog } from './watchlist-dialogs';

interface WatchlistsAreaProps {
  /** The symbols picked now: what "Save as watchlist" saves. */
  symbols: readonly string[];
  /** Adds a watchlist's symbols to the picked ones, as a ready-made list does. */
  onApply: (symbols: readonly string[]) => void;
}

/**
 * The portfolio picker's saved watchlists (signed-in users only): apply one, save the picked
 * symbols as a new one, rename or delete one (after asking).
 */
export function WatchlistsArea({ symbols, onApply }: WatchlistsAreaProps) {
  const signedIn = useSession() !== null;
  const watchlists = useWatchlists(signedIn);
  const [renaming, setRenaming] = useState<Watchlist | null>(null);
  const [deleting, setDeleting] = useState<Watchlist | null>(null);
  const headingId = useId();
  if (!signedIn) return null;
  const items = watchlists.data?.items ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md bg-surface-2/50 p-2.5">
      <h3 id={headingId} className="text-xs font-medium text-fg">
        Watchlists
      </h3>
      {watchlists.isPending ? (
        <p className="text-xs text-fg-muted">Loading your watchlists…</p>
      ) : watchlists.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-xs text-danger">
          {errorMessage(watchlists.error, WATCHLIST_FALLBACKS.list)}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              void watchlists.refetch();
            }}
          >
            Try again
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-xs text-fg-muted">No saved watchlists yet: pick symbols and save them here.</p>
      ) : (
        <ul aria-label="Your watchlists" className="flex flex-wrap gap-1.5">
          {items.map((watchlist) => (
            <li
              key={watchlist.id}
              className="inline-flex max-w-full items-center rounded-lg border border-border bg-surface"
            >
              <button
                type="button"
                aria-label={`Apply watchlist ${watchlist.name}`}
                title={watchlist.symbols.join(', ')}
                className="min-w-0 truncate rounded-l-lg px-2.5 py-1 text-left text-xs font-medium hover:bg-surface-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                onClick={() => {
                  onApply(watchlist.symbols);
                }}
              >
                {watchlist.name} <span className="text-fg-muted">({watchlist.symbols.length})</span>
              </button>
              <IconButton
                size="sm"
                label={`Rename watchlist ${watchlist.name}`}
                icon={<Pencil aria-hidden />}
                onClick={() => {
                  setRenaming(watchlist);
                }}
              />
              <IconButton
                size="sm"
                label={`Delete watchlist ${watchlist.name}`}
                icon={<Trash2 aria-hidden />}
                onClick={() => {
                  setDeleting(watchlist);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <SaveAsWatchlist symbols={symbols} full={items.length >= WATCHLIST_LIMITS.perUser} />
      <RenameWatchlistDialog
        watchlist={renaming}
        onClose={() => {
          setRenaming(null);
        }}
      />
      <DeleteWatchlistDialog
        watchlist={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </section>
  );
}

/** A name field and its button; Enter saves too (the settings form around it must not submit). */
function SaveAsWatchlist({ symbols, full }: { symbols: readonly string[]; full: boolean }) {
  const [name, setName] = useState('');
  const create = useCreateWatchlist();
  const inputId = useId();
  const hintId = useId();
  const hint =
    symbols.length === 0
      ? 'Pick symbols first, then save them as a watchlist.'
      : full
        ? `You keep at most ${WATCHLIST_LIMITS.perUser} watchlists: delete one first.`
        : `Saves the ${symbols.length} chosen symbol${symbols.length === 1 ? '' : 's'} under this name.`;
  const disabled = symbols.length === 0 || full;
  const save = () => {
    const trimmed = name.trim();
    if (disabled || create.isPending) return;
    if (trimmed === '') {
      toast.error('Give the watchlist a name');
      return;
    }
    create.mutate(
      { name: trimmed, symbols: [...symbols] },
      {
        onSuccess: (saved) => {
          toast.success(`Watchlist "${saved.name}" saved with ${saved.symbols.length} symbols`);
          setName('');
        },
        onError: (failure) => {
          toast.error(errorMessage(failure, WATCHLIST_FALLBACKS.create));
        },
      },
    );
  };
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Watchlist name
        </label>
        <input
          id={inputId}
          aria-describedby={hintId}
          autoComplete="off"
          placeholder="Watchlist name"
          maxLength={WATCHLIST_LIMITS.nameLength}
          value={name}
          disabled={disabled}
          className={cn(inputClasses, 'h-8 min-w-0 flex-1 basis-40 text-sm')}
          onChange={(event) => {
            setName(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            save();
          }}
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={disabled}
          loading={create.isPending}
          onClick={save}
        >
          Save as watchlist
        </Button>
      </div>
      <p id={hintId} className="text-xs text-fg-muted">
        {hint}
      </p>
    </div>
  );
}
