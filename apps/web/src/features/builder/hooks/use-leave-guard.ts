import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useBuilderStore } from '../store';

/** Leaving with unsaved changes asks first: in-app navigation and closing or reloading the tab. */
export function useLeaveGuard() {
  const dirty = useBuilderStore((state) => state.history.present !== state.savedDocument);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
  return blocker;
}
