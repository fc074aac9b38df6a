import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBarsCsv } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import { DEMO_SYMBOLS, readDemoSlice } from '../src/lib/demo-bars';

const slice = (symbol: string) =>
  readFileSync(join(import.meta.dirname, '..', 'public', 'demo-data', `${symbol}.csv`), 'utf8');

describe('the bundled slices reader (lib/demo-bars.ts)', () => {
  it.each(DEMO_SYMBOLS)("reads the %s slice as the engine's CSV reader does", (symbol) => {
    const text = slice(symbol);
    const full = parseBarsCsv(text, symbol);
    if (!full.ok) throw new Error(full.message);
    expect(full.series.times.length).toBeGreaterThan(1000);
    expect(readDemoSlice(text, symbol)).toEqual(full.series);
  });

  it('refuses a file of another form, naming the line it cannot read', () => {
    expect(() => readDemoSlice('Date,Close\n2024-01-02,1\n', 'AAPL')).toThrow(
      'The AAPL data has no date,open,high,low,close,volume header',
    );
    const text = 'date,open,high,low,close,volume\n2024-01-02,1,2,0.5,1.5,100\n2024-01-03,1,2,x,1.5,100\n';
    expect(() => readDemoSlice(text, 'AAPL')).toThrow('The AAPL data is unreadable at line 3');
    expect(() => readDemoSlice(text.replace('2024-01-03', '01/03/2024'), 'AAPL')).toThrow('line 3');
    expect(() => readDemoSlice(text.replace(',100\n2024-01-03', '\n2024-01-03'), 'AAPL')).toThrow('line 2');
  });
});
