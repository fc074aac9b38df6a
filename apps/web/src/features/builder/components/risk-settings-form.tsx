import { SIZING_MODES } from '@stratblocks/contracts';
import { useBuilderDocument, useBuilderStore } from '../store';
import { NumberField, Select } from '../../../ui';

const SIZING_LABELS = { percent: 'Percent of equity', fixed: 'Fixed $ per trade' } as const;

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
      <NumberField
        label="Fixed position size"
        unit="$"
        min={0}
        value={risk.fixedPositionSize}
        disabled={risk.sizingMode !== 'fixed'}
        onChange={(value) => {
          setRisk('fixedPositionSize', value);
        }}
      />
      <NumberField
        label="Max open trades"
        min={1}
        step={1}
        value={risk.maxOpenTrades}
        onChange={(value) => {
          setRisk('maxOpenTrades', value);
        }}
      />
      <NumberField
        label="Max trades per day"
        min={1}
        step={1}
        value={risk.maxTradesPerDay}
        onChange={(value) => {
          setRisk('maxTradesPerDay', value);
        }}
      />
      <NumberField
        label="Max drawdown"
        unit="%"
        min={0}
        max={100}
        value={risk.maxDrawdown}
        hint="Closes every trade and stops trading below this drop from the equity peak (0 turns it off)."
        onChange={(value) => {
          setRisk('maxDrawdown', value);
        }}
      />
      <NumberField
        label="Daily loss limit"
        unit="%"
        min={0}
        max={100}
        value={risk.dailyLossLimit}
        hint="No new entry on a day equity fell this much below the previous close (0 turns it off)."
        onChange={(value) => {
          setRisk('dailyLossLimit', value);
        }}
      />
      <NumberField
        label="Risk/reward ratio"
        min={0}
        step={0.1}
        value={risk.riskRewardRatio}
        hint="Used by the Risk/Reward Ratio exit block."
        onChange={(value) => {
          setRisk('riskRewardRatio', value);
        }}
      />
    </div>
  );
}
