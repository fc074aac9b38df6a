import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { COMPARE_LIMITS, comparePath } from '../../../lib/compare-path';
import { Alert, Button, Checkbox, Dialog, DialogContent, DialogTrigger, Skeleton } from '../../../ui';
import { STRATEGY_FALLBACKS, useStrategies } from '../queries';

/** How many others can join this strategy in one comparison. */
const OTHERS_MAX = COMPARE_LIMITS.max - 1;

function Picker({ strategyId, onPicked }: { strategyId: number; onPicked: (ids: number[]) => void }) {
  const strategies = useStrategies();
  const [picked, setPicked] = useState<number[]>([]);
  const others = (strategies.data ?? []).filter((strategy) => strategy.id !== strategyId);
  const footer = (
    <Button
      disabled={picked.length === 0}
      onClick={() => {
        onPicked(picked);
      }}
    >
      <GitCompareArrows className="size-4" aria-hidden />
      Compare
    </Button>
  );
  let body;
  if (strategies.isPending) body = <Skeleton className="h-24" />;
  else if (strategies.isError)
    body = <Alert tone="error">{errorMessage(strategies.error, STRATEGY_FALLBACKS.list)}</Alert>;
  else if (others.length === 0)
    body = <p className="text-sm text-fg-muted">You have no other strategy yet: save another to compare.</p>;
  else
    body = (
      <ul className="space-y-2">
        {others.map((strategy) => {
          const checked = picked.includes(strategy.id);
          return (
            <li key={strategy.id}>
              <Checkbox
                checked={checked}
                disabled={!checked && picked.length >= OTHERS_MAX}
                onCheckedChange={(value) => {
                  setPicked((ids) =>
                    value ? [...ids, strategy.id] : ids.filter((id) => id !== strategy.id),
                  );
                }}
                label={
                  <>
                    <span className="sr-only">Select {strategy.name} for comparison</span>
                    <span aria-hidden className="text-fg">
                      {strategy.name}
                    </span>
                    {strategy.has_results ? null : (
                      <span aria-hidden className="text-fg-subtle">
                        {' '}
                        · Not Run
                      </span>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  return (
    <DialogContent
      title="Compare with..."
      description={`Pick up to ${OTHERS_MAX} of your other strategies to set beside this one.`}
      footer={footer}
    >
      {body}
    </DialogContent>
  );
}

/**
 * A strategy page's "Compare with..." (docs/comparison.md): a picker of the user's other
 * strategies, then the comparison of this one with those picked.
 */
export function CompareWithButton({ strategyId }: { strategyId: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <GitCompareArrows className="size-4" aria-hidden />
          Compare with...
        </Button>
      </DialogTrigger>
      {open ? (
        <Picker
          strategyId={strategyId}
          onPicked={(ids) => {
            setOpen(false);
            void navigate(comparePath([strategyId, ...ids]));
          }}
        />
      ) : null}
    </Dialog>
  );
}
