import { z } from 'zod';
import { AssetClassSchema } from './strategy-config';

export const BAR_INTERVALS = ['1d', '1h'] as const;

/** One symbol the market data knows, with the span it covers. */
export const SymbolInfoSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  assetClass: AssetClassSchema,
  /** Intervals with stored bars; weekly and monthly are resampled from daily. */
  intervals: z.array(z.enum(BAR_INTERVALS)),
  first: z.string(),
  last: z.string(),
});
export type SymbolInfo = z.infer<typeof SymbolInfoSchema>;
