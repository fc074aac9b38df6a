/** Market data from files: the bundled dataset and its loader. */
export * from './errors';
export * from './types';
export * from './symbols';
export * from './symbol-names';
export * from './bundled';
