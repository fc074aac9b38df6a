import {
  MONTE_CARLO_DEFAULT_RUNS,
  type MonteCarloMethod,
  type StrategyInput,
  type SweepObjective,
  type WalkForwardMode,
} from '@stratblocks/engine';
import type { ResearchJobBody } from '@stratblocks/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ParameterRange } from '../components/parameter-range';
import { createBrowserJob } from '../jobs/browser-job';
import { IDLE_JOB, type ResearchJobState } from '../jobs/job-state';
import { createServerJob } from '../jobs/server-job';
import type { ResearchResult } from '../worker/messages';

export interface OptimiseSetup {
  ranges: ParameterRange[];
  objective: SweepObjective;
}

export interface WalkForwardSetup {
  ranges: ParameterRange[];
  objective: SweepObjective;
  mode: WalkForwardMode;
  inSampleBars: number;
  outOfSampleBars: number;
}

export interface MonteCarloSetup {
  method: MonteCarloMethod;
  runs: number;
  seed: number;
  /** The drawdown threshold, in percent. */
  threshold: number;
}

/** Where a sweep runs. */
export type SweepPlace = 'browser' | 'server';

/** The three research panels, each with its own set-up and job. */
export type ResearchSlot = 'optimise' | 'walkForward' | 'monteCarlo';

export interface ResearchLabState {
  optimise: { setup: OptimiseSetup; job: ResearchJobState; where: SweepPlace };
  walkForward: { setup: WalkForwardSetup; job: ResearchJobState };
  monteCarlo: { setup: MonteCarloSetup; job: ResearchJobState };
  /** The last result of each slot handed to a completion listener: each result is reported once. */
  reported: Record<ResearchSlot, ResearchResult | null>;

  setOptimise: (change: Partial<OptimiseSetup>) => void;
  setWalkForward: (change: Partial<WalkForwardSetup>) => void;
  setMonteCarlo: (change: Partial<MonteCarloSetup>) => void;
  /** Sweeps `ranges` of `strategy` by the set-up's objective, in the browser or on the server. */
  runSweep: (strategy: StrategyInput, ranges: readonly ParameterRange[], where: SweepPlace) => void;
  /** A walk-forward of `ranges` with the set-up's windows and objective, in the browser. */
  runWalkForward: (strategy: StrategyInput, ranges: readonly ParameterRange[]) => void;
  /** A Monte Carlo of a run's closed trades' P&L with the set-up's options, in the browser. */
  runMonteCarlo: (pnls: readonly number[], initialCapital: number) => void;
  /** Ends a slot's job (terminates the worker, cancels the server job) and clears its result. */
  cancel: (slot: ResearchSlot) => void;
  /** Ends every job and starts over: set-ups back to their defaults, no results. */
  reset: () => void;
  markReported: (slot: ResearchSlot, result: ResearchResult) => void;
}

/** A research lab: the panels' set-ups, results and jobs, in a store that outlives the panels. */
export type ResearchLab = StoreApi<ResearchLabState>;

/** The ranges the panel uses (the ones still naming a parameter of the strategy) as job parameters. */
const sweepParameters = (ranges: readonly ParameterRange[]) =>
  ranges.map(({ path, start, stop, step }) => ({ path, range: { start, stop, step } }));

const DEFAULT_OBJECTIVE: SweepObjective = 'sharpe';

function initialSlots(): Pick<ResearchLabState, ResearchSlot | 'reported'> {
  return {
    optimise: { setup: { ranges: [], objective: DEFAULT_OBJECTIVE }, job: IDLE_JOB, where: 'browser' },
    walkForward: {
      setup: {
        ranges: [],
        objective: DEFAULT_OBJECTIVE,
        mode: 'rolling',
        inSampleBars: 504,
        outOfSampleBars: 126,
      },
      job: IDLE_JOB,
    },
    monteCarlo: {
      setup: { method: 'reshuffle', runs: MONTE_CARLO_DEFAULT_RUNS, seed: 1, threshold: 20 },
      job: IDLE_JOB,
    },
    reported: { optimise: null, walkForward: null, monteCarlo: null },
  };
}

/**
 * A research lab. It owns its jobs (Web Workers, polled server jobs): they run on whether or
 * not a panel shows them, and end only on `cancel`, a new run of the same slot, or `reset`.
 */
export function createResearchLab(): ResearchLab {
  return createStore<ResearchLabState>()((set, get) => {
    const setJob = (slot: ResearchSlot) => (job: ResearchJobState) => {
      set((state) => ({ [slot]: { ...state[slot], job } }));
    };
    const jobs = {
      sweepInBrowser: createBrowserJob(setJob('optimise')),
      sweepOnServer: createServerJob(setJob('optimise')),
      walkForward: createBrowserJob(setJob('walkForward')),
      monteCarlo: createBrowserJob(setJob('monteCarlo')),
    };
    const cancel = (slot: ResearchSlot) => {
      if (slot === 'optimise') {
        jobs.sweepInBrowser.cancel();
        jobs.sweepOnServer.cancel();
      } else jobs[slot].cancel();
    };

    return {
      ...initialSlots(),
      setOptimise: (change) => {
        set((state) => ({ optimise: { ...state.optimise, setup: { ...state.optimise.setup, ...change } } }));
      },
      setWalkForward: (change) => {
        set((state) => ({
          walkForward: { ...state.walkForward, setup: { ...state.walkForward.setup, ...change } },
        }));
      },
      setMonteCarlo: (change) => {
        set((state) => ({
          monteCarlo: { ...state.monteCarlo, setup: { ...state.monteCarlo.setup, ...change } },
        }));
      },
      runSweep: (strategy, ranges, where) => {
        cancel('optimise');
        const parameters = sweepParameters(ranges);
        set((state) => ({ optimise: { ...state.optimise, where } }));
        const { objective } = get().optimise.setup;
        if (where === 'server') {
          void jobs.sweepOnServer.run({
            kind: 'sweep',
            // The same document as a run body; the server validates it.
            strategy: strategy as ResearchJobBody['strategy'],
            objective,
            parameters,
          });
          return;
        }
        void jobs.sweepInBrowser.runWithBars(strategy, (bars, others) => ({
          kind: 'sweep',
          strategy,
          bars,
          others,
          objective,
          parameters,
        }));
      },
      runWalkForward: (strategy, ranges) => {
        const parameters = sweepParameters(ranges);
        const { objective, mode, inSampleBars, outOfSampleBars } = get().walkForward.setup;
        void jobs.walkForward.runWithBars(strategy, (bars, others) => ({
          kind: 'walk-forward',
          strategy,
          bars,
          others,
          objective,
          mode,
          inSampleBars,
          outOfSampleBars,
          parameters,
        }));
      },
      runMonteCarlo: (pnls, initialCapital) => {
        const { method, runs, seed, threshold } = get().monteCarlo.setup;
        jobs.monteCarlo.run({
          kind: 'monte-carlo',
          pnls: [...pnls],
          initialCapital,
          options: { method, runs, seed, drawdownThreshold: threshold },
        });
      },
      cancel,
      reset: () => {
        cancel('optimise');
        cancel('walkForward');
        cancel('monteCarlo');
        set(initialSlots());
      },
      markReported: (slot, result) => {
        set((state) => ({ reported: { ...state.reported, [slot]: result } }));
      },
    };
  });
}
