import { Plus } from 'lucide-react';
import { cn } from '../../../ui';
import { CONDITIONS, type ConditionKind } from './conditions';

/** The drag type the strategy zone accepts. */
export const CONDITION_DRAG_TYPE = 'application/x-stratblocks-demo-condition';

/** The conditions to drag into the strategy (or click: the keyboard and touch way). */
export function ConditionPalette({ onAdd }: { onAdd: (kind: ConditionKind) => void }) {
  return (
    <div className="space-y-5">
      {(['entry', 'exit'] as const).map((type) => (
        <div key={type}>
          <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            <span
              className={cn('size-2 rounded-full', type === 'entry' ? 'bg-gain' : 'bg-loss')}
              aria-hidden
            />
            {type === 'entry' ? 'Entry conditions' : 'Exit conditions'}
          </h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {CONDITIONS.filter((condition) => condition.type === type).map((condition) => (
              <li key={condition.kind}>
                <button
                  type="button"
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(CONDITION_DRAG_TYPE, condition.kind);
                    event.dataTransfer.setData('text/plain', condition.kind);
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => {
                    onAdd(condition.kind);
                  }}
                  aria-label={`Add ${condition.name}`}
                  data-condition={condition.kind}
                  className={cn(
                    'group flex w-full cursor-grab items-center gap-3 rounded-lg border bg-bg px-3 py-2.5 text-left text-sm font-medium transition-colors active:cursor-grabbing',
                    type === 'entry'
                      ? 'border-gain/30 hover:border-gain hover:bg-gain-soft'
                      : 'border-loss/30 hover:border-loss hover:bg-loss-soft',
                  )}
                >
                  <span className="min-w-0 flex-1 truncate">{condition.name}</span>
                  <Plus className="size-4 text-fg-subtle group-hover:text-fg" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
