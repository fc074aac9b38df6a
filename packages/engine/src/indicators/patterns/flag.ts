import type { IndicatorParams } from '../types';

/** A boolean property such as `strict`: true only when set to true (absent means the default false). */
export function flagParam(params: IndicatorParams, name: string): boolean {
  return params[name] === true;
}
