/** TA-Lib's TA_IS_ZERO: |value| < 1e-14 counts as zero (used to skip divisions as TA-Lib does). */
export function isTalibZero(value: number): boolean {
  return value > -1e-14 && value < 1e-14;
}
