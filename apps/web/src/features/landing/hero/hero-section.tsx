import { ArrowRight, Play } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, Skeleton } from '../../../ui';
import { scrollToSection } from '../scroll-to';
import { LiveCounters } from './live-counters';
import { Particles } from './particles';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

const HeroPreview = lazy(() => import('./hero-preview'));

/** The first screen: the claim, the calls to action, the live counters and the running preview. */
export function HeroSection() {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="dark relative overflow-hidden bg-bg pt-16 text-fg"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_70%_20%,rgb(51_100_240/0.22),transparent_70%),radial-gradient(40%_40%_at_10%_80%,rgb(43_191_154/0.08),transparent_70%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(70%_60%_at_50%_30%,black,transparent)]"
      />
      <Particles />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-text uppercase">
            100% free · no credit card
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.08] font-semibold tracking-tight sm:text-5xl lg:text-6xl"
          >
            Build trading strategies from blocks. Test them on real data.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">
            Drag indicators, conditions and exits into entry and exit rules, backtest on years of real market
            history, and read every trade, metric and equity curve. No code, and free.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'lg')}>
              Start Building Free <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                scrollToSection('demo');
              }}
            >
              <Play className="size-4" aria-hidden /> Try Interactive Demo
            </Button>
          </div>
          <LiveCounters />
        </div>
        <div className="min-w-0">
          <Suspense fallback={<Skeleton className="h-[600px] rounded-2xl" />}>
            <HeroPreview />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
