import type { StoredBacktestResults } from '@stratblocks/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { toast } from '../../../ui';
import { useSaveStrategy } from '../mutations';
import { useBuilderWorkspace, type SaveStatus } from '../workspace-store';
import { useBuilderStore } from '../store';

/** Spec section 9: saved and error statuses clear after 3 s (2 s after an auto-save). */
const STATUS_MS = 3000;
const AUTO_SAVE_STATUS_MS = 2000;

/** Save and auto-save with the save status and the toasts of spec section 8. */
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
      const description = options.description ?? workspace.description;
      const results = options.results !== undefined ? options.results : workspace.savedResults;
      status('saving');
      try {
        const saved = await mutation.mutateAsync({ id: strategyId, document, description, results });
        markSaved(saved.id, document);
        useBuilderWorkspace
          .getState()
          .patch({ description: saved.description, savedResults: saved.backtest_results });
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
