/** Every payload shared by the server, the web app and the CLI, as zod schemas and types. */
export * from './primitives';
export * from './errors';
export * from './strategy-config';
export * from './run-request';
export * from './backtest-results';
export * from './metric-definitions';
export * from './stream';
export * from './auth';
export * from './strategy';
export * from './user';
export * from './public';
export * from './market';
export * from './migrate';
export * from './strategy-export';
export * from './reports';
