import type { SavedResearch } from '@stratblocks/contracts';
import {
  monteCarlo,
  MONTE_CARLO_DEFAULT_RUNS,
  runSweep,
  tunableParameters,
  type StrategyInput,
} from '@stratblocks/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResearchAutoSave } from '../src/features/builder/components/research-auto-save';
import { ResearchPanels } from '../src/features/builder/components/research-panels';
import { toRunRequest } from '../src/features/builder/model/document';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import { builderResearch, useResearchTabs } from '../src/features/builder/research-lab';
import { useBuilderStore } from '../src/features/builder/store';
import { createResearchLab, OptimisePanel } from '../src/features/research';
import { signOut, storeToken } from '../src/lib/session';
import { TooltipProvider } from '../src/ui';
import { tokenWithExp } from './jwt';
import { withLayout } from './support/dom';
import { bundledBars, engineRun, exampleRequest } from './support/engine-run';
import {
  barsAnswer,
  fakeResearchWorkers,
  stubApi,
  type FakeResearchWorker,
} from './support/research-doubles';

/**
 * The builder's research lab: what the Optimise, Walk-forward and Monte Carlo tabs show (set-up,
 * progress, result) and their jobs outlive the panels, which unmount whenever the results panel
 * collapses; opening another strategy starts it over. Jobs run the real worker code on the real
 * engine and the bundled SPY bars, in a stand-in worker the test releases.
 */

withLayout();

/** The SMA Crossover template's inputs, shared by its entry and exit rows. */
const FAST = 'fast';
const SLOW = 'slow';
const STRATEGY_ID = 7;

function smaCrossover() {
  const template = STRATEGY_TEMPLATES.find((candidate) => candidate.name === 'SMA Crossover');
  if (!template) throw new Error('No SMA Crossover template');
  return template.build();
}

const strategyOf = (document: ReturnType<typeof smaCrossover>) => toRunRequest(document) as StrategyInput;

function labelOf(path: string): string {
  const parameter = tunableParameters(strategyOf(smaCrossover())).find((item) => item.path === path);
  if (!parameter) throw new Error(`No parameter at ${path}`);
  return parameter.label;
}

let workers: FakeResearchWorker[];

function stubBars() {
  const { tickerSymbol, startDate, endDate } = smaCrossover().generalSetting;
  return stubApi({ 'GET /api/market/bars': () => barsAnswer(tickerSymbol, startDate, endDate) });
}

beforeEach(() => {
  workers = fakeResearchWorkers();
  // Opening another strategy starts the research over (checked below): every test begins with none.
  useBuilderStore.getState().load(smaCrossover(), null);
  useBuilderStore.getState().load(smaCrossover(), STRATEGY_ID);
});

afterEach(() => {
  builderResearch.getState().reset();
  signOut();
});

function withProviders(children: ReactNode, client = new QueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}

/** The bottom panel's research tabs, as the builder mounts them while the results panel is open. */
function openPanel(tab: string, data: { trades?: unknown; metrics?: unknown } = {}) {
  return render(withProviders(<ResearchPanels tab={tab} trades={data.trades} metrics={data.metrics} />));
}

function setRange(path: string, from: number, to: number, step: number) {
  fireEvent.change(screen.getByLabelText('Add a parameter'), { target: { value: path } });
  const group = screen.getByRole('group', { name: labelOf(path) });
  // The fields are named after the input: "fast from", "fast to", "fast step".
  fireEvent.change(within(group).getByLabelText(`${path} from`), { target: { value: String(from) } });
  fireEvent.change(within(group).getByLabelText(`${path} to`), { target: { value: String(to) } });
  fireEvent.change(within(group).getByLabelText(`${path} step`), { target: { value: String(step) } });
}

async function startedWorker(count = 1): Promise<FakeResearchWorker> {
  await waitFor(() => {
    expect(workers).toHaveLength(count);
  });
  const worker = workers[count - 1];
  if (!worker) throw new Error('No worker');
  return worker;
}

/** The 3 x 3 sweep the tests run, computed here by the engine on the bundled bars, and its best cell's button. */
function expectedSweep() {
  const { tickerSymbol, startDate, endDate } = smaCrossover().generalSetting;
  const outcome = runSweep(strategyOf(smaCrossover()), bundledBars(tickerSymbol, '1d', startDate, endDate), {
    objective: 'sharpe',
    parameters: [
      { path: FAST, values: [5, 10, 15] },
      { path: SLOW, values: [60, 70, 80] },
    ],
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const best = outcome.result.cells[outcome.result.best ?? -1];
  if (!best) throw new Error('The sweep found no best cell');
  const [fast, slow] = best.values;
  return {
    result: outcome.result,
    bestCell: new RegExp(`^${escape(labelOf(FAST))} ${fast}, ${escape(labelOf(SLOW))} ${slow}: `),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sets up the 3 x 3 sweep in the open Optimise panel and runs it. */
function runNineCombinations() {
  setRange(FAST, 5, 15, 5);
  setRange(SLOW, 60, 80, 10);
  fireEvent.click(screen.getByRole('button', { name: 'Run 9 combinations' }));
}

function heatmapBestCell(bestCell: RegExp) {
  return within(screen.getByRole('grid', { name: /^Sharpe ratio by / })).getByRole('gridcell', {
    name: bestCell,
  });
}

describe("the builder's research lab", () => {
  it("keeps a sweep's set-up and heatmap when the results panel closes and opens again", async () => {
    stubBars();
    const expected = expectedSweep();
    const first = openPanel('Optimise');
    runNineCombinations();
    const worker = await startedWorker();
    await act(async () => {
      await worker.finish();
    });
    expect(heatmapBestCell(expected.bestCell)).toBeDefined();

    first.unmount();
    expect(screen.queryByRole('grid')).toBeNull();
    openPanel('Optimise');
    expect(heatmapBestCell(expected.bestCell)).toBeDefined();
    const fast = screen.getByRole('group', { name: labelOf(FAST) });
    expect(
      ['from', 'to', 'step'].map(
        (part) => within(fast).getByLabelText<HTMLInputElement>(`${FAST} ${part}`).value,
      ),
    ).toEqual(['5', '15', '5']);
    expect(screen.getByRole('group', { name: labelOf(SLOW) })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Run 9 combinations' })).toBeDefined();
    // Nothing ran again: the result is the one kept.
    expect(workers).toHaveLength(1);
  });

  it('keeps a job running while the panel is closed: its progress, then its result, show on reopening', async () => {
    stubBars();
    const expected = expectedSweep();
    const first = openPanel('Optimise');
    runNineCombinations();
    const worker = await startedWorker();
    first.unmount();
    expect(worker.terminated).toBe(false);

    act(() => {
      worker.progress({ done: 4, total: 9, best: 0.5 });
    });
    const second = openPanel('Optimise');
    const progress = screen.getByRole('progressbar', { name: 'Running combinations' });
    expect(progress.getAttribute('aria-valuenow')).toBe(String(Math.round((4 / 9) * 100)));
    expect(screen.getByText('Best Sharpe ratio so far: 0.500')).toBeDefined();
    second.unmount();

    await act(async () => {
      await worker.finish();
    });
    openPanel('Optimise');
    expect(heatmapBestCell(expected.bestCell)).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ends a job on Cancel, not on closing the panel', async () => {
    stubBars();
    const first = openPanel('Optimise');
    runNineCombinations();
    const worker = await startedWorker();
    first.unmount();
    openPanel('Optimise');
    expect(worker.terminated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker.terminated).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Run 9 combinations' })).toBeDefined();
    expect(builderResearch.getState().optimise.job.status).toBe('idle');
  });

  it('starts over when another strategy is opened, and not when the same one is saved or reopened', () => {
    const defaults = createResearchLab().getState().monteCarlo.setup;
    const research = () => builderResearch.getState();
    research().setMonteCarlo({ seed: 42, runs: 300 });
    research().runMonteCarlo([120, -80, 45, -30, 60], 10_000);
    useResearchTabs.getState().visit('Monte Carlo');
    const worker = workers[0];
    if (!worker) throw new Error('No worker');

    const { history } = useBuilderStore.getState();
    useBuilderStore.getState().markSaved(STRATEGY_ID, history.present);
    useBuilderStore.getState().load(history.present, STRATEGY_ID);
    expect(research().monteCarlo.setup).toMatchObject({ seed: 42, runs: 300 });
    expect(research().monteCarlo.job.status).toBe('running');
    expect(worker.terminated).toBe(false);
    expect(useResearchTabs.getState().visited).toEqual(['Monte Carlo']);

    useBuilderStore.getState().load(smaCrossover(), STRATEGY_ID + 1);
    expect(research().monteCarlo.setup).toEqual(defaults);
    expect(research().monteCarlo.job.status).toBe('idle');
    expect(worker.terminated).toBe(true);
    expect(useResearchTabs.getState().visited).toEqual([]);

    // A new document (no id) is another strategy too, even after another unsaved one.
    research().setMonteCarlo({ seed: 9 });
    useBuilderStore.getState().load(smaCrossover(), null);
    expect(research().monteCarlo.setup.seed).toBe(defaults.seed);
    research().setMonteCarlo({ seed: 9 });
    useBuilderStore.getState().load(smaCrossover(), null);
    expect(research().monteCarlo.setup.seed).toBe(defaults.seed);
  });

  it('saves a Monte Carlo with the strategy once, though it ended while the panel was closed', async () => {
    storeToken(tokenWithExp(Math.floor(Date.now() / 1000) + 3600));
    const run = engineRun();
    const pnls = run.results.closed_trades.map((trade) => trade.pnl);
    const initialCapital = run.results.performance_metrics.initial_nav;
    // A sweep saved before: a real engine result, as the server keeps it (JSON).
    const request = exampleRequest();
    const { tickerSymbol, startDate, endDate } = request.generalSetting;
    const sweep = runSweep(request, bundledBars(tickerSymbol, '1d', startDate, endDate), {
      objective: 'sharpe',
      parameters: [{ path: 'entryLogic.long.elements.0.properties.period', values: [10, 20] }],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const savedSweep = JSON.parse(JSON.stringify(sweep.result)) as typeof sweep.result;
    const calls = stubApi({
      [`GET /api/strategies/${STRATEGY_ID}/research`]: (): SavedResearch => ({
        research: { monte_carlo: null, walk_forward: null, sweep: savedSweep },
        updated_at: '2026-01-02T00:00:00Z',
      }),
      [`PUT /api/strategies/${STRATEGY_ID}/research`]: (call) => ({
        research: call.body,
        updated_at: '2026-01-03T00:00:00Z',
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page: it stays mounted while the results panel comes and goes.
    render(withProviders(<ResearchAutoSave />, client));
    const data = { trades: run.results.closed_trades, metrics: run.results.performance_metrics };
    const panel = render(
      withProviders(<ResearchPanels tab="Monte Carlo" trades={data.trades} metrics={data.metrics} />, client),
    );
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo' }));
    const worker = await startedWorker();
    await waitFor(() => {
      expect(calls.some((call) => call.method === 'GET')).toBe(true);
    });
    panel.unmount();
    await act(async () => {
      await worker.finish();
    });

    const puts = () => calls.filter((call) => call.method === 'PUT');
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    const expected = monteCarlo(pnls, initialCapital, {
      method: 'reshuffle',
      runs: MONTE_CARLO_DEFAULT_RUNS,
      seed: 42,
      drawdownThreshold: 20,
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(puts()[0]?.body).toEqual({
      monte_carlo: JSON.parse(JSON.stringify(expected.result)) as unknown,
      walk_forward: null,
      // The result it does not replace is carried over.
      sweep: savedSweep,
    });

    render(
      withProviders(<ResearchPanels tab="Monte Carlo" trades={data.trades} metrics={data.metrics} />, client),
    );
    expect(screen.getByRole('img', { name: /^Fan chart of equity/ })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Seed').value).toBe('42');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(1);
  });

  it('keeps polling a server sweep while the panel is closed; only Cancel cancels it there', async () => {
    storeToken(tokenWithExp(Math.floor(Date.now() / 1000) + 3600));
    const expected = expectedSweep();
    let polls = 0;
    const job = (status: 'running' | 'done', progress: number) => ({
      id: 'job-1',
      kind: 'sweep',
      status,
      progress,
      best: null,
      result: status === 'done' ? expected.result : null,
      error: null,
    });
    const calls = stubApi({
      'POST /api/research/jobs': () => job('running', 0),
      'GET /api/research/jobs/job-1': () => {
        polls += 1;
        return polls < 2 ? job('running', 0.5) : job('done', 1);
      },
      'DELETE /api/research/jobs/job-1': () => null,
    });
    const strategy = strategyOf(smaCrossover());
    const panel = () =>
      withProviders(
        <OptimisePanel strategy={strategy} lab={builderResearch} onApply={() => undefined} runOn="server" />,
      );
    const first = render(panel());
    runNineCombinations();
    expect(screen.getByRole('progressbar', { name: 'Running combinations on the server' })).toBeDefined();
    first.unmount();

    await waitFor(
      () => {
        expect(builderResearch.getState().optimise.job.status).toBe('done');
      },
      { timeout: 3000 },
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    render(panel());
    expect(heatmapBestCell(expected.bestCell)).toBeDefined();

    polls = -100;
    fireEvent.click(screen.getByRole('button', { name: 'Run 9 combinations' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(2);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/research/jobs/job-1',
      ]);
    });
  });

  it('ends the job of a panel given no session (the research lab page) when it unmounts', async () => {
    stubBars();
    const panel = render(
      withProviders(<OptimisePanel strategy={strategyOf(smaCrossover())} onApply={() => undefined} />),
    );
    runNineCombinations();
    const worker = await startedWorker();
    panel.unmount();
    expect(worker.terminated).toBe(true);
    expect(builderResearch.getState().optimise.job.status).toBe('idle');
  });
});
