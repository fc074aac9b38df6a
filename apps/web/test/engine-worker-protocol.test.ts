import { describe, expect, it, vi } from 'vitest';
import { createEngineClient } from '../src/lib/engine-worker/client';
import { JobCancelledError, type JobSpec } from '../src/lib/engine-worker/protocol';
import type { JobHandlers } from '../src/lib/engine-worker/serve';
import { InMemoryEngineWorker } from './support/engine-worker-double';

/** A worker of two kinds: `run` doubles a number after a step the test releases, `sweep` reports progress. */
interface TestJobs {
  run: JobSpec<number, number>;
  sweep: JobSpec<{ steps: number }, string, { done: number }>;
}

function deferred() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

/** A client over in-memory workers; `workers` lists the ones it started, `gates` the pending `run` steps by request. */
function setUp(handlers?: Partial<JobHandlers<TestJobs>>) {
  const gates = new Map<number, ReturnType<typeof deferred>>();
  const seen: boolean[] = [];
  const all: JobHandlers<TestJobs> = {
    run: async (value, tools) => {
      const gate = deferred();
      gates.set(value, gate);
      await gate.done;
      seen.push(tools.cancelled());
      return value * 2;
    },
    sweep: ({ steps }, tools) => {
      for (let done = 1; done <= steps; done += 1) tools.progress({ done });
      return `${steps} steps`;
    },
    ...handlers,
  };
  const workers: InMemoryEngineWorker<TestJobs>[] = [];
  const start = vi.fn(() => {
    const worker = new InMemoryEngineWorker<TestJobs>(all);
    workers.push(worker);
    return worker;
  });
  const client = createEngineClient<TestJobs>(start, 'The test engine failed to start');
  const current = () => {
    const worker = workers.at(-1);
    if (!worker) throw new Error('No worker started');
    return worker;
  };
  return { client, start, workers, current, gates, seen };
}

/** Lets the in-memory worker's awaited steps run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the engine worker protocol and its client (lib/engine-worker)', () => {
  it('starts no worker before the first job, then one for every job after', async () => {
    const { client, start, current } = setUp();
    expect(start).not.toHaveBeenCalled();
    const first = client.run('sweep', { steps: 1 });
    const second = client.run('sweep', { steps: 2 });
    await current().release();
    await expect(Promise.all([first, second])).resolves.toEqual(['1 steps', '2 steps']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(current().received.map((message) => [message.type, message.id])).toEqual([
      ['start', 1],
      ['start', 2],
    ]);
  });

  it('answers each job by its request id, whatever order the worker finishes them in', async () => {
    const { client, current, gates } = setUp();
    const three = client.run('run', 3);
    const five = client.run('run', 5);
    const released = current().release();
    await settle();
    gates.get(5)?.release();
    await settle();
    gates.get(3)?.release();
    await released;
    expect(current().answered.map((answer) => answer.id)).toEqual([2, 1]);
    await expect(three).resolves.toBe(6);
    await expect(five).resolves.toBe(10);
  });

  it("passes each progress report to its own job's listener, before the result", async () => {
    const { client, current } = setUp();
    const events: string[] = [];
    const sweep = client
      .run('sweep', { steps: 3 }, { onProgress: ({ done }) => events.push(`progress ${done}`) })
      .then((result) => events.push(result));
    const other = client.run('sweep', { steps: 1 });
    await current().release();
    await Promise.all([sweep, other]);
    expect(events).toEqual(['progress 1', 'progress 2', 'progress 3', '3 steps']);
  });

  it("rejects with the handler's error, and names a kind the worker does not serve", async () => {
    const { client, current } = setUp({
      sweep: () => {
        throw new Error('Pick at least one parameter to sweep');
      },
    });
    const failing = client.run('sweep', { steps: 1 });
    await current().release();
    await expect(failing).rejects.toThrow('Pick at least one parameter to sweep');

    const served = new InMemoryEngineWorker<TestJobs>({
      sweep: () => 'swept',
    } as unknown as JobHandlers<TestJobs>);
    const slim = createEngineClient<TestJobs>(() => served);
    const unknown = slim.run('run', 1);
    await served.release();
    await expect(unknown).rejects.toThrow('This worker runs no run jobs');
  });

  it('cancels a job by its signal: rejected at once, the worker told, and nothing more said of it', async () => {
    const { client, current, gates, seen } = setUp();
    const controller = new AbortController();
    const job = client.run('run', 4, { signal: controller.signal });
    const kept = client.run('run', 7);
    const released = current().release();
    await settle();
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(JobCancelledError);
    expect(current().received.at(-1)).toEqual({ type: 'cancel', id: 1 });
    await current().release();
    gates.get(4)?.release();
    gates.get(7)?.release();
    await released;
    // The cancelled job's handler saw the cancel; its result was never posted; the other job's was.
    expect(seen).toEqual([true, false]);
    expect(current().answered).toEqual([{ type: 'result', id: 2, result: 14 }]);
    await expect(kept).resolves.toBe(14);
  });

  it('does not start a job whose signal is already aborted', async () => {
    const { client, start } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(client.run('run', 1, { signal: controller.signal })).rejects.toBeInstanceOf(
      JobCancelledError,
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('terminates the worker with its jobs under way, and starts a new one for the next job', async () => {
    const { client, start, workers } = setUp();
    const first = client.run('run', 1);
    const second = client.run('sweep', { steps: 2 });
    client.terminate();
    await expect(first).rejects.toBeInstanceOf(JobCancelledError);
    await expect(second).rejects.toBeInstanceOf(JobCancelledError);
    expect(workers[0]?.terminated).toBe(true);

    const next = client.run('sweep', { steps: 1 });
    expect(start).toHaveBeenCalledTimes(2);
    await workers[1]?.release();
    await expect(next).resolves.toBe('1 steps');
  });

  it("rejects every job under way when the worker fails, with the failure's words or the client's", async () => {
    const { client, start, workers } = setUp();
    const first = client.run('run', 1);
    const second = client.run('run', 2);
    workers[0]?.fail('Unexpected token in the worker script');
    await expect(first).rejects.toThrow('Unexpected token in the worker script');
    await expect(second).rejects.toThrow('Unexpected token in the worker script');
    expect(workers[0]?.terminated).toBe(true);

    const third = client.run('run', 3);
    expect(start).toHaveBeenCalledTimes(2);
    workers[1]?.fail('');
    await expect(third).rejects.toThrow('The test engine failed to start');
  });
});
