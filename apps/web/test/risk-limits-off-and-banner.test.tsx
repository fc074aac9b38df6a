import { StrategyConfigSchema } from '@stratblocks/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RiskRulesBanner, readRiskNotices } from '../src/features/backtests';
import { RiskSettingsForm } from '../src/features/builder/components/risk-settings-form';
import { emptyDocument } from '../src/features/builder/model/document';
import { STRATEGY_TEMPLATES } from '../src/features/builder/model/templates';
import { useBuilderStore } from '../src/features/builder/store';
import { StrategyConfiguration } from '../src/features/strategies/components/strategy-configuration';
import { formatRiskLimit } from '../src/lib/risk-limit';

afterEach(cleanup);

/** What a field's aria-describedby reads out. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('risk limits that are off', () => {
  it('are off in a new strategy and in every template', () => {
    expect(emptyDocument().riskSetting).toMatchObject({ maxDrawdown: 0, dailyLossLimit: 0 });
    for (const template of STRATEGY_TEMPLATES) {
      expect(template.build().riskSetting, template.name).toMatchObject({
        maxDrawdown: 0,
        dailyLossLimit: 0,
      });
    }
  });

  it('read "Off" rather than 0.00%, and a set limit as its percentage', () => {
    expect(formatRiskLimit(0)).toBe('Off');
    expect(formatRiskLimit(20)).toBe('20.00%');
  });

  it('read "Off" on a strategy’s configuration', () => {
    const config = StrategyConfigSchema.parse({
      schemaVersion: 1,
      generalSetting: {},
      entryLogic: { long: null, short: null },
      exitLogic: {},
      riskSetting: { maxDrawdown: 0, dailyLossLimit: 2.5 },
      entryLogicRows: [],
      exitLogicRows: [],
    });
    render(<StrategyConfiguration config={config} />);
    const drawdown = screen.getByText('Max drawdown').closest('div');
    expect(drawdown?.textContent).toBe('Max drawdownOff');
    expect(screen.getByText('Daily loss limit').closest('div')?.textContent).toBe('Daily loss limit2.50%');
  });

  describe('in the risk settings form', () => {
    beforeEach(() => {
      useBuilderStore.getState().load(emptyDocument(), null);
    });

    it('say "Off" next to a limit of 0, and what a set limit does', () => {
      render(<RiskSettingsForm />);
      const drawdown = screen.getByRole('spinbutton', { name: /^Max drawdown ?\(%\)$/ });
      expect((drawdown as HTMLInputElement).value).toBe('0');
      expect(description(drawdown)).toMatch(/^Off\./);
      expect(description(screen.getByRole('spinbutton', { name: /^Daily loss limit ?\(%\)$/ }))).toMatch(
        /^Off\./,
      );
      cleanup();
      useBuilderStore.getState().setRisk('maxDrawdown', 20);
      render(<RiskSettingsForm />);
      expect(description(screen.getByRole('spinbutton', { name: /^Max drawdown ?\(%\)$/ }))).toBe(
        'Closes every trade and stops trading once equity falls more than 20% below its peak. 0 turns it off.',
      );
    });
  });
});

describe('the banner at the top of a run’s results', () => {
  const halted = {
    risk_events: [
      { date: '2021-03-04', kind: 'daily_loss_limit' },
      { date: '2021-05-12', kind: 'daily_loss_limit' },
      { date: '2022-09-30', kind: 'max_drawdown_halt' },
    ],
    risk_summary: {
      max_drawdown: 20,
      daily_loss_limit: 5,
      max_open_trades: 5,
      max_trades_per_day: 10,
      skipped_entries: [
        { reason: 'cash', count: 7, first_date: '2020-02-03' },
        { reason: 'max_open_trades', count: 1, first_date: '2020-04-01' },
      ],
    },
  };

  it('says when the drawdown halted the run, by which rule, and what else the rules did', () => {
    expect(readRiskNotices(halted).map((notice) => notice.text)).toEqual([
      'Trading halted on 2022-09-30: equity fell more than 20% below its peak (max drawdown limit). Every open trade closed at the next open and nothing more was entered.',
      'New entries blocked on 2 days, the first on 2021-03-04: equity fell more than 5% in a day (daily loss limit).',
      '7 entries skipped for lack of cash, the first on 2020-02-03: the cash left could not buy one unit (equity used per trade).',
      '1 entry skipped for lack of a free slot, the first on 2020-04-01: 5 trades were already open (max open trades).',
    ]);
  });

  it('tells a halt saved before the limits were reported, without a limit', () => {
    const [notice] = readRiskNotices({ risk_events: [{ date: '2022-09-30', kind: 'max_drawdown_halt' }] });
    expect(notice?.text).toMatch(
      /^Trading halted on 2022-09-30: equity fell more than the limit below its peak/,
    );
  });

  it('is a status region with its heading, and nothing when no rule acted', () => {
    render(<RiskRulesBanner chart={halted} />);
    const banner = screen.getByRole('status', { name: 'Risk rules changed this run' });
    expect(within(banner).getAllByRole('listitem')).toHaveLength(4);
    cleanup();
    const quiet = {
      ...halted,
      risk_events: [],
      risk_summary: { ...halted.risk_summary, skipped_entries: [] },
    };
    render(<RiskRulesBanner chart={quiet} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
