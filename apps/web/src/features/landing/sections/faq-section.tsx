import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { loadedLater } from '../../../lib/loaded-later';
import { whenNear } from '../../../lib/when-near';
import { FAQ_QUESTIONS, type FaqTap } from './faq-items';
import { SectionHeading } from './section-heading';

// The accordion's code loads when the reader heads for the FAQ.
const FaqList = loadedLater(async () => {
  await whenNear('faq');
  return import('./faq-list');
});

/**
 * The questions as the accordion draws them closed, in plain HTML: what the pre-rendered page
 * shows (every question readable before any script) until the accordion takes their place. A
 * question tapped meanwhile is remembered, and the accordion opens with it.
 */
function FaqQuestions({ onTap }: { onTap: (tap: FaqTap) => void }) {
  return (
    <div className="mt-12">
      {FAQ_QUESTIONS.map((question) => (
        <div key={question} className="border-b border-border">
          <h3 className="flex">
            <button
              type="button"
              aria-expanded={false}
              onClick={(event) => {
                onTap({ question, focused: event.currentTarget === document.activeElement });
              }}
              className="group flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-medium text-fg transition-colors hover:text-accent-text"
            >
              {question}
              <ChevronDown className="size-4 shrink-0 text-fg-subtle" aria-hidden />
            </button>
          </h3>
        </div>
      ))}
    </div>
  );
}

export function FaqSection() {
  const [tapped, setTapped] = useState<FaqTap>();
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t border-border bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered plainly" />
        <FaqList tapped={tapped} fallback={<FaqQuestions onTap={setTapped} />} />
      </div>
    </section>
  );
}
