// Entry of a backtest worker thread: registers tsx (the workspace runs TypeScript sources), then
// loads the worker module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
