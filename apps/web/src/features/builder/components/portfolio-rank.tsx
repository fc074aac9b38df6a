import type { BlockElement, Portfolio } from '@stratblocks/contracts';

type PortfolioMode = Portfolio['mode'];
type RankOrder = NonNullable<Portfolio['rankBy']>['order'];
import { BLOCKS, findBlock, type BlockDefinition } from '@stratblocks/engine';
import { useId } from 'react';
import { Select } from '../../../ui';
import { EMPTY_PORTFOLIO } from '../model/portfolio';
import { elementFromBlock } from '../model/rows';
import { useBuilderDocument } from '../store';
import { PropertyField } from './element-inspector';
import { useSetPortfolio } from '../hooks/use-set-portfolio';

const MODES: readonly { value: PortfolioMode; label: string; hint: string }[] = [
  {
    value: 'shared',
    label: 'One account',
    hint: 'The symbols share the capital; Max open trades caps the holdings.',
  },
  { value: 'separate', label: 'Each symbol alone', hint: 'A scan: every symbol is backtested on its own.' },
];

/** The value blocks a ranking can use: the library's comparables that need no intraday bars. */
const RANK_BLOCKS = (BLOCKS as readonly BlockDefinition[]).filter(
  (block) => block.type === 'comparable' && !block.intradayOnly,
);
const NO_RANK = 'List order';

const ORDERS: readonly { value: RankOrder; label: string }[] = [
  { value: 'highest', label: 'Highest first' },
  { value: 'lowest', label: 'Lowest first' },
];

/** How a portfolio runs (one account or each symbol alone) and how it ranks entry candidates. */
export function PortfolioModeAndRank() {
  const portfolio = useBuilderDocument().portfolio ?? EMPTY_PORTFOLIO;
  const setPortfolio = useSetPortfolio();
  const groupName = useId();
  const rankBy = portfolio.rankBy;
  const rankBlock = rankBy ? findBlock(rankBy.element.name) : undefined;
  const setRankElement = (element: BlockElement) => {
    setPortfolio((current) => ({
      ...current,
      rankBy: { element, order: current.rankBy?.order ?? 'highest' },
    }));
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-fg">Run the symbols as</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name={groupName}
              value={mode.value}
              checked={portfolio.mode === mode.value}
              className="mt-1 accent-[var(--color-accent)]"
              onChange={() => {
                setPortfolio((current) => ({ ...current, mode: mode.value }));
              }}
            />
            <span>
              <span className="font-medium">{mode.label}</span>
              <span className="block text-xs text-fg-muted">{mode.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {portfolio.mode === 'shared' && (
        <>
          <Select
            label="Rank by"
            hint="Orders the entry candidates at a close when there are more than free slots."
            value={rankBy?.element.name ?? NO_RANK}
            options={[NO_RANK, ...RANK_BLOCKS.map((block) => block.name)]}
            onChange={(name) => {
              const block = findBlock(name);
              if (!block) {
                setPortfolio((current) => ({ symbols: current.symbols, mode: current.mode }));
                return;
              }
              setRankElement(elementFromBlock(block));
            }}
          />
          {rankBy && (
            <Select
              label="Rank order"
              value={rankBy.order}
              options={ORDERS}
              onChange={(order) => {
                setPortfolio((current) =>
                  current.rankBy ? { ...current, rankBy: { ...current.rankBy, order } } : current,
                );
              }}
            />
          )}
          {rankBy &&
            rankBlock?.properties.map((spec) => (
              <PropertyField
                key={spec.name}
                name={spec.name}
                spec={spec}
                value={rankPropertyValue(rankBy.element, spec.name, spec.default)}
                onChange={(value) => {
                  setRankElement({
                    ...rankBy.element,
                    properties: { ...rankBy.element.properties, [spec.name]: value },
                  });
                }}
              />
            ))}
        </>
      )}
    </div>
  );
}

function rankPropertyValue(
  element: BlockElement,
  name: string,
  fallback: number | string | boolean,
): number | string | boolean {
  const value = element.properties?.[name];
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
    ? value
    : fallback;
}
