import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResearchLab, OptimisePanel } from '../src/features/research';
import { signOut, storeToken } from '../src/lib/session';
import { TooltipProvider } from '../src/ui';
import { tokenWithExp } from './jwt';
import { exampleRequest } from './support/engine-run';
import { stubApi } from './support/research-doubles';

/**
 * The Optimise form checks the number of combinations against the limit where the sweep would run
 * (RESEARCH_MAX_RUNS in the browser, what GET /api/config says on the server) before anything is
 * sent, and says both numbers.
 */

/** 200 x 100 = 20,000 combinations of the entry row's two SMA periods. */
const RANGES = [
  { path: 'entryLogic.long.elements.0.properties.period', start: 2, stop: 201, step: 1 },
  { path: 'entryLogic.long.elements.2.properties.period', start: 2, stop: 101, step: 1 },
];

function renderPanel(ranges = RANGES) {
  const lab = createResearchLab();
  lab.getState().setOptimise({ ranges });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <OptimisePanel strategy={exampleRequest()} onApply={vi.fn()} lab={lab} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('the sweep limit of the Optimise form', () => {
  it('signed out, a sweep runs in the browser: above 10,000 combinations Run is disabled and the form says why', async () => {
    stubApi({ 'GET /api/config': () => ({ google_client_id: null, research_max_combinations: 1_000_000 }) });
    renderPanel();
    expect(
      await screen.findByText(
        '20,000 combinations is more than the 10,000 a sweep runs in the browser: narrow a range, raise a step or drop a parameter.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run 20,000 combinations' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('signed in, the server says how many it takes: 20,000 pass when its queue takes 1,000,000', async () => {
    storeToken(tokenWithExp(Math.floor(Date.now() / 1000) + 3600));
    stubApi({ 'GET /api/config': () => ({ google_client_id: null, research_max_combinations: 1_000_000 }) });
    renderPanel();
    expect(await screen.findByText('20,000 of at most 1,000,000 combinations on this server.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run 20,000 combinations' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('signed in on a server of one process (10,000), the form refuses 20,000 before sending anything', async () => {
    storeToken(tokenWithExp(Math.floor(Date.now() / 1000) + 3600));
    const calls = stubApi({
      'GET /api/config': () => ({ google_client_id: null, research_max_combinations: 10_000 }),
    });
    renderPanel();
    expect(
      await screen.findByText(
        '20,000 combinations is more than the 10,000 a sweep runs on this server: narrow a range, raise a step or drop a parameter.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run 20,000 combinations' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(calls.filter((call) => call.path === '/api/research/jobs')).toEqual([]);
  });

  it('within the limit, the form says the count and the limit', () => {
    stubApi({});
    renderPanel([{ ...RANGES[0], stop: 11 } as (typeof RANGES)[number]]);
    expect(screen.getByText('10 of at most 10,000 combinations in the browser.')).toBeTruthy();
  });
});
