import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'StratBlocks';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** A page's title as the document shows it: the site name appended ("Pricing · StratBlocks"). */
export function fullPageTitle(title: string): string {
  return title === SITE_NAME || title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

export interface PageMetaProps {
  /** The page's own title; the site name is appended ("Pricing · StratBlocks"). */
  title: string;
  description?: string;
}

/**
 * Where a page's title and description go while it is pre-rendered (no document then): the build
 * writes them into the page's head. Null in the browser.
 */
export const PageMetaCollector = createContext<((meta: PageMetaProps) => void) | null>(null);

/**
 * Sets the document title, the meta description and the Open Graph title, description and URL of
 * the page being shown, updating index.html's tags in place (never duplicating them).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const collect = useContext(PageMetaCollector);
  collect?.({ title, ...(description ? { description } : {}) });
  useEffect(() => {
    const full = fullPageTitle(title);
    document.title = full;
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:url', window.location.href.split('#')[0] ?? window.location.href);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description]);
  return null;
}
