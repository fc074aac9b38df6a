import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The address's ?start= (the dashboard's Create Strategy): 'blank' or 'template'. */
export type StartChoice = 'blank' | 'template';

export function readStartChoice(value: string | null): StartChoice | null {
  return value === 'blank' || value === 'template' ? value : null;
}

/**
 * Acts on ?start= once the builder is loaded: 'template' opens the templates ('blank' is the
 * loader's), then the choice leaves the address, so that a reload does not make it again.
 */
export function useStartChoice(loading: boolean, openTemplates: () => void): void {
  const [params, setParams] = useSearchParams();
  const start = readStartChoice(params.get('start'));
  useEffect(() => {
    if (loading || !params.has('start')) return;
    if (start === 'template') openTemplates();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('start');
        return next;
      },
      { replace: true },
    );
  }, [loading, params, start, setParams, openTemplates]);
}
