import { useEffect } from 'react';

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

export interface PageMetaProps {
  /** The page's own title; the site name is appended ("Pricing · StratBlocks"). */
  title: string;
  description?: string;
}

/**
 * Sets the document title, the meta description and the Open Graph title, description and URL of
 * the page being shown, updating index.html's tags in place (never duplicating them).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    const full = title === SITE_NAME || title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
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
