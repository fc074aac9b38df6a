import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroups, conflictingClassGroups, orderSensitiveModifiers } from './class-groups';

/** tailwind-merge's algorithm over our class groups (./class-groups.ts), not its full default config. */
export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers,
}));

/** Joins class names; a later Tailwind class wins over an earlier one of the same property. */
export function cn(...values: ClassValue[]): string {
  return mergeClasses(clsx(values));
}
