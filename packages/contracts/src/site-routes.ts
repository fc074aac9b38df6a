/**
 * The public site's pages that search engines may index: the one list the server's sitemap.xml
 * is made from and the web app's blog post ids are typed against.
 */
export const BLOG_POST_IDS = [
  'getting-started-algorithmic-trading',
  'understanding-backtesting',
  'technical-indicators-guide',
] as const;
export type BlogPostId = (typeof BLOG_POST_IDS)[number];

export const PUBLIC_SITE_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/blog',
  ...BLOG_POST_IDS.map((id) => `/blog/${id}`),
  '/docs',
  '/quick-start',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/cookies',
];

/**
 * Paths crawlers are asked to skip: the API, the pages behind sign-in, and shared reports (public
 * to whoever holds a link, never listed).
 */
export const CRAWL_DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/auth',
  '/verify-email',
  '/dashboard',
  '/overview',
  '/account',
  '/settings',
  '/support',
  '/strategy/',
  '/builder',
  '/report/',
  '/clear-cache.html',
];
