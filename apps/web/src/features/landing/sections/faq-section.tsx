import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui';
import { SectionHeading } from './section-heading';

const FaqList = lazy(() => import('./faq-list'));

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t border-border bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered plainly" />
        <Suspense fallback={<Skeleton className="mt-12 h-96" />}>
          <FaqList />
        </Suspense>
      </div>
    </section>
  );
}
