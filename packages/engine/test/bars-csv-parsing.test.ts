import { describe, expect, it } from 'vitest';
import { parseBarsCsv } from '../src/index';
import { parseBarTime } from '../src/data/csv';

const GOOD = `date,open,high,low,close,volume
2024-01-02,10,11,9,10.5,1000
2024-01-03,10.5,12,10,11.5,2000
`;

function failure(text: string) {
  const result = parseBarsCsv(text, 'TEST');
  if (result.ok) throw new Error('expected the file to be refused');
  return { line: result.line, message: result.message };
}

describe('parsing OHLCV CSV', () => {
  it('reads rows into columns', () => {
    const result = parseBarsCsv(GOOD, 'TEST');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.series.times).toEqual(['2024-01-02', '2024-01-03']);
    expect([...result.series.close]).toEqual([10.5, 11.5]);
    expect([...result.series.volume]).toEqual([1000, 2000]);
    expect(result.series.interval).toBe('1d');
  });

  it('accepts common header variants, quoted numbers and US dates', () => {
    const text = `\uFEFFDate,Open,High,Low,Adj Close,Vol.
"01/05/2024","1,000.5",1010,990,1005,7
`;
    const result = parseBarsCsv(text, 'TEST');
    expect(result.ok && [result.series.times[0], result.series.open[0], result.series.close[0]]).toEqual([
      '2024-01-05',
      1000.5,
      1005,
    ]);
  });

  it('treats a missing volume column as zero volume', () => {
    const result = parseBarsCsv('date,open,high,low,close\n2024-01-02,1,2,0.5,1.5\n', 'FX');
    expect(result.ok && [...result.series.volume]).toEqual([0]);
  });

  it('reads intraday times with their offset', () => {
    const result = parseBarsCsv(
      'date,open,high,low,close,volume\n2020-03-16T09:30:00-04:00,1,2,0.5,1.5,3\n',
      'X',
    );
    expect(result.ok && [result.series.interval, result.series.times[0]]).toEqual([
      '1h',
      '2020-03-16T09:30:00-04:00',
    ]);
  });

  it('names the missing columns', () => {
    expect(failure('date,open,close\n2024-01-02,1,2\n')).toEqual({
      line: 1,
      message: expect.stringContaining('Missing columns: high, low') as string,
    });
  });

  it('refuses an empty file and a file with no rows', () => {
    expect(failure('').message).toBe('The file is empty');
    expect(failure('date,open,high,low,close,volume\n').message).toBe('The file has no data rows');
  });

  it('names the first line with an unreadable date', () => {
    expect(failure(`${GOOD}2024-13-01,1,2,0.5,1,1\n`)).toEqual({
      line: 4,
      message: 'Unreadable date "2024-13-01"',
    });
  });

  it('refuses high below low at its line', () => {
    expect(failure('date,open,high,low,close,volume\n2024-01-02,1,0.5,2,1,1\n')).toEqual({
      line: 2,
      message: 'High (0.5) is below low (2)',
    });
  });

  it('refuses duplicate and unsorted dates', () => {
    expect(failure(`${GOOD}2024-01-03,1,2,0.5,1,1\n`).message).toBe('Duplicate date 2024-01-03');
    expect(failure(`${GOOD}2024-01-01,1,2,0.5,1,1\n`)).toEqual({
      line: 4,
      message: 'Dates are not in ascending order (2024-01-01 after 2024-01-03)',
    });
  });

  it('refuses prices that are not positive numbers', () => {
    expect(failure('date,open,high,low,close\n2024-01-02,abc,2,0.5,1\n').message).toBe(
      'Unreadable open price',
    );
    expect(failure('date,open,high,low,close\n2024-01-02,1,2,0,1\n').message).toBe(
      'The low price must be above 0',
    );
  });
});

describe('reading bar times', () => {
  it('rejects impossible calendar dates', () => {
    expect(parseBarTime('2023-02-29')).toBeNull();
    expect(parseBarTime('2024-02-29')).toBe('2024-02-29');
    expect(parseBarTime('2024/3/7')).toBe('2024-03-07');
  });
});
