import { BookOpen, LayoutTemplate, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, Card } from '../../../ui';

/** What a new user can do first: a template to run, the Quick Start, the Docs. */
export function FirstSteps() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Your first steps</h2>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        <li className="flex flex-col gap-2 rounded-lg bg-surface-2 p-4">
          <span className="flex items-center gap-2 text-sm font-medium text-fg">
            <LayoutTemplate className="size-4 text-accent-text" aria-hidden />
            Run a ready strategy
          </span>
          <span className="text-sm text-fg-muted">
            Pick a template, run it on years of real prices, then change its blocks.
          </span>
          <Link to="/builder?start=template" className={buttonClasses('primary', 'sm', 'mt-auto self-start')}>
            Start from a template
          </Link>
        </li>
        <li className="flex flex-col gap-2 rounded-lg bg-surface-2 p-4">
          <span className="flex items-center gap-2 text-sm font-medium text-fg">
            <Rocket className="size-4 text-accent-text" aria-hidden />
            Build one step by step
          </span>
          <span className="text-sm text-fg-muted">
            Seven steps from an empty strategy to your first backtest.
          </span>
          <Link to="/quick-start" className={buttonClasses('outline', 'sm', 'mt-auto self-start')}>
            Follow the Quick Start
          </Link>
        </li>
        <li className="flex flex-col gap-2 rounded-lg bg-surface-2 p-4">
          <span className="flex items-center gap-2 text-sm font-medium text-fg">
            <BookOpen className="size-4 text-accent-text" aria-hidden />
            Know the rules
          </span>
          <span className="text-sm text-fg-muted">
            Every block, how orders fill, and how each figure is computed.
          </span>
          <Link to="/docs" className={buttonClasses('outline', 'sm', 'mt-auto self-start')}>
            Read the Docs
          </Link>
        </li>
      </ol>
    </Card>
  );
}
