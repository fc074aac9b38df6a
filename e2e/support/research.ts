import type { Locator } from '@playwright/test';

/** Adds a parameter to a sweep's form by its label and sets its From, To and Step. */
export async function setRange(scope: Locator, label: string, from: number, to: number, step: number) {
  await scope.getByLabel('Add a parameter').selectOption({ label });
  const group = scope.getByRole('group', { name: label });
  for (const [name, value] of [
    ['From', from],
    ['To', to],
    ['Step', step],
  ] as const) {
    const field = group.getByLabel(name, { exact: true });
    await field.fill(String(value));
    await field.blur();
  }
}
