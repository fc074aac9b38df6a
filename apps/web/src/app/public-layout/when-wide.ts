/** Tailwind's md breakpoint, from which the bar shows its menu instead of the menu button. */
const WIDE = '(min-width: 48rem)';

/**
 * Resolves once the window is wide enough to show the desktop menu: at once on a desktop (and
 * while pre-rendering), when a narrow window is widened, never on a phone held as it is.
 */
export function whenWide(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Promise.resolve();
  const media = window.matchMedia(WIDE);
  if (media.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!media.matches) return;
      media.removeEventListener('change', onChange);
      resolve();
    };
    media.addEventListener('change', onChange);
  });
}
