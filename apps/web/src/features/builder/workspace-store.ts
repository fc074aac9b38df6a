import type { StoredBacktestResults } from '@stratblocks/contracts';
import { create } from 'zustand';
import type { BuilderDocument } from './model/document';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface LastRun {
  document: BuilderDocument;
  results: StoredBacktestResults;
  saved: boolean;
}

/** The builder's workspace: what the builder knows beside the document, not part of undo. */
interface BuilderWorkspaceState {
  /** The saved strategy's description ('Last backtested on ...' after an auto-save). */
  description: string;
  /** Results saved with the strategy, shown until a run replaces them. */
  savedResults: StoredBacktestResults | null;
  /**
   * The last complete run: its results with the document it ran on, and whether they are saved.
   * Save stores them only while the document still runs the same (docs/builder.md, "Saving and
   * results").
   */
  lastRun: LastRun | null;
  saveStatus: SaveStatus;
  saveError: string | null;
  /** The Python code of the last run (the Export modal shows it). */
  pythonCode: string | null;
  /** The last run's error in full (View Traceback). */
  lastError: string | null;
  /** Which strategy the page has opened: its id, 'new', or null while loading. */
  opened: number | 'new' | null;
  patch: (change: Partial<Omit<BuilderWorkspaceState, 'patch'>>) => void;
}

export const useBuilderWorkspace = create<BuilderWorkspaceState>()((set) => ({
  description: '',
  savedResults: null,
  lastRun: null,
  saveStatus: 'idle',
  saveError: null,
  pythonCode: null,
  lastError: null,
  opened: null,
  patch: (change) => {
    set(change);
  },
}));
