import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBacktestJson } from '../src/features/backtests';
import { exampleRequest } from './support/engine-run';

function answer(status: number, body: unknown) {
  const fetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(body === null ? '' : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the JSON run call (the run modal’s Python code)', () => {
  it('posts the run body and answers with the Python code', async () => {
    const request = exampleRequest();
    const fetch = answer(200, { status: 'success', received: request, code: 'import pandas as pd\n' });
    const accepted = await runBacktestJson(request);
    expect(accepted.code).toBe('import pandas as pd\n');
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/backtest/run');
    expect(init?.method).toBe('POST');
  });

  it("fails with the server's detail (a block the strategy cannot use)", async () => {
    answer(422, { detail: 'Market Open needs intraday bars' });
    await expect(runBacktestJson(exampleRequest())).rejects.toThrow('Market Open needs intraday bars');
  });

  it('fails with the fallback when the server gives no detail (docs/product.md#error-catalogue)', async () => {
    answer(500, null);
    await expect(runBacktestJson(exampleRequest())).rejects.toThrow('Failed to run strategy');
  });
});
