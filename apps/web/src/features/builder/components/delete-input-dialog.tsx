import { ConfirmDialog } from '../../../ui';
import { countOf } from '../../../lib/plural';

/**
 * Asks before deleting an input that block parameters are linked to: they would keep its value as
 * plain numbers, and a sweep could no longer vary them together (docs/builder.md, "Inputs").
 */
export function DeleteInputDialog({
  name,
  uses,
  value,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  /** The input asked about, or null when the dialog is closed. */
  name: string | null;
  uses: number;
  value: number | undefined;
  onCancel: () => void;
  onConfirm: (name: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Delete input "${name ?? ''}"?`}
      description={`${countOf(uses, 'block parameter')} ${uses === 1 ? 'is' : 'are'} linked to it. They will keep its value${value === undefined ? '' : `, ${value},`} as a plain number and no longer follow the input.`}
      confirmLabel="Delete input"
      onConfirm={() => {
        if (name !== null) onConfirm(name);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
