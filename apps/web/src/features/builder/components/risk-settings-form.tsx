import { SIZING_MODES, type RiskSetting } from '@stratblocks/contracts';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Select } from '../../../ui';
import { NumberFields, type NumberFieldSpec } from './number-fields';

const SIZING_LABELS = { percent: 'Percent of equity', fixed: 'Fixed $ per trade' } as const;

/** The risk form's number fields, in order, with the bounds of spec section 5. */
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
    hint: 'Closes every trade and stops trading below this drop from the equity peak (0 turns it off).',
  },
  {
    key: 'dailyLossLimit',
    label: 'Daily loss limit',
    unit: '%',
    min: 0,
    max: 100,
    hint: 'No new entry on a day equity fell this much below the previous close (0 turns it off).',
  },
  {
    key: 'riskRewardRatio',
    label: 'Risk/reward ratio',
    min: 0,
    step: 0.1,
    hint: 'Used by the Risk/Reward Ratio exit block.',
  },
];

/** Risk Management: every risk field of spec section 9 with the bounds of section 5. */
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
