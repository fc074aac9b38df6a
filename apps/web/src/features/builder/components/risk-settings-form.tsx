import { SIZING_MODES, type RiskSetting } from '@stratblocks/contracts';
import type { ReactNode } from 'react';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Select } from '../../../ui';
import { NumberFields, type NumberFieldSpec } from './number-fields';

const SIZING_LABELS = { percent: 'Percent of equity', fixed: 'Fixed $ per trade' } as const;

/**
 * What a limit's value means, under its field: 0 is off (docs/engine.md, "Risk rules"), said in
 * a word first so that the field never reads as a limit of 0%.
 */
function limitHint(value: number, on: (percent: string) => string, off: string): ReactNode {
  if (!(value > 0)) {
    return (
      <>
        <strong className="font-semibold text-fg">Off</strong>. {off}
      </>
    );
  }
  return `${on(`${value}%`)} 0 turns it off.`;
}

/** The risk form's number fields, in order, with the bounds of docs/product.md#validation-rules. */
const RISK_FIELDS: readonly NumberFieldSpec<RiskSetting>[] = [
  {
    key: 'fixedPositionSize',
    label: 'Fixed position size',
    unit: '$',
    min: 0,
    enabledWhen: (risk) => risk.sizingMode === 'fixed',
  },
  { key: 'maxOpenTrades', label: 'Max open trades', min: 1, step: 1 },
  { key: 'maxTradesPerDay', label: 'Max trades per day', min: 1, step: 1 },
  {
    key: 'maxDrawdown',
    label: 'Max drawdown',
    unit: '%',
    min: 0,
    max: 100,
    hint: (risk) =>
      limitHint(
        risk.maxDrawdown,
        (percent) =>
          `Closes every trade and stops trading once equity falls more than ${percent} below its peak.`,
        'Enter a drop from the equity peak (e.g. 20) to close every trade and stop trading there.',
      ),
  },
  {
    key: 'dailyLossLimit',
    label: 'Daily loss limit',
    unit: '%',
    min: 0,
    max: 100,
    hint: (risk) =>
      limitHint(
        risk.dailyLossLimit,
        (percent) => `No new entry on a day equity falls more than ${percent} below the previous close.`,
        'Enter a daily drop (e.g. 5) to stop new entries for the rest of such a day.',
      ),
  },
  {
    key: 'riskRewardRatio',
    label: 'Risk/reward ratio',
    min: 0,
    step: 0.1,
    hint: 'Used by the Risk/Reward Ratio exit block.',
  },
];

/** Risk Management: every risk field of docs/product.md#business-constants-and-limits with the bounds of docs/product.md#validation-rules. */
export function RiskSettingsForm() {
  const risk = useBuilderDocument().riskSetting;
  const setRisk = useBuilderStore((state) => state.setRisk);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Position sizing"
        value={risk.sizingMode}
        options={SIZING_MODES.map((mode) => ({ value: mode, label: SIZING_LABELS[mode] }))}
        hint="Percent uses Equity used % of the settings; fixed uses the position size below."
        onChange={(value) => {
          setRisk('sizingMode', value);
        }}
      />
      <NumberFields fields={RISK_FIELDS} settings={risk} onChange={setRisk} />
    </div>
  );
}
