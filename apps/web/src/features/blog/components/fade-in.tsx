import { useEffect, useRef, type ReactNode } from 'react';

/** How far above the window's bottom edge a block must come before it fades in. */
const REVEAL_MARGIN_PX = 40;

let observer: IntersectionObserver | undefined;

/**
 * One observer for every block of the page. Its first report on a block says where the block is,
 * measured with the frame the browser draws anyway: a block below the window is hidden then, and
 * shown when it scrolls in. Asking each block for its position as it mounts would make the
 * browser lay the page out again for every block (forty blocks, one long task while it hydrates).
 */
function revealObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        if (entry.isIntersecting) {
          block.dataset['visible'] = 'true';
          self.unobserve(block);
          continue;
        }
        const windowBottom = (entry.rootBounds?.bottom ?? 0) + REVEAL_MARGIN_PX;
        if (block.dataset['visible'] === 'true' && entry.boundingClientRect.top >= windowBottom) {
          block.dataset['visible'] = 'false';
        }
      }
    },
    { rootMargin: `0px 0px -${REVEAL_MARGIN_PX}px 0px` },
  );
  return observer;
}

/**
 * A block that fades in when it scrolls into view. It is rendered visible (a pre-rendered post
 * shows its text before any script runs); once mounted, a block still below the window is hidden
 * until it scrolls in. Nothing moves when motion is reduced. The block's `data-visible` attribute
 * is set on the element itself, and CSS does the rest: a post of forty blocks then costs no
 * re-render of React's while it hydrates or scrolls.
 */
export function FadeIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const blocks = revealObserver();
    blocks.observe(element);
    return () => {
      blocks.unobserve(element);
    };
  }, []);
  return (
    <div
      ref={ref}
      data-visible="true"
      className="transition-all duration-700 ease-out data-[visible=false]:translate-y-4 data-[visible=false]:opacity-0"
    >
      {children}
    </div>
  );
}
