/**
 * The lowest and highest value of any stretch of a column in constant time (a sparse table: for
 * every bar, the extremes of the 1, 2, 4, 8, ... values from it). Built once per column and shared
 * by the runs of a parameter sweep (ColumnCache.closeExtremes); a missing (NaN) value makes every
 * stretch that contains it NaN.
 */
export class RangeExtremes {
  private readonly lows: Float64Array[];
  private readonly highs: Float64Array[];

  constructor(values: Float64Array) {
    this.lows = [Float64Array.from(values)];
    this.highs = [Float64Array.from(values)];
    for (let width = 1; width * 2 <= values.length; width *= 2) {
      const lows = this.lows.at(-1) as Float64Array;
      const highs = this.highs.at(-1) as Float64Array;
      const count = lows.length - width;
      const nextLows = new Float64Array(count);
      const nextHighs = new Float64Array(count);
      for (let index = 0; index < count; index += 1) {
        nextLows[index] = Math.min(lows[index] as number, lows[index + width] as number);
        nextHighs[index] = Math.max(highs[index] as number, highs[index + width] as number);
      }
      this.lows.push(nextLows);
      this.highs.push(nextHighs);
    }
  }

  /** The lowest value of from..to-1 (to > from). */
  min(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from);
    const lows = this.lows[level] as Float64Array;
    return Math.min(lows[from] as number, lows[to - (1 << level)] as number);
  }

  /** The highest value of from..to-1 (to > from). */
  max(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from);
    const highs = this.highs[level] as Float64Array;
    return Math.max(highs[from] as number, highs[to - (1 << level)] as number);
  }
}
