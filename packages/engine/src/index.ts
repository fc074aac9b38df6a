/**
 * The StratBlocks engine: the block catalogue, indicators, the logic compiler, the simulator,
 * metrics and the Python export. Pure TypeScript: no I/O, no clock, no randomness.
 */
export * from './blocks/types';
export * from './blocks/properties';
export * from './blocks/catalogue';
export * from './data/bars';
export * from './data/csv';
export * from './data/resample';
export * from './data/session';
export * from './indicators/types';
