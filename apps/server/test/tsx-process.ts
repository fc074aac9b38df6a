import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a TypeScript script in a Node process of its own (`node --import tsx script ...args`) and
 * resolves with the process once it prints "ready" (the worker fixtures and the queue bench's worker
 * do, once they take jobs); rejects if it exits first. `onOutput` sees each chunk of its standard
 * output; its errors go to this process's.
 */
export function startTsxProcess(
  script: string,
  args: readonly string[],
  onOutput?: (text: string) => void,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      onOutput?.(text);
      if (text.includes('ready')) resolve(child);
    });
    child.once('exit', (code) => {
      reject(new Error(`the worker process exited (${code})`));
    });
  });
}
