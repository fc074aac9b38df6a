import type { StrategyConfig } from '@stratblocks/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { countOf } from '../../../lib/plural';
import { formatRiskLimit } from '../../../lib/risk-limit';
import { Card, CardContent, CardHeader, cn } from '../../../ui';
import { describeLogic, type ReadableLogic } from '../describe-logic';
import { RulesCard } from './rules-card';

interface Fact {
  label: string;
  value: ReactNode;
  /** A value that wraps onto several lines (a portfolio's symbols) rather than being cut short. */
  wraps?: boolean;
}

function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex min-w-0 items-baseline justify-between gap-3 border-b border-border pb-2"
        >
          <dt className="text-sm text-fg-muted">{item.label}</dt>
          <dd
            className={cn(
              'text-right text-sm font-medium text-fg tabular',
              item.wraps ? 'min-w-0' : 'truncate',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every symbol of a portfolio, each a chip (a portfolio holds up to 50). */
function SymbolChips({ symbols }: { symbols: readonly string[] }) {
  return (
    <ul aria-label="Portfolio symbols" className="flex flex-wrap justify-end gap-1">
      {symbols.map((symbol) => (
        <li
          key={symbol}
          className="rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-fg"
        >
          {symbol}
        </li>
      ))}
    </ul>
  );
}

/** The symbols a strategy runs on: its ticker, or a portfolio's every symbol and how it holds them. */
function symbolFacts(config: StrategyConfig): Fact[] {
  const portfolio = config.portfolio;
  if (!portfolio) return [{ label: 'Ticker', value: config.generalSetting.tickerSymbol }];
  return [
    {
      label: 'Portfolio',
      value: `${countOf(portfolio.symbols.length, 'symbol')} · ${portfolio.mode === 'separate' ? 'Each symbol alone' : 'One account'}`,
    },
    { label: 'Symbols', value: <SymbolChips symbols={portfolio.symbols} />, wraps: true },
  ];
}

function LogicView({ logic }: { logic: ReadableLogic }) {
  if (logic.kind === 'none') return <span className="text-sm text-fg-subtle">None</span>;
  if (logic.kind === 'row') {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {logic.blocks.length === 0 ? (
          <span className="text-sm text-fg-subtle">{logic.label} (empty)</span>
        ) : (
          logic.blocks.map((block, index) => (
            <span
              // Blocks of a row keep their order; the same block may appear twice.
              key={`${index}-${block}`}
              className="rounded-md border border-border bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg"
            >
              {block}
            </span>
          ))
        )}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <LogicView logic={logic.left} />
      <span className="rounded-md bg-accent-soft px-1.5 py-0.5 text-xs font-semibold text-accent-text">
        {logic.name.toUpperCase()}
      </span>
      <LogicView logic={logic.right} />
    </span>
  );
}

function LogicSide({ label, logic }: { label: string; logic: ReadableLogic }) {
  return (
    <div className="flex flex-col gap-1.5 border-b border-border pb-3 last:border-b-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4">
      <dt className="w-28 shrink-0 pt-0.5 text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0">
        <LogicView logic={logic} />
      </dd>
    </div>
  );
}

/** The configuration (docs/product.md#screens-and-routes): general settings, risk, entry and exit logic, readably. */
export function StrategyConfiguration({ config }: { config: StrategyConfig }) {
  const general = config.generalSetting;
  const risk = config.riskSetting;
  const longShort = general.strategyType === 'Long/Short';
  const entryRows = config.entryLogicRows;
  const exitRows = config.exitLogicRows;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <RulesCard config={config} />
      <Card>
        <CardHeader title="General settings" />
        <CardContent>
          <Facts
            items={[
              { label: 'Strategy type', value: general.strategyType },
              { label: 'Asset class', value: general.assetClass },
              ...symbolFacts(config),
              { label: 'Interval', value: general.timeInterval },
              { label: 'Start date', value: formatDate(general.startDate) },
              { label: 'End date', value: formatDate(general.endDate) },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Risk management" />
        <CardContent>
          <Facts
            items={[
              { label: 'Initial capital', value: formatMoney(general.initialCapital) },
              {
                label: 'Position size',
                value:
                  risk.sizingMode === 'fixed'
                    ? `${formatMoney(risk.fixedPositionSize)} per trade`
                    : `${formatPercent(general.equityUsed)} of equity`,
              },
              { label: 'Commission', value: formatPercent(general.commission) },
              { label: 'Slippage', value: formatPercent(general.slippage) },
              { label: 'Max open trades', value: formatNumber(risk.maxOpenTrades, 0) },
              { label: 'Max trades per day', value: formatNumber(risk.maxTradesPerDay, 0) },
              { label: 'Max drawdown', value: formatRiskLimit(risk.maxDrawdown) },
              { label: 'Daily loss limit', value: formatRiskLimit(risk.dailyLossLimit) },
            ]}
          />
        </CardContent>
      </Card>
      <Card className="xl:col-span-2">
        <CardHeader title="Entry and exit logic" />
        <CardContent>
          <dl className="space-y-3">
            <LogicSide label="Entry long" logic={describeLogic(config.entryLogic.long, entryRows)} />
            {longShort ? (
              <LogicSide label="Entry short" logic={describeLogic(config.entryLogic.short, entryRows)} />
            ) : null}
            <LogicSide label="Exit long" logic={describeLogic(config.exitLogic.exit_long, exitRows)} />
            {longShort ? (
              <LogicSide label="Exit short" logic={describeLogic(config.exitLogic.exit_short, exitRows)} />
            ) : null}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
