import { WatchSchema, migrateStrategyConfig } from '@stratblocks/contracts';
import { z } from 'zod';

/**
 * What the Watching page shows of a watched strategy, stored beside the document when it is saved
 * (column `strategies.shape`), so that listing watches reads no strategy document
 * (docs/performance.md, "Lists read what they show").
 */
const StrategyShapeSchema = z.object({
  symbols: z.array(z.string()),
  interval: z.string(),
  portfolioMode: WatchSchema.shape.portfolio_mode,
  // Which schedule checks it (crypto's or the US close's); absent in shapes stored before it.
  assetClass: z.string().optional(),
});
export type StrategyShape = z.infer<typeof StrategyShapeSchema>;

/** The shape of a stored document, or null when it cannot be read. */
export function shapeOf(strategyConfig: unknown): StrategyShape | null {
  const migrated = migrateStrategyConfig(strategyConfig);
  if (!migrated.ok) return null;
  const { config } = migrated;
  return {
    symbols: config.portfolio?.symbols ?? [config.generalSetting.tickerSymbol],
    interval: config.generalSetting.timeInterval,
    portfolioMode: config.portfolio?.mode ?? null,
    assetClass: config.generalSetting.assetClass,
  };
}

/** The shape as read back from its column (null when absent or unreadable). */
export function parseShape(text: string | null): StrategyShape | null {
  if (!text) return null;
  try {
    const parsed = StrategyShapeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
