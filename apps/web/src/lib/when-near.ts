/** How far ahead of the window a section starts loading: a quarter of the window's height. */
const AHEAD = '25% 0px';

/**
 * Resolves when the element (or the element with this id) comes within a quarter of the window's
 * height of the visible part of the page (at once where there is no window to watch): code below
 * the fold loads when a reader heads for it, not with the first screen.
 */
export function whenNear(target: string | Element): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = typeof target === 'string' ? document.getElementById(target) : target;
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}
