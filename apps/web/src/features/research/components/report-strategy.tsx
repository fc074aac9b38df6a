import type { StrategyConfig, StrategyRules } from '@stratblocks/contracts';
import { useMemo } from 'react';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format';
import { rulesText } from '../../../lib/rules-text';
import { formatRiskLimit } from '../../../lib/risk-limit';
import { Card, CardContent, CardHeader } from '../../../ui';

const RULE_LABELS: ReadonlyArray<{ key: keyof StrategyRules; label: string }> = [
  { key: 'entry_long', label: 'Enter long when' },
  { key: 'exit_long', label: 'Exit long when' },
  { key: 'entry_short', label: 'Enter short when' },
  { key: 'exit_short', label: 'Exit short when' },
];

/**
 * The strategy's logic in words, as the engine reads it, and its rules as plain-English lines
 * (docs/plain-english.md) that a reader can paste into the builder.
 */
export function ReportRules({ rules, config }: { rules: StrategyRules; config: StrategyConfig }) {
  const present = RULE_LABELS.filter(({ key }) => rules[key] !== null);
  const text = useMemo(() => rulesText(config), [config]);
  return (
    <Card>
      <CardHeader
        title="Rules"
        description="Signals are checked at each bar's close; orders fill at the next open."
      />
      <CardContent>
        {present.length === 0 ? (
          <p className="text-sm text-fg-muted">This strategy has no logic yet.</p>
        ) : (
          <dl className="space-y-3">
            {present.map(({ key, label }) => (
              <div key={key}>
                <dt className="text-xs font-medium text-fg-muted">{label}</dt>
                <dd className="mt-0.5 font-mono text-sm break-words text-fg">{rules[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        {text.ok && text.lines.length > 0 ? (
          <div className="mt-4 border-t border-border pt-3">
            <h3 className="text-xs font-medium text-fg-muted">As text</h3>
            <ul aria-label="Rules as text" className="mt-1 space-y-1">
              {text.lines.map((line) => (
                <li key={line} className="font-mono text-sm break-words text-fg">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The settings a reader needs to judge the results: market, window, money and costs. */
export function ReportSettings({ config }: { config: StrategyConfig }) {
  const general = config.generalSetting;
  const risk = config.riskSetting;
  const rows: Array<[string, string]> = [
    ['Symbol', `${general.tickerSymbol} (${general.assetClass})`],
    ['Interval', general.timeInterval],
    ['Period', `${formatDate(general.startDate)} to ${formatDate(general.endDate)}`],
    ['Strategy type', general.strategyType],
    ['Initial capital', formatMoney(general.initialCapital)],
    [
      'Position size',
      risk.sizingMode === 'fixed'
        ? `${formatMoney(risk.fixedPositionSize)} per trade`
        : `${formatPercent(general.equityUsed)} of equity`,
    ],
    ['Commission', `${formatPercent(general.commission)} per fill`],
    ['Slippage', `${formatPercent(general.slippage)} per fill`],
    ['Max drawdown halt', formatRiskLimit(risk.maxDrawdown)],
    ['Daily loss limit', formatRiskLimit(risk.dailyLossLimit)],
  ];
  return (
    <Card>
      <CardHeader title="Settings" />
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-border pb-1.5">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="text-right font-medium text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
