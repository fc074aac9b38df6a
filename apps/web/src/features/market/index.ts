export { TickerField, type TickerFieldProps } from './components/ticker-field';
export { describeRange } from './components/data-range';
export { marketKeys, useSymbolSearch } from './queries';
export { MyDataPage } from './components/my-data-page';
