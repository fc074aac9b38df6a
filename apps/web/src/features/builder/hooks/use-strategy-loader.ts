import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { safeStorage, STORAGE_KEYS } from '../../../lib/storage-keys';
import { toast } from '../../../ui';
import { useStrategy } from '../../strategies';
import { emptyDocument, fromStrategyConfig, readEndDate, withEndDate } from '../model/document';
import { parseDraft, serializeDraft } from '../model/draft';
import { useBuilderWorkspace } from '../workspace-store';
import { useBuilderStore } from '../store';
import { readStartChoice } from './use-start-choice';

export interface LoaderState {
  /** 'Loading Strategy Builder...' until the strategy (or the draft) is open. */
  loading: boolean;
  /** Came from the dashboard's Run Backtest: run once after the load. */
  autoRun: boolean;
}

/**
 * ?endDate= (the dashboard's Run Backtest sends today's): an edit of the opened document, shown
 * in End date as an unsaved change that Save keeps and Undo takes back, so that the screen says
 * what runs.
 */
function applyEndDate(endDate: string | null): void {
  if (endDate === null) return;
  const store = useBuilderStore.getState();
  if (store.history.present.generalSetting.endDate !== endDate) {
    store.edit((document) => withEndDate(document, endDate));
  }
}

/**
 * Opens what the address names (docs/product.md#states-and-transitions): ?id= loads the saved strategy and its results,
 * with the local draft of that strategy over it when there is one; no id restores the local draft
 * (kept 7 days) or starts a new strategy. Every edit is written to the draft.
 */
export function useStrategyLoader(): LoaderState {
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const endDate = readEndDate(params.get('endDate'));
  const start = readStartChoice(params.get('start'));
  const id = idParam !== null && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const opened = useBuilderWorkspace((state) => state.opened);
  const setOpened = (value: number | 'new' | null) => {
    useBuilderWorkspace.getState().patch({ opened: value });
  };
  // Saving a new strategy puts its id in the address: it is open already, nothing to fetch.
  const alreadyOpen = id !== null && opened !== null && useBuilderStore.getState().strategyId === id;
  const query = useStrategy(alreadyOpen || opened === id ? null : id);
  const reported = useRef(false);

  useEffect(() => {
    // Read from the store, not the render: an effect run twice (strict mode) asks nothing twice.
    if (id === null && useBuilderWorkspace.getState().opened === null) {
      const draft = parseDraft(safeStorage.get(STORAGE_KEYS.strategyDraft));
      const store = useBuilderStore.getState();
      // A blank strategy asked for from the dashboard replaces an unsaved draft only if the user agrees.
      const resume =
        draft !== null &&
        draft.strategyId === null &&
        (start !== 'blank' || !window.confirm('Discard your unsaved draft and start a blank strategy?'));
      if (draft && resume) store.load(draft.document, null, emptyDocument());
      else store.load(emptyDocument(), null);
      applyEndDate(endDate);
      useBuilderWorkspace
        .getState()
        .patch({ description: '', savedResults: null, lastRun: null, pythonCode: null, lastError: null });
      setOpened('new');
    }
  }, [id, opened, endDate, start]);

  useEffect(() => {
    if (id === null || opened === id || !query.data) return;
    const strategy = query.data;
    const saved = fromStrategyConfig(strategy.name, strategy.strategy_config);
    const draft = parseDraft(safeStorage.get(STORAGE_KEYS.strategyDraft));
    const document = draft && draft.strategyId === strategy.id ? draft.document : saved;
    useBuilderStore.getState().load(document, strategy.id, saved);
    applyEndDate(endDate);
    useBuilderWorkspace.getState().patch({
      description: strategy.description,
      savedResults: strategy.backtest_results,
      lastRun: null,
      pythonCode: null,
      lastError: null,
    });
    setOpened(strategy.id);
  }, [id, opened, query.data, endDate]);

  useEffect(() => {
    if (!query.error || reported.current) return;
    reported.current = true;
    toast.error(`Failed to load strategy: ${errorMessage(query.error, 'Failed to fetch strategy')}`);
    setOpened('new');
  }, [query.error]);

  // The draft follows every edit (written after the page settles, not on every keystroke).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useBuilderStore.subscribe((state, previous) => {
      if (
        state.history.present === previous.history.present &&
        state.savedDocument === previous.savedDocument
      )
        return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { history, strategyId, savedDocument } = useBuilderStore.getState();
        if (history.present === savedDocument) safeStorage.remove(STORAGE_KEYS.strategyDraft);
        else safeStorage.set(STORAGE_KEYS.strategyDraft, serializeDraft(history.present, strategyId));
      }, 250);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(
    () => () => {
      setOpened(null);
    },
    [],
  );

  return {
    loading: !query.error && (opened === null || (id !== null && opened !== id && !alreadyOpen)),
    autoRun: params.get('autoRun') === 'true',
  };
}
