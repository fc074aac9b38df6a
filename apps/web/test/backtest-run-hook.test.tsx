import { formatStreamLine } from '@stratblocks/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBacktestRun } from '../src/features/backtests';
import { engineRun, type EngineRun } from './support/engine-run';
import { chunksOf, stubStreamFetch } from './support/stream-response';

let run: EngineRun;
beforeAll(() => {
  run = engineRun();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Animation frames that run only when the test says so. */
function manualFrames() {
  let callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    get pending() {
      return callbacks.length;
    },
    runFrame() {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback(performance.now());
    },
  };
}

describe('useBacktestRun', () => {
  it('runs to done with the engine’s results and calls onComplete once', async () => {
    stubStreamFetch(chunksOf(run.streamText, 2048));
    const onComplete = vi.fn();
    const { result } = renderHook(() => useBacktestRun({ onComplete }));
    expect(result.current.status).toBe('idle');
    await act(async () => {
      await result.current.run(run.request);
    });
    expect(result.current.status).toBe('done');
    expect(result.current.error).toBeNull();
    expect(result.current.logs).toEqual(run.logs);
    expect(result.current.results).toEqual(run.results);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(run.results);
  });

  it('applies log lines once per animation frame, not once per line', async () => {
    const frames = manualFrames();
    const lines = run.logs.slice(0, 6);
    // Every line in its own chunk: six deliveries from the network.
    stubStreamFetch(
      lines.map((line) => new TextEncoder().encode(formatStreamLine(line))),
      { hold: true },
    );
    const { result } = renderHook(() => useBacktestRun());
    act(() => {
      void result.current.run(run.request);
    });
    await waitFor(() => {
      expect(frames.pending).toBe(1);
    });
    // Lines have arrived, but the state waits for the frame.
    expect(result.current.logs).toEqual([]);
    expect(result.current.status).toBe('running');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames.pending).toBe(1);
    act(() => {
      frames.runFrame();
    });
    expect(result.current.logs).toEqual(lines);
    act(() => {
      result.current.cancel();
    });
  });

  it('cancels the run under way when a second run starts', async () => {
    const fetch = stubStreamFetch([new TextEncoder().encode(formatStreamLine('first run'))], { hold: true });
    const { result } = renderHook(() => useBacktestRun());
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(run.request);
    });
    await waitFor(() => {
      expect(result.current.logs).toEqual(['first run']);
    });
    stubStreamFetch(chunksOf(run.streamText, 4096));
    await act(async () => {
      await result.current.run(run.request);
    });
    await expect(first).resolves.toMatchObject({ status: 'cancelled' });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(result.current.status).toBe('done');
    expect(result.current.logs).toEqual(run.logs);
  });

  it('cancels the run when the component goes away (leaving the page)', async () => {
    const fetch = stubStreamFetch([new TextEncoder().encode(formatStreamLine('started'))], { hold: true });
    const { result, unmount } = renderHook(() => useBacktestRun());
    act(() => {
      void result.current.run(run.request);
    });
    await waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    unmount();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('cancel() stops the run, keeps what was shown and goes back to idle', async () => {
    stubStreamFetch([new TextEncoder().encode(formatStreamLine('Backtesting SPY'))], { hold: true });
    const { result } = renderHook(() => useBacktestRun());
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(run.request);
    });
    await waitFor(() => {
      expect(result.current.logs).toEqual(['Backtesting SPY']);
    });
    act(() => {
      result.current.cancel();
    });
    await expect(outcome).resolves.toMatchObject({ status: 'cancelled' });
    expect(result.current.status).toBe('idle');
    expect(result.current.logs).toEqual(['Backtesting SPY']);
  });

  it("ends in error with the server's detail, and the 'Stream error:' line in the logs", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ detail: 'Too many backtests' }), { status: 429 })),
      ),
    );
    const onComplete = vi.fn();
    const { result } = renderHook(() => useBacktestRun({ onComplete }));
    await act(async () => {
      await result.current.run(run.request);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('Too many backtests');
    expect(result.current.logs).toEqual(['Stream error: HTTP 429: Too many backtests']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('reset() clears logs and results', async () => {
    stubStreamFetch(chunksOf(run.streamText, 4096));
    const { result } = renderHook(() => useBacktestRun());
    await act(async () => {
      await result.current.run(run.request);
    });
    act(() => {
      result.current.reset();
    });
    expect(result.current).toMatchObject({ status: 'idle', logs: [], results: {}, error: null });
  });
});
