import type { ReactNode } from 'react';

/** The heading block of a public page: eyebrow, the page's one h1, a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold text-accent-text">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      {children ? <p className="mt-5 text-lg leading-relaxed text-fg-muted">{children}</p> : null}
    </header>
  );
}
