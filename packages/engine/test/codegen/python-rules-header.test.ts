import { describe, expect, it } from 'vitest';
import { generatePython } from '../../src/codegen/generate';
import { maCrossoverSample } from '../../src/strategy/sma-cross';
import type { StrategyInput } from '../../src/strategy/types';

describe("the Python export's header", () => {
  it('carries the rules as plain-English comment lines, one per side', () => {
    const strategy: StrategyInput = {
      ...maCrossoverSample(),
      entryLogic: {
        long: {
          elements: [
            { name: 'SMA', properties: { period: 10 } },
            { name: 'Cross Above' },
            { name: 'SMA', properties: { period: 30 } },
          ],
        },
        short: null,
      },
      exitLogic: {
        exit_long: { elements: [{ name: 'Stop Loss %', properties: { percentage: 4 } }] },
        exit_short: null,
      },
    };
    const { code } = generatePython(strategy);
    expect(code).toContain(
      '# Rules\n#   Buy when SMA(10) crosses above SMA(30)\n#   Sell when stop loss 4%\n#\n',
    );
    expect(code.indexOf('# Rules')).toBeLessThan(code.indexOf('# Settings'));
  });
});
