import { PortfolioBreakdownSchema, type PortfolioBreakdown } from '@stratblocks/contracts';

export type SharedBreakdown = Extract<PortfolioBreakdown, { mode: 'shared' }>;
export type ScanBreakdown = Extract<PortfolioBreakdown, { mode: 'separate' }>;

/** A run's or a saved result's `portfolio` part, or null when it is absent or does not read. */
export function readPortfolio(value: unknown): PortfolioBreakdown | null {
  if (value === undefined || value === null) return null;
  const parsed = PortfolioBreakdownSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
