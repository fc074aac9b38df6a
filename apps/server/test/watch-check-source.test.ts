import { describe, expect, it } from 'vitest';
import { sourceOf } from '../src/services/watches/watch-checker';

const yahoo = (symbol: string, when: string) =>
  `Data: ${symbol} from Yahoo Finance (split- and dividend-adjusted), ${when} at 2026-12-03T22:31:09.114Z`;

describe("a watch's last check names where its bars came from", () => {
  it('keeps the one note of a single symbol as the data service wrote it', () => {
    expect(sourceOf([yahoo('SPY', 'fetched'), 'Window: 2023-01-03 to 2026-12-03'], false)).toBe(
      yahoo('SPY', 'fetched'),
    );
  });

  it("groups a portfolio's symbols by source in one line, each warning once", () => {
    const unreachable = 'Yahoo Finance is unreachable: using the bundled dataset';
    expect(
      sourceOf(
        [
          yahoo('SPY', 'cached'),
          yahoo('QQQ', 'fetched'),
          unreachable,
          'Data: XLE from the bundled dataset',
          unreachable,
          'Data: XLK from the bundled dataset',
        ],
        true,
      ),
    ).toBe(
      `${unreachable} Data: SPY, QQQ from Yahoo Finance (split- and dividend-adjusted). Data: XLE, XLK from the bundled dataset.`,
    );
  });
});
