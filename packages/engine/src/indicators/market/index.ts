import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { change, constantNumber, dayExtreme, previousField, priceField } from './price-data';

/** Market data blocks: prices, earlier prices, day extremes, changes, and the Number constant. */
export const MARKET_COMPUTATIONS = {
  Open: priceField('open'),
  High: priceField('high'),
  Low: priceField('low'),
  Close: priceField('close'),
  Volume: priceField('volume'),
  'Previous Close': previousField('close'),
  'Previous High': previousField('high'),
  'Previous Low': previousField('low'),
  'Day High': dayExtreme('high'),
  'Day Low': dayExtreme('low'),
  'Price Change %': change('close', 'percent'),
  'Price Change $': change('close', 'money'),
  'Gap %': change('open', 'percent'),
  'Gap $': change('open', 'money'),
  Number: constantNumber,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
