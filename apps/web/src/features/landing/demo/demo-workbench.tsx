import { GraduationCap, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui';
import { ConditionPalette } from './condition-palette';
import { DemoResultView } from './demo-result';
import { DemoSettings } from './demo-settings';
import { StrategyZone } from './strategy-zone';
import { Tutorial } from './tutorial';
import { useDemo } from './use-demo';

/** The demo itself (loaded after the first screen): palette, strategy, settings, run, results, tutorial. */
export default function DemoWorkbench() {
  const { state, dispatch, run, clear } = useDemo();
  const [tutorialOpen, setTutorialOpen] = useState(true);
  return (
    <div className="mt-12 rounded-2xl border border-border bg-bg p-4 shadow-sm sm:p-6">
      {tutorialOpen ? (
        <div className="mb-5">
          <Tutorial
            state={state}
            onClose={() => {
              setTutorialOpen(false);
            }}
          />
        </div>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="mb-4"
          onClick={() => {
            setTutorialOpen(true);
          }}
        >
          <GraduationCap className="size-4" aria-hidden /> Show tutorial
        </Button>
      )}
      <div className="grid gap-6 lg:grid-cols-[220px_minmax(0,1fr)_300px]">
        <ConditionPalette
          onAdd={(kind) => {
            dispatch({ type: 'add', kind });
          }}
        />
        <div className="min-w-0">
          <div className="mb-2 flex items-center justify-between">
            <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">Your strategy</h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={clear}
              disabled={state.conditions.length === 0 && !state.result}
            >
              <Trash2 className="size-4" aria-hidden /> Clear All
            </Button>
          </div>
          <StrategyZone conditions={state.conditions} dispatch={dispatch} />
        </div>
        <div className="min-w-0 space-y-4">
          <DemoSettings state={state} dispatch={dispatch} />
          <Button
            className="w-full"
            size="lg"
            onClick={() => void run()}
            loading={state.running}
            disabled={state.running}
          >
            {state.running ? (
              'Running...'
            ) : (
              <>
                <Play className="size-4" aria-hidden /> Run Backtest
              </>
            )}
          </Button>
          {state.error ? (
            <p
              role="alert"
              className="rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning"
            >
              {state.error}
            </p>
          ) : null}
        </div>
      </div>
      {state.result ? (
        <div className="mt-6">
          <DemoResultView result={state.result} />
        </div>
      ) : null}
    </div>
  );
}
