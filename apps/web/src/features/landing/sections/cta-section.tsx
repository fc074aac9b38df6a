import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

export function CtaSection() {
  return (
    <section id="cta" aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <div className="dark relative overflow-hidden rounded-3xl border border-white/10 bg-bg px-6 py-16 text-center text-fg sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_0%,rgb(51_100_240/0.35),transparent_70%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            Test your next idea before you trade it
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-fg-muted">
            Create a free account, build a strategy in minutes and see how it would have done.
          </p>
          <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'lg', 'mt-8')}>
            Start Building Free <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
