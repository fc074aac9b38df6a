/** The public menu (spec section 2): Features, About, Blog, Pricing, and More with Contact and FAQ. */
export const PRIMARY_LINKS = [
  { label: 'Features', to: '/#features' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Pricing', to: '/pricing' },
] as const;

export const MORE_LINKS = [
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/#faq' },
] as const;
