import { useEffect, useRef, type ReactNode } from 'react';

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
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset['visible'] = 'false';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset['visible'] = 'true';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
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
