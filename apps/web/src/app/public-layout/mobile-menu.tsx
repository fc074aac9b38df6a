import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The sheet (a Radix dialog) is only needed on small screens, once the menu is opened.
const MobileMenuSheet = lazy(async () => ({
  default: (await import('./mobile-menu-sheet')).MobileMenuSheet,
}));

/** Below the md breakpoint the menu moves into a sheet opened by this button. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        className="inline-flex size-9 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg md:hidden"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
