import { StrategyConfigSchema } from '@stratblocks/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StrategyColumnHead } from '../src/features/compare/components/strategy-column-head';
import { StrategyConfiguration } from '../src/features/strategies/components/strategy-configuration';
import { rulesSentence, rulesText } from '../src/lib/rules-text';

afterEach(cleanup);

/** RSI(14) below 30 enters long in Logic 1; RSI above 70 or a 5% stop loss exits. */
const config = StrategyConfigSchema.parse({
  schemaVersion: 1,
  generalSetting: { tickerSymbol: 'SPY' },
  riskSetting: {},
  entryLogicRows: [
    {
      id: 1,
      dropped: true,
      elements: [
        { name: 'RSI', type: 'comparable', properties: { period: 14, source: 'close' } },
        { name: '<', type: 'compare-operator' },
        { name: 'Number', type: 'comparable', properties: { value: 30 } },
      ],
    },
  ],
  exitLogicRows: [
    {
      id: 1,
      dropped: true,
      elements: [
        { name: 'RSI', type: 'comparable', properties: { period: 10, source: 'close' } },
        { name: '>', type: 'compare-operator' },
        { name: 'Number', type: 'comparable', properties: { value: 70 } },
      ],
    },
  ],
  entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
  exitLogic: { exit_long: { id: 1, label: 'Logic 1' }, exit_short: null },
});

// Period 14 is RSI's default and is left out; 10 is not (docs/plain-english.md#the-canonical-form).
const BUY = 'Buy when RSI < 30';
const SELL = 'Sell when RSI(10) > 70';

describe("a strategy's rules shown as text", () => {
  it('read as lines in the Rules block of the strategy page', () => {
    render(<StrategyConfiguration config={config} />);
    const rules = screen.getByRole('list', { name: 'Rules as text' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([BUY, SELL]);
  });

  it('say so when there are none', () => {
    const empty = StrategyConfigSchema.parse({
      ...config,
      entryLogic: { long: null, short: null },
      exitLogic: { exit_long: null, exit_short: null },
    });
    expect(rulesText(empty)).toEqual({ ok: true, lines: [] });
    render(<StrategyConfiguration config={empty} />);
    expect(screen.getByText('This strategy has no rules yet.')).toBeTruthy();
  });

  it("head a comparison's column, the whole rules in the tooltip", () => {
    const rules = rulesSentence(rulesText(config));
    expect(rules).toBe(`${BUY}. ${SELL}`);
    render(
      <table>
        <thead>
          <tr>
            <StrategyColumnHead
              strategy={{
                id: 1,
                state: 'ready',
                name: 'RSI swing',
                metrics: {},
                equity: null,
                portfolio: null,
                rules,
                position: 0,
              }}
            />
          </tr>
        </thead>
      </table>,
    );
    const head = screen.getByRole('columnheader');
    expect(within(head).getByTitle(`${BUY}. ${SELL}`).textContent).toBe(`${BUY}. ${SELL}`);
  });
});
