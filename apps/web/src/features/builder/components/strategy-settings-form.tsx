import { ASSET_CLASSES, STRATEGY_TYPES, TIME_INTERVALS, type GeneralSetting } from '@stratblocks/contracts';
import { TickerField } from '../../market';
import { useBuilderDocument, useBuilderStore } from '../store';
import { DateField, Select } from '../../../ui';
import { NumberFields, type NumberFieldSpec } from './number-fields';
import { exportedPortfolio, isSharedPortfolio, portfolioSizingText } from '../model/portfolio';
import { PortfolioPicker } from './portfolio-picker';

/** The settings form's number fields, in order, with the limits of docs/product.md#validation-rules. */
const GENERAL_NUMBER_FIELDS: readonly NumberFieldSpec<GeneralSetting>[] = [
  { key: 'initialCapital', label: 'Initial capital', unit: '$', min: 0 },
  { key: 'equityUsed', label: 'Equity used', unit: '%', min: 0, max: 100, step: 1 },
  { key: 'commission', label: 'Commission', unit: '%', min: 0, step: 0.01 },
  { key: 'slippage', label: 'Slippage', unit: '%', min: 0, step: 0.01 },
];

/** The builder's Strategy Settings tab: general settings with the limits of docs/product.md#validation-rules. */
export function StrategySettingsForm() {
  const document = useBuilderDocument();
  const settings = document.generalSetting;
  // With 2 or more symbols the portfolio decides the ticker (docs/engine.md#10-portfolios).
  const portfolio = exportedPortfolio(document.portfolio);
  const setGeneral = useBuilderStore((state) => state.setGeneral);
  const risk = document.riskSetting;
  // A shared portfolio's sizing in words next to Equity used (docs/engine.md, "Portfolios").
  const numberFields =
    isSharedPortfolio(document.portfolio) && risk.sizingMode === 'percent'
      ? GENERAL_NUMBER_FIELDS.map((field) =>
          field.key === 'equityUsed'
            ? { ...field, hint: portfolioSizingText(settings.equityUsed, risk.maxOpenTrades) }
            : field,
        )
      : GENERAL_NUMBER_FIELDS;
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Select
        label="Strategy type"
        value={settings.strategyType}
        options={STRATEGY_TYPES}
        onChange={(value) => {
          setGeneral('strategyType', value);
        }}
      />
      <Select
        label="Time interval"
        value={settings.timeInterval}
        options={TIME_INTERVALS}
        onChange={(value) => {
          setGeneral('timeInterval', value);
        }}
      />
      <Select
        label="Asset class"
        value={settings.assetClass}
        options={ASSET_CLASSES}
        onChange={(value) => {
          setGeneral('assetClass', value);
        }}
      />
      <TickerField
        value={portfolio?.symbols[0] ?? settings.tickerSymbol}
        assetClass={settings.assetClass}
        {...(portfolio && {
          fixedNote: `A portfolio runs all ${portfolio.symbols.length} symbols below; its ticker is the first, ${portfolio.symbols[0] ?? ''}. Remove symbols to run one ticker.`,
        })}
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
      <NumberFields fields={numberFields} settings={settings} onChange={setGeneral} />
      <PortfolioPicker assetClass={settings.assetClass} />
    </form>
  );
}
