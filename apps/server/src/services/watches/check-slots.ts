import type { StrategyConfig, WatchDecision } from '@stratblocks/contracts';
import { nextDue, type ScheduleSlot } from '../../infra/check-scheduler';

/**
 * When checks run (UTC): US stocks, ETFs, indices and forex at 22:30 on weekdays, after New
 * York's 16:00 close (17:30 or 18:30 there) once Yahoo's bar of the day is final; crypto at
 * 00:30 every day, after the UTC day's bar closed at midnight.
 */
export const WATCH_CHECK_SLOTS: readonly ScheduleSlot[] = [
  { name: 'us-close', pattern: '30 22 * * 1-5' },
  { name: 'crypto', pattern: '30 0 * * *' },
];

/** The schedule slot that checks a strategy: crypto's, or the US close's. */
export function slotOf(config: StrategyConfig): string {
  return slotOfAssetClass(config.generalSetting.assetClass);
}

/** The schedule slot of a strategy's asset class. */
export function slotOfAssetClass(assetClass: string | undefined): string {
  return assetClass === 'Cryptocurrency' ? 'crypto' : 'us-close';
}

/** When the next scheduled check of a strategy runs after `now`. */
export function nextCheckOf(assetClass: string | undefined, now: Date): Date {
  const name = slotOfAssetClass(assetClass);
  const slot = WATCH_CHECK_SLOTS.find((each) => each.name === name) ?? WATCH_CHECK_SLOTS[0];
  return nextDue(slot?.pattern ?? '30 22 * * 1-5', now);
}

/** The title of an alert's notification and email. */
export function alertTitle(strategyName: string, decision: WatchDecision): string {
  const what = `${decision.kind === 'entry' ? 'Entry' : 'Exit'} ${decision.side}`;
  return `${strategyName}: ${what} on ${decision.symbol}`;
}
