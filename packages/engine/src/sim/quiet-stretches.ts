/**
 * The stretches of bars the quiet-bar loops marked with one formula (quiet-bars.ts), kept so that
 * the drawdown can be read off each stretch whole instead of bar by bar (metrics/drawdown.ts):
 * - flat: no trade open, every mark is the cash;
 * - one trade: every mark is cash + size x (offset + direction x close), size > 0.
 * Records are in bar order and do not overlap; bars outside them were marked some other way.
 */
export class QuietStretches {
  /** from, to (excluded), cash, size, offset, direction per record; size 0 for a flat stretch. */
  private records = new Float64Array(FIELDS * 32);
  count = 0;

  /** Empties the record for another run; returns it. */
  clear(): this {
    this.count = 0;
    return this;
  }

  flat(from: number, to: number, cash: number): void {
    this.add(from, to, cash, 0, 0, 0);
  }

  oneTrade(from: number, to: number, cash: number, size: number, offset: number, direction: number): void {
    this.add(from, to, cash, size, offset, direction);
  }

  from(record: number): number {
    return this.records[record * FIELDS] as number;
  }

  to(record: number): number {
    return this.records[record * FIELDS + 1] as number;
  }

  cash(record: number): number {
    return this.records[record * FIELDS + 2] as number;
  }

  /** 0 for a flat stretch. */
  size(record: number): number {
    return this.records[record * FIELDS + 3] as number;
  }

  offset(record: number): number {
    return this.records[record * FIELDS + 4] as number;
  }

  direction(record: number): number {
    return this.records[record * FIELDS + 5] as number;
  }

  private add(from: number, to: number, cash: number, size: number, offset: number, direction: number): void {
    if (to <= from) return;
    let records = this.records;
    const at = this.count * FIELDS;
    if (at + FIELDS > records.length) {
      records = new Float64Array(records.length * 2);
      records.set(this.records);
      this.records = records;
    }
    records[at] = from;
    records[at + 1] = to;
    records[at + 2] = cash;
    records[at + 3] = size;
    records[at + 4] = offset;
    records[at + 5] = direction;
    this.count += 1;
  }
}

const FIELDS = 6;
