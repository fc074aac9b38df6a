import { BadgeCheck, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../ui';
import { useBrowserValue } from '../../lib/client-value';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Strategy Builder', to: '/builder' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Docs', to: '/docs' },
      { label: 'Quick Start', to: '/quick-start' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
      { label: 'Support', to: '/support' },
      { label: 'FAQ', to: '/#faq' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Disclaimer', to: '/disclaimer' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
] as const;

/** docs/product.md#screens-and-routes: social links whose targets are placeholders for the project's own pages. */
const SOCIAL = [
  { label: 'Twitter', href: 'https://twitter.com/stratblocks' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/stratblocks' },
  { label: 'GitHub', href: 'https://github.com/stratblocks' },
  { label: 'Discord', href: 'https://discord.gg/stratblocks' },
] as const;

/** The year the page was pre-rendered in: what its HTML says until the browser's clock is read. */
const BUILD_YEAR = new Date().getFullYear();

/** The public pages' footer: link columns, the two badges, social links and the copyright line. */
export function Footer() {
  const year = useBrowserValue(() => new Date().getFullYear(), BUILD_YEAR);
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Logo tone="dark" className="hidden dark:inline-flex" />
          <Logo tone="light" className="dark:hidden" />
          <p className="mt-3 text-sm text-fg-muted">
            Professional trading tools for everyone. Build strategies from blocks, test them on real
            historical data, and keep what works.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Plan">
            <li className="inline-flex items-center gap-1.5 rounded-full border border-border bg-bg px-3 py-1 text-xs font-medium text-fg">
              <BadgeCheck className="size-3.5 text-accent-text" aria-hidden />
              100% Free
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full border border-border bg-bg px-3 py-1 text-xs font-medium text-fg">
              <CreditCard className="size-3.5 text-accent-text" aria-hidden />
              No Credit Card
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-xs font-semibold tracking-wider text-fg uppercase">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-fg-muted transition-colors hover:text-fg">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {year} StratBlocks. Educational and research use only; not investment advice.</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Social">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="transition-colors hover:text-fg"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
