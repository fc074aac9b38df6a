import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useResolvedTheme, type ResolvedTheme } from '../../lib/theme';

/** docs/product.md#business-constants-and-limits: the bar takes its scrolled style after 20 px. */
export const SCROLLED_AFTER_PX = 20;
/** On the landing page the bar is dark until the page is scrolled past the hero, less 150 px. */
export const HERO_MARGIN_PX = 150;

export interface TopBarStyle {
  scrolled: boolean;
  tone: ResolvedTheme;
}

/**
 * The top bar's look: scrolled or not, dark or light. Off the landing page it follows the theme;
 * on it (the page with a #hero section) it is dark over the hero and follows the theme below.
 */
export function useTopBarStyle(): TopBarStyle {
  const { pathname } = useLocation();
  const theme = useResolvedTheme();
  const [scrollY, setScrollY] = useState(0);
  const [heroHeight, setHeroHeight] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(window.scrollY);
      const hero = pathname === '/' ? document.getElementById('hero') : null;
      setHeroHeight(hero ? hero.offsetHeight : null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // The hero may mount after the bar (lazy page): look again shortly.
    const late = setTimeout(read, 400);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(late);
    };
  }, [pathname]);

  // Before the hero is measured (a pre-rendered landing page, before hydration) the page is at its top.
  const overHero = heroHeight === null ? pathname === '/' : scrollY < heroHeight - HERO_MARGIN_PX;
  return { scrolled: scrollY > SCROLLED_AFTER_PX, tone: overHero ? 'dark' : theme };
}
