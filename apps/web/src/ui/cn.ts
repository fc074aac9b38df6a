import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names; a later Tailwind class wins over an earlier one of the same property. */
export function cn(...values: ClassValue[]): string {
  return mergeClasses(clsx(values));
}
