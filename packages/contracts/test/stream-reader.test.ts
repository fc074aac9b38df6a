import { describe, expect, it } from 'vitest';
import { StreamReader, formatStreamLine, formatStreamPart } from '../src/index';

describe('reading the backtest stream', () => {
  const stream =
    formatStreamLine('Loading SPY 1 Day bars') +
    formatStreamLine('Running 1258 bars') +
    formatStreamPart('chart', '{"dates":["2024-01-02"]}') +
    formatStreamPart('metrics', '{"sharpe_ratio":1.2}') +
    formatStreamPart('trades', '[]') +
    formatStreamLine('Done');

  it('collects log lines and the JSON text of each part', () => {
    const reader = new StreamReader();
    reader.push(stream);
    reader.end();
    expect(reader.state.logs).toEqual(['Loading SPY 1 Day bars', 'Running 1258 bars', 'Done']);
    expect(JSON.parse(reader.state.parts.chart ?? 'null')).toEqual({ dates: ['2024-01-02'] });
    expect(JSON.parse(reader.state.parts.metrics ?? 'null')).toEqual({ sharpe_ratio: 1.2 });
    expect(reader.state.parts.trades).toBe('[]');
  });

  it('gives the same result whatever the chunk boundaries', () => {
    const whole = new StreamReader();
    whole.push(stream);
    for (const size of [1, 3, 7, 64]) {
      const reader = new StreamReader();
      for (let index = 0; index < stream.length; index += size)
        reader.push(stream.slice(index, index + size));
      reader.end();
      expect(reader.state).toEqual(whole.state);
    }
  });

  it('writes blocks as "data: " lines separated by blank lines', () => {
    expect(formatStreamPart('trades', '[]')).toBe(
      'data: TRADES_DATA_START\n\ndata: []\n\ndata: TRADES_DATA_END\n\n',
    );
  });
});
