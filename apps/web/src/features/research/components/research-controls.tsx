import { SWEEP_OBJECTIVE_NAMES, SWEEP_OBJECTIVES, type SweepObjective } from '@stratblocks/engine';
import { Play, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Select } from '../../../ui';

const OBJECTIVE_OPTIONS = SWEEP_OBJECTIVE_NAMES.map((name) => ({
  value: name,
  label: SWEEP_OBJECTIVES[name].label,
}));

/** The objective a sweep ranks its combinations by (Optimise, Walk-forward). */
export function ObjectiveSelect(props: {
  label: string;
  value: SweepObjective;
  disabled: boolean;
  onChange: (objective: SweepObjective) => void;
}) {
  return <Select {...props} options={OBJECTIVE_OPTIONS} className="w-56" />;
}

/** A research panel's Run button, which becomes Cancel while its job runs. */
export function RunOrCancelButton(props: {
  running: boolean;
  onRun: () => void;
  onCancel: () => void;
  runDisabled: boolean;
  children: ReactNode;
}) {
  return props.running ? (
    <Button variant="outline" onClick={props.onCancel}>
      <Square className="size-4" aria-hidden />
      Cancel
    </Button>
  ) : (
    <Button onClick={props.onRun} disabled={props.runDisabled}>
      <Play className="size-4" aria-hidden />
      {props.children}
    </Button>
  );
}
