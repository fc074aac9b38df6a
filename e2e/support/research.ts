import type { Locator } from '@playwright/test';

/**
 * Adds a parameter to a sweep's form by its label and sets its From, To and Step: fields named
 * by the parameter's short name ("fast from", "SMA period (Entry long, element 1) step").
 */
export async function setRange(scope: Locator, label: string, from: number, to: number, step: number) {
  await scope.getByLabel('Add a parameter').selectOption({ label });
  const group = scope.getByRole('group', { name: label });
  for (const [part, value] of [
    ['from', from],
    ['to', to],
    ['step', step],
  ] as const) {
    const field = rangeField(group, part);
    await field.fill(String(value));
    await field.blur();
  }
}

/** One of a swept parameter's fields, within its group: "from", "to" or "step". */
export function rangeField(group: Locator, part: 'from' | 'to' | 'step'): Locator {
  return group.getByRole('spinbutton', { name: new RegExp(` ${part}$`) });
}
