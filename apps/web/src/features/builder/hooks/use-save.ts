import type { StoredBacktestResults } from '@stratblocks/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { toast } from '../../../ui';
import { backtestedDescription } from '../../strategies';
import { useSaveStrategy } from '../mutations';
import { sameRun } from '../model/document';
import { useBuilderWorkspace, type SaveStatus } from '../workspace-store';
import { useBuilderStore } from '../store';

/** docs/product.md#business-constants-and-limits: saved and error statuses clear after 3 s (2 s after an auto-save). */
const STATUS_MS = 3000;
const AUTO_SAVE_STATUS_MS = 2000;
/** A description the builder wrote itself: new results replace it, as they do an empty one. */
const AUTO_DESCRIPTION = /^Last backtested on /;

/** Save and auto-save with the save status and the toasts of docs/product.md#error-catalogue. */
export function useSave() {
  const mutation = useSaveStrategy();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const status = useCallback(
    (saveStatus: SaveStatus, clearAfter?: number, saveError: string | null = null) => {
      useBuilderWorkspace.getState().patch({ saveStatus, saveError });
      clearTimeout(timer.current);
      if (clearAfter) {
        timer.current = setTimeout(() => {
          useBuilderWorkspace.getState().patch({ saveStatus: 'idle', saveError: null });
        }, clearAfter);
      }
    },
    [],
  );

  const save = useCallback(
    async (
      options: { results?: StoredBacktestResults | null; description?: string; auto?: boolean } = {},
    ) => {
      if (!getSession()) {
        void navigate('/auth', { state: { from: '/builder' } });
        return;
      }
      const { history, strategyId, markSaved } = useBuilderStore.getState();
      const workspace = useBuilderWorkspace.getState();
      const document = history.present;
      // The last run's results go with the document they ran on, never with one edited since
      // (docs/builder.md, "Saving and results"); otherwise the strategy keeps the results it has.
      const { lastRun } = workspace;
      const fresh = lastRun !== null && sameRun(lastRun.document, document) ? lastRun : null;
      const results =
        options.results !== undefined ? options.results : fresh ? fresh.results : workspace.savedResults;
      const ownDescription = workspace.description !== '' && !AUTO_DESCRIPTION.test(workspace.description);
      const description =
        options.description ??
        (fresh && !fresh.saved && !ownDescription ? backtestedDescription() : workspace.description);
      status('saving');
      try {
        const saved = await mutation.mutateAsync({ id: strategyId, document, description, results });
        markSaved(saved.id, document);
        const after = useBuilderWorkspace.getState();
        after.patch({
          description: saved.description,
          savedResults: saved.backtest_results,
          ...(after.lastRun && results === after.lastRun.results
            ? { lastRun: { ...after.lastRun, saved: true } }
            : {}),
        });
        status('saved', options.auto ? AUTO_SAVE_STATUS_MS : STATUS_MS);
        if (!options.auto) toast.success(`Strategy "${saved.name}" saved successfully!`);
        // The address names the saved strategy, so a reload opens it (the loader sees it is already open).
        if (new URLSearchParams(window.location.search).get('id') !== String(saved.id)) {
          void navigate(`/builder?id=${saved.id}`, { replace: true });
        }
      } catch (error) {
        const message = errorMessage(error, 'Failed to save strategy');
        status('error', STATUS_MS, message);
        toast.error(`Failed to save strategy: ${message}`);
      }
    },
    [mutation, navigate, status],
  );
  return { save, saving: mutation.isPending };
}
