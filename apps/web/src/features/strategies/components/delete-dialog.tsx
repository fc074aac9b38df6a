import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { Button, Dialog, DialogClose, DialogContent, TextField, toast } from '../../../ui';
import { useDeleteStrategy } from '../mutations';

/** docs/product.md#validation-rules: the typed text must equal DELETE exactly. */
export const DELETE_CONFIRMATION = 'DELETE';

export interface DeleteDialogProps {
  strategy: { id: number; name: string } | null;
  onClose: () => void;
  /** After a successful delete (the detail view goes back to the list). */
  onDeleted?: () => void;
}

export function DeleteDialog({ strategy, onClose, onDeleted }: DeleteDialogProps) {
  return (
    <Dialog
      open={strategy !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {strategy ? (
        <DialogContent
          title="Delete strategy"
          description={`"${strategy.name}" and its saved results will be deleted. This cannot be undone.`}
        >
          <DeleteForm key={strategy.id} strategy={strategy} onDone={onClose} onDeleted={onDeleted} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteForm({
  strategy,
  onDone,
  onDeleted,
}: {
  strategy: { id: number; name: string };
  onDone: () => void;
  onDeleted: (() => void) | undefined;
}) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteStrategy();
  const confirmed = typed === DELETE_CONFIRMATION;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!confirmed) return;
        remove.mutate(strategy.id, {
          onSuccess: () => {
            toast.success('Strategy deleted successfully');
            onDone();
            onDeleted?.();
          },
          onError: (error) => {
            toast.error(`Failed to delete strategy: ${errorMessage(error, 'Failed to delete strategy')}`);
          },
        });
      }}
    >
      <TextField
        label={
          <>
            Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION}</span> to confirm
          </>
        }
        autoFocus
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={!confirmed} loading={remove.isPending}>
          Delete strategy
        </Button>
      </div>
    </form>
  );
}
