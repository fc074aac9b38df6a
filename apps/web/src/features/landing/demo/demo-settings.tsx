import type { Dispatch } from 'react';
import { cn } from '../../../ui';
import { DEMO_MARKETS, DEMO_TIMEFRAME, type demoReducer, type DemoState } from './use-demo';

type DemoDispatch = Dispatch<Parameters<typeof demoReducer>[1]>;

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label}>
      <p className="mb-1.5 text-xs font-medium text-fg-muted" aria-hidden>
        {label}
      </p>
      <div className="grid grid-flow-col gap-1 rounded-lg bg-surface-2 p-1">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={value === option}
            onClick={() => {
              onChange(option);
            }}
            className={cn(
              'rounded-md px-2 py-1.5 text-sm font-medium transition-colors',
              value === option ? 'bg-bg text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DemoSettings({ state, dispatch }: { state: DemoState; dispatch: DemoDispatch }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
      <Segmented
        label="Symbol"
        options={DEMO_MARKETS.map((market) => market.id)}
        value={state.market}
        onChange={(market) => {
          dispatch({ type: 'market', market });
        }}
      />
      {/* The bundled slices are daily bars: the demo offers only what it runs. */}
      <div>
        <p className="mb-1.5 text-xs font-medium text-fg-muted">Timeframe</p>
        <p className="flex h-9 items-center rounded-lg bg-surface-2 px-3 text-sm text-fg">
          <span className="font-medium">{DEMO_TIMEFRAME}</span>
          <span className="ml-1.5 text-fg-muted">daily bars</span>
        </p>
      </div>
      <label className="text-xs font-medium text-fg-muted">
        Capital ($)
        <input
          name="capital"
          type="number"
          min={1}
          step={100}
          inputMode="numeric"
          value={Number.isFinite(state.capital) ? state.capital : ''}
          onChange={(event) => {
            dispatch({ type: 'capital', capital: Number(event.target.value) });
          }}
          className="mt-1.5 block h-9 w-full rounded-md border border-border bg-surface px-2.5 text-sm text-fg tabular focus:border-accent focus:outline-none"
        />
      </label>
    </div>
  );
}
