import { useEffect, useRef } from 'react';

/**
 * Calls `onResult` once per completed result (a new result object), not on every render: the
 * caller's callback may change identity each render without re-firing.
 */
export function useCompletedResult<Result>(
  result: Result | null,
  onResult: ((result: Result) => void) | undefined,
): void {
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  const reported = useRef<Result | null>(null);
  useEffect(() => {
    if (result === null || result === reported.current) return;
    reported.current = result;
    callback.current?.(result);
  }, [result]);
}
