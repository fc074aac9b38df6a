import { AtSign, Briefcase, Clock, Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  buttonClasses,
  Card,
  PageHeader,
  PageMeta,
} from '../../../ui';
import { SUPPORT_CONTACTS } from '../content';

const FAQ = [
  {
    question: 'Is StratBlocks really free?',
    answer:
      'Yes. Every feature is free forever: unlimited strategies and backtests, no credit card and no premium tiers.',
  },
  {
    question: 'Where does the market data come from?',
    answer:
      'Daily bars of major US stocks, ETFs and indices ship with the app, with crypto and forex series; you can also upload your own CSV of dates, open, high, low, close and volume for any symbol.',
  },
  {
    question: 'How realistic are the backtests?',
    answer:
      'Orders decided at a bar close fill at the next open, with your commission and slippage on every fill; stops and targets fill at their levels inside the bar. The Docs page writes out every rule.',
  },
  {
    question: 'Why does my strategy make no trades?',
    answer:
      'Check that the entry slot holds a valid row (it shows Valid), that indicators have enough bars to warm up within your dates, and that the condition can be true, e.g. RSI < 30 rather than RSI < 0.',
  },
  {
    question: 'Can I export my strategy?',
    answer:
      'Yes. Export Python Code gives a script that reproduces the trades with pandas; strategies export as JSON and trades and equity as CSV.',
  },
  {
    question: 'Is this investment advice?',
    answer:
      'No. StratBlocks is for education and research only: it executes no trades, and past results do not guarantee future ones.',
  },
];

/** /support: how to reach us, the 24-hour reply promise and answers to common questions. */
export function SupportPage() {
  return (
    <div className="max-w-4xl space-y-8">
      <PageMeta
        title="Support"
        description="Contact StratBlocks support and find answers to common questions."
      />
      <PageHeader
        title="Support"
        description="We are traders too. Ask anything about the app or your strategies."
      />
      <Card className="flex items-start gap-3 border-accent/30 bg-accent-soft p-4">
        <Clock className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
        <div>
          <p className="text-sm font-semibold text-fg">We reply within 24 hours</p>
          <p className="text-sm text-fg-muted">
            Every message gets an answer from a person within 24 hours, weekends included.
          </p>
        </div>
      </Card>
      <section aria-labelledby="contact-heading" className="space-y-3">
        <h2 id="contact-heading" className="text-lg font-semibold text-fg">
          Contact us
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <a
            href={`mailto:${SUPPORT_CONTACTS.email}`}
            className="rounded-xl border border-border bg-surface p-4 hover:bg-surface-2"
          >
            <Mail className="size-5 text-accent-text" aria-hidden />
            <p className="mt-2 text-sm font-medium text-fg">Email</p>
            <p className="text-xs break-all text-fg-muted">{SUPPORT_CONTACTS.email}</p>
          </a>
          <Link to="/contact" className="rounded-xl border border-border bg-surface p-4 hover:bg-surface-2">
            <MessageSquare className="size-5 text-accent-text" aria-hidden />
            <p className="mt-2 text-sm font-medium text-fg">Contact form</p>
            <p className="text-xs text-fg-muted">Write to us from the site</p>
          </Link>
          <a
            href={SUPPORT_CONTACTS.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-xl border border-border bg-surface p-4 hover:bg-surface-2"
          >
            <Briefcase className="size-5 text-accent-text" aria-hidden />
            <p className="mt-2 text-sm font-medium text-fg">LinkedIn</p>
            <p className="text-xs text-fg-muted">News and updates</p>
          </a>
          <a
            href={SUPPORT_CONTACTS.twitter}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-xl border border-border bg-surface p-4 hover:bg-surface-2"
          >
            <AtSign className="size-5 text-accent-text" aria-hidden />
            <p className="mt-2 text-sm font-medium text-fg">Twitter</p>
            <p className="text-xs text-fg-muted">Tips and community</p>
          </a>
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="space-y-3">
        <h2 id="faq-heading" className="text-lg font-semibold text-fg">
          Frequently asked questions
        </h2>
        <Card className="px-5">
          <Accordion type="single" collapsible>
            {FAQ.map((item) => (
              <AccordionItem key={item.question} value={item.question}>
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
        <p className="text-sm text-fg-muted">
          More in the{' '}
          <Link to="/docs" className={buttonClasses('ghost', 'sm', 'px-1 text-accent-text')}>
            Docs
          </Link>{' '}
          and the{' '}
          <Link to="/quick-start" className={buttonClasses('ghost', 'sm', 'px-1 text-accent-text')}>
            Quick Start
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
