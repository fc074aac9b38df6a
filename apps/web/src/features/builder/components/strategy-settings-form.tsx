import { ASSET_CLASSES, STRATEGY_TYPES, TIME_INTERVALS } from '@stratblocks/contracts';
import { TickerField } from '../../market';
import { useBuilderStore } from '../store';
import { ChoiceField } from './choice-field';
import { DateField } from './date-field';
import { NumberField } from './number-field';

/** The builder's Strategy Settings tab: general settings with the limits of spec section 5. */
export function StrategySettingsForm() {
  const settings = useBuilderStore((state) => state.generalSetting);
  const setGeneral = useBuilderStore((state) => state.setGeneral);
  const resetGeneral = useBuilderStore((state) => state.resetGeneral);
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <ChoiceField
        label="Strategy type"
        value={settings.strategyType}
        options={STRATEGY_TYPES}
        onChange={(value) => {
          setGeneral('strategyType', value);
        }}
      />
      <ChoiceField
        label="Time interval"
        value={settings.timeInterval}
        options={TIME_INTERVALS}
        onChange={(value) => {
          setGeneral('timeInterval', value);
        }}
      />
      <ChoiceField
        label="Asset class"
        value={settings.assetClass}
        options={ASSET_CLASSES}
        onChange={(value) => {
          setGeneral('assetClass', value);
        }}
      />
      <TickerField
        value={settings.tickerSymbol}
        assetClass={settings.assetClass}
        onChange={(value) => {
          setGeneral('tickerSymbol', value);
        }}
      />
      <DateField
        label="Start date"
        value={settings.startDate}
        onChange={(value) => {
          setGeneral('startDate', value);
        }}
      />
      <DateField
        label="End date"
        value={settings.endDate}
        onChange={(value) => {
          setGeneral('endDate', value);
        }}
      />
      <NumberField
        label="Initial capital"
        suffix="$"
        min={0}
        value={settings.initialCapital}
        onChange={(value) => {
          setGeneral('initialCapital', value);
        }}
      />
      <NumberField
        label="Equity used"
        suffix="%"
        min={0}
        max={100}
        step={1}
        value={settings.equityUsed}
        onChange={(value) => {
          setGeneral('equityUsed', value);
        }}
      />
      <NumberField
        label="Commission"
        suffix="%"
        min={0}
        step={0.01}
        value={settings.commission}
        onChange={(value) => {
          setGeneral('commission', value);
        }}
      />
      <NumberField
        label="Slippage"
        suffix="%"
        min={0}
        step={0.01}
        value={settings.slippage}
        onChange={(value) => {
          setGeneral('slippage', value);
        }}
      />
      <div className="sm:col-span-2">
        <button
          type="button"
          className="rounded-lg border border-slate-600 px-4 py-2 text-sm hover:bg-slate-800"
          onClick={resetGeneral}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
