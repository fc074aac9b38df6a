import { GraduationCap, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui';
import { conditionDefinition } from './conditions';
import type { DemoState } from './use-demo';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

/** docs/product.md#business-constants-and-limits: a step whose action is done advances by itself 1.5 s later. */
export const TUTORIAL_ADVANCE_MS = 1500;

interface TutorialStep {
  title: string;
  text: string;
  /** The action that completes the step (none for the first and last). */
  done?: (state: DemoState) => boolean;
}

const entries = (state: DemoState) =>
  state.conditions.filter((condition) => conditionDefinition(condition.kind).type === 'entry').length;
const exits = (state: DemoState) =>
  state.conditions.filter((condition) => conditionDefinition(condition.kind).type === 'exit').length;

/** docs/product.md#states-and-transitions: welcome, add MA Crossover, add both exits, fill in values, run, congratulations. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: 'Welcome to the strategy demo',
    text: 'In five short steps you will build a moving-average strategy and backtest it on real market data, right here in your browser.',
  },
  {
    title: 'Add an entry condition',
    text: 'Drag MA Crossover from Entry conditions into Your strategy, or click it. It buys when a fast moving average crosses above a slow one.',
    done: (state) => entries(state) > 0,
  },
  {
    title: 'Add both exits',
    text: 'Add Take Profit and Stop Loss from Exit conditions, so that every trade has a way out, in profit or in loss.',
    done: (state) => exits(state) >= 2,
  },
  {
    title: 'Fill in the values',
    text: 'Set Fast MA to 20 and Slow MA to 50, Take Profit to 5 and Stop Loss to 2 (percent from the entry price).',
    done: (state) =>
      state.conditions.length >= 3 &&
      state.conditions.every((condition) => condition.values.every((value) => value.trim() !== '')),
  },
  {
    title: 'Run the backtest',
    text: 'Click Run Backtest. The StratBlocks engine tests your rules on six years of daily bars.',
    done: (state) => state.result !== null,
  },
  {
    title: 'Congratulations!',
    text: 'You built and backtested a strategy. Try other values or conditions, or create a free account to save strategies and use every block.',
  },
];

/** The 6-step guide over the demo: advances on its own when a step is done, or by Next Step. */
export function Tutorial({ state, onClose }: { state: DemoState; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = TUTORIAL_STEPS[step] ?? TUTORIAL_STEPS[0];
  const last = step === TUTORIAL_STEPS.length - 1;
  const stepDone = current?.done?.(state) ?? false;

  useEffect(() => {
    if (!stepDone || last) return;
    const timer = setTimeout(() => {
      setStep((value) => value + 1);
    }, TUTORIAL_ADVANCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [stepDone, last, step]);

  if (!current) return null;
  return (
    <section
      aria-label="Tutorial"
      aria-live="polite"
      data-step={step}
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-start"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-fg">
        <GraduationCap className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-accent-text tabular">
          Step {step + 1} of {TUTORIAL_STEPS.length}
        </p>
        <h3 className="mt-0.5 font-semibold">{current.title}</h3>
        <p className="mt-1 text-sm text-fg-muted">{current.text}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {last ? (
            <>
              <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'sm')}>
                Start Building Free
              </Link>
              <Button size="sm" variant="ghost" onClick={onClose}>
                Done
              </Button>
            </>
          ) : (
            <>
              <Button
                size="sm"
                onClick={() => {
                  setStep((value) => value + 1);
                }}
              >
                Next Step
              </Button>
              <Button size="sm" variant="ghost" onClick={onClose}>
                Skip tutorial
              </Button>
            </>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-label="Close tutorial"
        onClick={onClose}
        className="hidden rounded-md p-1 text-fg-subtle hover:text-fg sm:block"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
