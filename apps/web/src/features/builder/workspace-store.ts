import type { StoredBacktestResults } from '@stratblocks/contracts';
import { create } from 'zustand';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The builder's workspace: what the builder knows beside the document, not part of undo. */
interface BuilderWorkspaceState {
  /** The saved strategy's description ('Last backtested on ...' after an auto-save). */
  description: string;
  /** Results saved with the strategy, shown until a run replaces them. */
  savedResults: StoredBacktestResults | null;
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
  saveStatus: 'idle',
  saveError: null,
  pythonCode: null,
  lastError: null,
  opened: null,
  patch: (change) => {
    set(change);
  },
}));
