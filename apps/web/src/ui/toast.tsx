import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { useResolvedTheme } from '../lib/theme';
import { requireToaster } from './toaster-slot';

/** docs/product.md#business-constants-and-limits: toasts and success messages last 3 s. */
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
      // Raised by --toast-bottom-clearance where a bar is fixed at the bottom of the screen
      // (src/styles.css), so that no toast covers its buttons.
      offset={{ bottom: 'calc(24px + var(--toast-bottom-clearance, 0px))' }}
      mobileOffset={{ bottom: 'calc(16px + var(--toast-bottom-clearance, 0px))' }}
      richColors
      toastOptions={{ classNames: { toast: 'font-sans text-sm' } }}
    />
  );
}

type Message = Parameters<typeof sonnerToast.success>[0];
type Options = Parameters<typeof sonnerToast.success>[1];

/**
 * The app's toasts: `toast.success(...)` and `toast.error(...)` of sonner, which also mount the
 * host the first time (sonner replays a toast shown before its host subscribed).
 */
export const toast = {
  success: (message: Message, options?: Options) => {
    requireToaster();
    return sonnerToast.success(message, options);
  },
  error: (message: Message, options?: Options) => {
    requireToaster();
    return sonnerToast.error(message, options);
  },
};
