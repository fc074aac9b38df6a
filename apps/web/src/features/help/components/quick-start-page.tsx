import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';
import { useSession } from '../../../lib/session';
import { buttonClasses, Card, PageHeader, PageMeta } from '../../../ui';

interface Step {
  title: string;
  body: ReactNode;
}

const Kbd = ({ children }: { children: ReactNode }) => (
  <span className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-fg">
    {children}
  </span>
);

/** A first strategy, start to finish: buy SPY when RSI(14) falls below 30, exit on a 5 % stop or a 10 % target. */
const STEPS: Step[] = [
  {
    title: 'Open the Strategy Builder',
    body: (
      <>
        Create your free account (or sign in), then click <strong>Strategy Builder</strong> in the sidebar (or{' '}
        <strong>Create Strategy</strong> on the Overview). A new strategy starts with sensible defaults: SPY,
        daily bars, 2020-01-01 to 2024-12-31, $10,000.
      </>
    ),
  },
  {
    title: 'Check the Strategy Settings',
    body: (
      <>
        On the <strong>Strategy Settings</strong> tab keep <Kbd>Long Only</Kbd>, <Kbd>1 Day</Kbd> and{' '}
        <Kbd>US Stocks</Kbd>, type a ticker such as <Kbd>SPY</Kbd> (the field shows the dates the data
        covers), and set your initial capital, commission and slippage. Costs apply to every fill, so keep
        them realistic.
      </>
    ),
  },
  {
    title: 'Build the entry condition',
    body: (
      <>
        On <strong>Entry Logic</strong>, drag <Kbd>RSI</Kbd> from Indicators into a logic row, then the{' '}
        <Kbd>&lt;</Kbd> operator, then a <Kbd>Number</Kbd> and set its value to <Kbd>30</Kbd>. The row reads
        RSI &lt; 30 and shows <strong>Valid</strong>. Drag the row into the <strong>Entry long</strong> slot.
      </>
    ),
  },
  {
    title: 'Add the exits',
    body: (
      <>
        On <strong>Exit Logic</strong>, drop <Kbd>Stop Loss %</Kbd> (5 %), the <Kbd>Or</Kbd> operator and{' '}
        <Kbd>Take Profit %</Kbd> (10 %) into a row, and drag it into the <strong>Exit long</strong> slot.
        Stops and targets are checked on every bar from the entry bar on.
      </>
    ),
  },
  {
    title: 'Set the risk limits',
    body: (
      <>
        On <strong>Risk Management</strong>, choose how much equity each trade uses and the limits: max open
        trades, max trades per day, a max drawdown that halts the run, and a daily loss limit.
      </>
    ),
  },
  {
    title: 'Run your first backtest',
    body: (
      <>
        Click <strong>Run</strong>. The logs stream in the bottom panel; then the equity curve, the
        performance metrics and every closed trade appear. Compare the return with buy-and-hold of the same
        symbol over the same dates.
      </>
    ),
  },
  {
    title: 'Save it and review it',
    body: (
      <>
        Click <strong>Save</strong> and name the strategy. It appears in <strong>My Strategies</strong> with
        its results; open <strong>View Details</strong> for the full report, or <strong>Run Backtest</strong>{' '}
        to rerun it up to today.
      </>
    ),
  },
];

/**
 * /quick-start: a step-by-step guide that ends in a first backtest. A public page (pre-rendered,
 * readable before signing up): its last step opens the builder, or account creation when signed out.
 */
export function QuickStartPage() {
  const signedIn = useSession() !== null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Quick Start"
        description="Build and backtest your first trading strategy without code in seven steps: an RSI dip buy on SPY with a stop and a target."
      />
      <PageHeader
        title="Quick Start"
        description="Build and backtest your first strategy in about five minutes: buy SPY when RSI(14) drops below 30, exit on a 5 % stop or a 10 % target."
      />
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="flex gap-4 p-5">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text tabular"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h2 className="text-base font-semibold text-fg">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h2>
                <p className="mt-1 text-sm leading-relaxed text-fg-muted">{step.body}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
          <div>
            <p className="text-sm font-semibold text-fg">Ready for your first backtest?</p>
            <p className="text-sm text-fg-muted">Every rule the engine follows is in the Docs.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/docs" className={buttonClasses('outline')}>
            Read the Docs
          </Link>
          {signedIn ? (
            <Link to="/builder" className={buttonClasses('primary')}>
              Open the Strategy Builder
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <Link to={SIGN_UP_PATH} state={{ from: '/builder' }} className={buttonClasses('primary')}>
              Create your free account
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
