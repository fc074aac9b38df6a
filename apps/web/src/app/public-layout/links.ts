/**
 * The public menu (docs/product.md#screens-and-routes): Features, About, Blog, Pricing, and More with the public help
 * (Docs, Quick Start), Contact and FAQ.
 */
export const PRIMARY_LINKS = [
  { label: 'Features', to: '/#features' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Pricing', to: '/pricing' },
] as const;

export const MORE_LINKS = [
  { label: 'Docs', to: '/docs' },
  { label: 'Quick Start', to: '/quick-start' },
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/#faq' },
] as const;
