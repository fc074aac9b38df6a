import { Toaster as SonnerToaster } from 'sonner';
import { useResolvedTheme } from '../lib/theme';

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

export { toast } from 'sonner';
