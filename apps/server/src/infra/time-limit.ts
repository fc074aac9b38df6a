/**
 * A time limit in the words of the messages that report it: whole seconds as the settings give
 * them ("1 second", "30 seconds"), a shorter limit to a tenth ("0.3 seconds"), never "0 seconds".
 */
export function timeLimitText(limitMs: number): string {
  const seconds =
    limitMs >= 1000 ? Math.round(limitMs / 1000) : Math.max(0.1, Math.round(limitMs / 100) / 10);
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
