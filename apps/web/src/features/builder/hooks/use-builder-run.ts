import type { StoredBacktestResults } from '@stratblocks/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui';
import { RUN_FAILED_MESSAGE, runBacktestJson, toStoredResults, useBacktestRun } from '../../backtests';
import { backtestedDescription } from '../../strategies';
import { sameDocument, toRunRequest, type BuilderDocument } from '../model/document';
import { useBuilderWorkspace } from '../workspace-store';
import { useBuilderStore } from '../store';
import { useRunHistory } from '../run-history-store';

/** docs/product.md#business-constants-and-limits: the run modal shows at least 2 s and at most 15 s. */
export const RUN_MODAL_MIN_MS = 2000;
export const RUN_MODAL_MAX_MS = 15000;

export interface RunOptions {
  /**
   * Whether complete results may be saved without the user pressing Save. The dashboard's Run
   * Backtest (autoRun) says no: it only shows what the saved strategy does today.
   */
  autoSave?: boolean;
}

/**
 * Run (docs/product.md#states-and-transitions): the run modal while the Python code is generated, then the streamed run.
 * A second Run or leaving the page cancels the first. Complete results are kept with the document
 * they ran on (Save stores them); they are auto-saved with 'Last backtested on {date}' only when
 * that document is exactly the saved strategy and still open unchanged (docs/builder.md, "Saving
 * and results").
 */
export function useBuilderRun(options: {
  onStart: () => void;
  autoSave: (results: StoredBacktestResults, description: string) => void;
}) {
  const { onStart, autoSave } = options;
  const [modalOpen, setModalOpen] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const generation = useRef(0);
  /** When the modal was last put on the page: its 2 s count from there, not from the click. */
  const shownAt = useRef(0);
  /** The run under way: the document it runs and whether it may auto-save. */
  const current = useRef<{ document: BuilderDocument; autoSave: boolean } | null>(null);
  const stream = useBacktestRun({
    onComplete: (results) => {
      const ran = current.current;
      if (!ran) return;
      const stored = toStoredResults(results);
      useBuilderWorkspace
        .getState()
        .patch({ lastRun: { document: ran.document, results: stored, saved: false } });
      const { strategyId, savedDocument, history } = useBuilderStore.getState();
      // Every complete run joins the run history (docs/builder.md#run-history).
      const runHistory = useRunHistory.getState();
      runHistory.open(strategyId);
      runHistory.record({ document: ran.document, results: stored });
      if (
        ran.autoSave &&
        strategyId !== null &&
        sameDocument(ran.document, savedDocument) &&
        sameDocument(history.present, savedDocument)
      )
        autoSave(stored, backtestedDescription());
    },
  });
  const { run: runStream, cancel: cancelStream } = stream;

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  // A layout effect runs once the modal is in the document, before it is painted: on a busy
  // machine rendering it can take a noticeable part of its 2 s.
  useLayoutEffect(() => {
    if (modalOpen) shownAt.current = Date.now();
  }, [modalOpen]);

  const run = useCallback(
    async (options: RunOptions = {}) => {
      generation.current += 1;
      const mine = generation.current;
      cancelStream();
      timers.current.forEach(clearTimeout);
      timers.current = [];
      // The document's own dates: an address's end date is an edit of it (the loader applies it).
      const document = useBuilderStore.getState().history.present;
      current.current = { document, autoSave: options.autoSave ?? true };
      const body = toRunRequest(document);
      const workspace = useBuilderWorkspace.getState();
      workspace.patch({ lastError: null });
      setModalOpen(true);
      onStart();
      const started = Date.now();
      timers.current.push(
        setTimeout(() => {
          setModalOpen(false);
        }, RUN_MODAL_MAX_MS),
      );
      const closeModal = () => {
        const now = Date.now();
        const shown = shownAt.current >= started ? shownAt.current : now;
        const wait = Math.max(0, RUN_MODAL_MIN_MS - (now - shown));
        timers.current.push(
          setTimeout(() => {
            if (generation.current === mine) setModalOpen(false);
          }, wait),
        );
      };
      try {
        const accepted = await runBacktestJson(body);
        if (generation.current !== mine) return;
        workspace.patch({ pythonCode: accepted.code });
      } catch (error) {
        if (generation.current !== mine) return;
        const message = errorMessage(error, RUN_FAILED_MESSAGE);
        workspace.patch({ lastError: message });
        toast.error(`Error running strategy: ${message}`);
        closeModal();
        return;
      }
      closeModal();
      const outcome = await runStream(body);
      if (generation.current !== mine) return;
      if (outcome.status === 'error') useBuilderWorkspace.getState().patch({ lastError: outcome.error });
    },
    [cancelStream, runStream, onStart],
  );

  return {
    ...stream,
    run,
    modalOpen,
    closeModal: () => {
      setModalOpen(false);
    },
  };
}
