import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrowserValue } from '../../../lib/client-value';
import { PageMeta } from '../../../ui';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/**
 * A legal page: title, last-updated date, numbered sections and the contact block. Opens at the
 * top (spec: legal pages scroll to top on open).
 */
export function LegalDocument({
  title,
  description,
  updated,
  intro,
  sections,
  contactEmail,
  after,
}: {
  title: string;
  description: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  contactEmail: string;
  after?: ReactNode;
}) {
  const host = useBrowserValue(() => window.location.host, 'stratblocks');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <article className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <PageMeta title={title} description={description} />
      <header className="border-b border-border pb-8">
        <p className="text-sm font-semibold text-accent-text">Legal</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-fg-muted">Last updated: {updated}</p>
        <div className="mt-6 space-y-4 leading-relaxed text-fg-muted">{intro}</div>
      </header>
      <ol className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`legal-${String(index + 1)}`}>
              <h2 id={`legal-${String(index + 1)}`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-fg-muted [&_a]:text-accent-text [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-fg">
                {section.body}
              </div>
            </section>
          </li>
        ))}
      </ol>
      {after}
      <aside aria-label="Contact" className="mt-12 rounded-2xl border border-border bg-surface p-6">
        <h2 className="font-semibold">Questions about this document?</h2>
        <p className="mt-2 text-sm text-fg-muted">
          Write to{' '}
          <a className="text-accent-text underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>{' '}
          or use the{' '}
          <Link className="text-accent-text underline" to="/contact">
            contact form
          </Link>
          . StratBlocks:{' '}
          <Link className="text-accent-text underline" to="/">
            {host}
          </Link>
        </p>
      </aside>
    </article>
  );
}
