export * from './random';
export * from './monte-carlo';
export * from './benchmark';
