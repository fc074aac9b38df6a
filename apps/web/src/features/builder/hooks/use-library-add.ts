import { useCallback, useState } from 'react';
import { toast } from '../../../ui';
import { useBuilderStore } from '../store';

/**
 * A tap, click or Enter on a library block: adds it where a drop would (the selected row or drop
 * zone, else a new row, docs/builder.md), says where it went in `notice` (a live region reads it),
 * and says so in a toast when the selected place does not take it. `onAdded` runs after an add.
 */
export function useLibraryAdd(onAdded: () => void) {
  const [notice, setNotice] = useState('');
  const add = useCallback(
    (blockName: string) => {
      const store = useBuilderStore.getState();
      if (!store.addBlockToSelection(blockName)) {
        const message = `${blockName} does not fit the selected place: select another row or drop zone`;
        setNotice(message);
        toast.error(message);
        return;
      }
      const selection = useBuilderStore.getState().selection;
      setNotice(
        selection
          ? `${blockName} added to Logic ${String(selection.row)} of ${selection.tab === 'entry' ? 'Entry' : 'Exit'} Logic`
          : `${blockName} added`,
      );
      onAdded();
    },
    [onAdded],
  );
  return { add, notice };
}
