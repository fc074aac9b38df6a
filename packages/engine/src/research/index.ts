export * from './random';
export * from './monte-carlo';
export * from './benchmark';
export * from './parameters';
export * from './sweep';
export * from './walk-forward';
export * from './parameter-study';
export * from './study-bars';
