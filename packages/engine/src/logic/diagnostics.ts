/** The four logic slots of a strategy. */
export type Slot = 'long' | 'short' | 'exit_long' | 'exit_short';

export const SLOT_LABELS: Record<Slot, string> = {
  long: 'Entry long',
  short: 'Entry short',
  exit_long: 'Exit long',
  exit_short: 'Exit short',
};

/** A problem in the strategy, located so the builder can point at it. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  message: string;
  slot?: Slot | 'settings';
  /** 1-based row id ("Logic N"). */
  row?: number;
  /** 0-based element index in the row. */
  element?: number;
  block?: string;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}

/** Where a diagnostic points, in words: "Exit long, Logic 2, element 3 (Cross Above)". */
export function locationText(location: {
  slot?: Slot | 'settings';
  row?: number;
  element?: number;
  block?: string;
}): string {
  const parts: string[] = [];
  if (location.slot && location.slot !== 'settings') parts.push(SLOT_LABELS[location.slot]);
  if (location.row !== undefined) parts.push(`Logic ${location.row}`);
  if (location.element !== undefined) {
    parts.push(`element ${location.element + 1}${location.block ? ` (${location.block})` : ''}`);
  }
  return parts.join(', ');
}
