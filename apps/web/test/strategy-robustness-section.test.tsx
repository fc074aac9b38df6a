import type { SavedResearch } from '@stratblocks/contracts';
import { monteCarlo, runSweep } from '@stratblocks/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { researchKeys } from '../src/features/research';
import { StrategyRobustness } from '../src/features/strategies/components/strategy-robustness';
import { formatMoney } from '../src/lib/format';
import { withLayout } from './support/dom';
import { bundledBars, engineRun, exampleRequest } from './support/engine-run';

/**
 * The Robustness section of the strategy details, drawn from results the real engine computed on
 * the bundled SPY bars (a Monte Carlo of the example's trades, a 3 x 3 sweep of its SMA periods).
 */

const STRATEGY_ID = 7;
const SEED = 4242;
const FAST_SMA = 'entryLogic.long.elements.0.properties.period';
const SLOW_SMA = 'entryLogic.long.elements.2.properties.period';

function engineResearch() {
  const run = engineRun();
  const request = exampleRequest();
  const settings = request.generalSetting;
  const carlo = monteCarlo(
    run.results.closed_trades.map((trade) => trade.pnl),
    settings.initialCapital,
    { method: 'reshuffle', runs: 200, seed: SEED, drawdownThreshold: 20 },
  );
  if (!carlo.ok) throw new Error(carlo.message);
  const bars = bundledBars(settings.tickerSymbol, '1d', settings.startDate, settings.endDate);
  const sweep = runSweep(request, bars, {
    objective: 'sharpe',
    parameters: [
      { path: FAST_SMA, values: [10, 20, 30] },
      { path: SLOW_SMA, values: [50, 100, 150] },
    ],
  });
  if (!sweep.ok) throw new Error(sweep.message);
  return { monteCarlo: carlo.result, sweep: sweep.result };
}

/** The section with its query already answered (staleTime keeps it from asking the server again). */
function renderSection(saved?: SavedResearch) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (saved) client.setQueryData(researchKeys.research(STRATEGY_ID), saved);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StrategyRobustness strategyId={STRATEGY_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Robustness section of a strategy', () => {
  withLayout();

  it('shows the saved Monte Carlo and sweep, read-only', () => {
    const { monteCarlo: carlo, sweep } = engineResearch();
    renderSection({
      research: { monte_carlo: { ...carlo }, walk_forward: null, sweep: { ...sweep } },
      updated_at: '2026-01-15T12:00:00Z',
    });
    const section = screen.getByRole('region', { name: 'Robustness' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Monte Carlo' })).toBeTruthy();
    expect(
      within(section).getByText(
        `200 runs of ${carlo.tradeCount} trades, trade order reshuffled · seed ${SEED}`,
      ),
    ).toBeTruthy();
    expect(carlo.tradeCount).toBe(engineRun().results.closed_trades.length);
    const median = within(section).getByText('Median final equity').parentElement?.parentElement;
    expect(median?.textContent).toContain(formatMoney(carlo.finalEquity[50]));
    expect(within(section).getByRole('img', { name: /^Fan chart of equity after each trade/ })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Parameter sweep' })).toBeTruthy();
    // A 3 x 3 heatmap: nine cells, each naming its two periods, and no Apply here.
    expect(within(section).getAllByTitle(/SMA period .* 20, SMA period .*: Sharpe/)).toHaveLength(3);
    expect(sweep.cells).toHaveLength(9);
    expect(within(section).queryByRole('button', { name: /^Apply/ })).toBeNull();
    // No walk-forward was saved: none is drawn.
    expect(within(section).queryByRole('heading', { name: 'Walk-forward' })).toBeNull();
    expect(within(section).queryByText('No robustness results yet')).toBeNull();
  });

  it('draws what it can of results saved in a shape it cannot read (null cells, null windows), without crashing', () => {
    const { monteCarlo: carlo, sweep } = engineResearch();
    // What an older server stored as sent: a sweep whose cells are null, a walk-forward whose
    // windows are null, parameters that are null. Typed as saved because the page receives it so.
    const hostile = JSON.parse(
      JSON.stringify({
        research: {
          monte_carlo: carlo,
          walk_forward: {
            mode: 'rolling',
            windows: [null, null],
            parameters: [null],
            equity: { dates: ['2020-01-02'], values: [10000], window: [0] },
            outOfSample: {},
            stability: [null],
            trades: [null],
            warnings: [],
          },
          sweep: { ...sweep, cells: sweep.cells.map(() => null) },
        },
        updated_at: '2026-01-15T12:00:00Z',
      }),
    ) as SavedResearch;
    renderSection(hostile);
    const section = screen.getByRole('region', { name: 'Robustness' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Monte Carlo' })).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Parameter sweep' })).toBeNull();
    expect(within(section).queryByRole('heading', { name: 'Walk-forward' })).toBeNull();
  });

  it('offers the builder when nothing was saved', () => {
    renderSection({ research: null, updated_at: null });
    const section = screen.getByRole('region', { name: 'Robustness' });
    expect(within(section).getByRole('heading', { name: 'No robustness results yet' })).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Open in the builder' });
    expect(link.getAttribute('href')).toBe(`/builder?id=${STRATEGY_ID}`);
  });

  it('says why when the results cannot be loaded', async () => {
    // Signed out: the call fails before reaching the network with the session error.
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading robustness results' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No token found');
  });
});
