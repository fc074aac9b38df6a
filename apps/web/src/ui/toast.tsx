import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { useResolvedTheme } from '../lib/theme';
import { requireToaster } from './toaster-slot';

// Whatever imports `toast` can show one: the app mounts the host now (its code is this module).
requireToaster();

/** Spec section 9: toasts and success messages last 3 s. */
export const TOAST_DURATION_MS = 3000;

/** Where toasts appear; mount once. Call `toast.success(...)` / `toast.error(...)` from sonner. */
export function Toaster() {
  const theme = useResolvedTheme();
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: 'font-sans text-sm' } }}
    />
  );
}

/** sonner's `toast` (`toast.success(...)`, `toast.error(...)`), from this module so that using it mounts the host. */
export const toast = sonnerToast;
