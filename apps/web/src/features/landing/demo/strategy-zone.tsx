import { MousePointerClick, X } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { cn } from '../../../ui';
import { CONDITION_DRAG_TYPE } from './condition-palette';
import { CONDITIONS, conditionDefinition, type ConditionKind, type DroppedCondition } from './conditions';
import type { demoReducer } from './use-demo';

type DemoDispatch = Dispatch<Parameters<typeof demoReducer>[1]>;

function isConditionKind(value: string): value is ConditionKind {
  return CONDITIONS.some((condition) => condition.kind === value);
}

/** Where conditions are dropped: each with its fields, removable one by one. */
export function StrategyZone({
  conditions,
  dispatch,
}: {
  conditions: readonly DroppedCondition[];
  dispatch: DemoDispatch;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      role="group"
      aria-label="Your strategy"
      data-testid="strategy-zone"
      onDragOver={(event) => {
        const types = event.dataTransfer.types;
        if (!types.includes(CONDITION_DRAG_TYPE) && !types.includes('text/plain')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const kind =
          event.dataTransfer.getData(CONDITION_DRAG_TYPE) || event.dataTransfer.getData('text/plain');
        if (isConditionKind(kind)) dispatch({ type: 'add', kind });
      }}
      className={cn(
        'min-h-64 rounded-xl border-2 border-dashed p-3 transition-colors',
        over ? 'border-accent bg-accent-soft/50' : 'border-border bg-surface-2/40',
      )}
    >
      {conditions.length === 0 ? (
        <div className="flex h-full min-h-56 flex-col items-center justify-center gap-2 px-4 text-center text-sm text-fg-muted">
          <MousePointerClick className="size-6 text-fg-subtle" aria-hidden />
          <p className="font-medium text-fg">Drag conditions here</p>
          <p>or click one on the left. You need at least one entry and one exit.</p>
        </div>
      ) : (
        <ul className="space-y-2.5">
          {conditions.map((condition) => {
            const definition = conditionDefinition(condition.kind);
            const entry = definition.type === 'entry';
            return (
              <li
                key={condition.id}
                data-testid="dropped-condition"
                className={cn(
                  'rounded-lg border border-l-4 border-border bg-bg p-3 shadow-sm',
                  entry ? 'border-l-gain' : 'border-l-loss',
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold">
                      {definition.name}{' '}
                      <span className={cn('ml-1 text-xs font-medium', entry ? 'text-gain' : 'text-loss')}>
                        {entry ? 'Entry' : 'Exit'}
                      </span>
                    </p>
                    <p className="mt-0.5 text-xs text-fg-muted">{definition.describe(condition.values)}</p>
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove ${definition.name}`}
                    onClick={() => {
                      dispatch({ type: 'remove', id: condition.id });
                    }}
                    className="rounded-md p-1 text-fg-subtle hover:bg-surface-2 hover:text-fg"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  {definition.fields.map((field, index) => (
                    <label key={field.label} className="text-xs font-medium text-fg-muted">
                      {field.label}
                      <input
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        aria-label={`${definition.name} ${field.label}`}
                        value={condition.values[index] ?? ''}
                        onChange={(event) => {
                          dispatch({
                            type: 'value',
                            id: condition.id,
                            field: index,
                            value: event.target.value,
                          });
                        }}
                        className="mt-1 block h-9 w-full rounded-md border border-border bg-surface px-2.5 text-sm text-fg tabular focus:border-accent focus:outline-none"
                      />
                    </label>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
