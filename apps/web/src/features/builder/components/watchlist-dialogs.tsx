import { WATCHLIST_LIMITS, type Watchlist } from '@stratblocks/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { Button, Dialog, DialogClose, DialogContent, TextField, toast } from '../../../ui';
import { useDeleteWatchlist, usePatchWatchlist, WATCHLIST_FALLBACKS } from '../watchlists';

interface WatchlistDialogProps {
  watchlist: Watchlist | null;
  onClose: () => void;
}

/** Renames a saved watchlist; a name the user already has is refused by the server (409) and shown. */
export function RenameWatchlistDialog({ watchlist, onClose }: WatchlistDialogProps) {
  return (
    <Dialog
      open={watchlist !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {watchlist ? (
        <DialogContent title="Rename watchlist" description={`A new name for "${watchlist.name}".`}>
          <RenameForm key={watchlist.id} watchlist={watchlist} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RenameForm({ watchlist, onDone }: { watchlist: Watchlist; onDone: () => void }) {
  const [name, setName] = useState(watchlist.name);
  const [error, setError] = useState('');
  const patch = usePatchWatchlist();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portalled but React bubbles its submit to the settings form around the picker.
        event.stopPropagation();
        const trimmed = name.trim();
        if (trimmed === '') {
          setError('Give the watchlist a name');
          return;
        }
        patch.mutate(
          { id: watchlist.id, patch: { name: trimmed } },
          {
            onSuccess: (saved) => {
              toast.success(`Watchlist renamed to "${saved.name}"`);
              onDone();
            },
            onError: (failure) => {
              const message = errorMessage(failure, WATCHLIST_FALLBACKS.rename);
              setError(message);
              toast.error(message);
            },
          },
        );
      }}
    >
      <TextField
        label="New name"
        autoFocus
        autoComplete="off"
        maxLength={WATCHLIST_LIMITS.nameLength}
        value={name}
        error={error || undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError('');
        }}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={patch.isPending}>
          Rename
        </Button>
      </div>
    </form>
  );
}

/** Asks before deleting a saved watchlist (the strategies that used its symbols keep them). */
export function DeleteWatchlistDialog({ watchlist, onClose }: WatchlistDialogProps) {
  const remove = useDeleteWatchlist();
  return (
    <Dialog
      open={watchlist !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {watchlist ? (
        <DialogContent
          title="Delete watchlist"
          description={`"${watchlist.name}" (${watchlist.symbols.length} symbols) will be deleted. Strategies keep the symbols they use.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(watchlist.id, {
                  onSuccess: () => {
                    toast.success(`Watchlist "${watchlist.name}" deleted`);
                    onClose();
                  },
                  onError: (failure) => {
                    toast.error(errorMessage(failure, WATCHLIST_FALLBACKS.delete));
                  },
                });
              }}
            >
              Delete watchlist
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
