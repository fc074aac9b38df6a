import { Suspense, type ReactNode } from 'react';
import { PageMeta } from '../../../ui';
import { DemoSection } from '../demo/demo-section';
import { HeroSection } from '../hero/hero-section';
import { CtaSection } from '../sections/cta-section';
import { FaqSection } from '../sections/faq-section';
import { FeaturesSection } from '../sections/features-section';
import { HowItWorksSection } from '../sections/how-it-works-section';
import { WhyFreeSection } from '../sections/why-free-section';

/**
 * The public home page: hero, demo, features, how it works, why free, FAQ, call to action. Each
 * section below the hero is a Suspense boundary: React hydrates a pre-rendered boundary on its
 * own, after the rest, so the page's hydration is several short tasks rather than one long one
 * (the blocking time Lighthouse counts on a phone). Nothing in them suspends: the HTML is the same.
 */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="StratBlocks: build and backtest trading strategies without code"
        description="Build trading strategies from blocks, without code, and backtest them on real historical market data. Free forever, no credit card."
      />
      <HeroSection />
      <Apart>
        <DemoSection />
      </Apart>
      <Apart>
        <FeaturesSection />
      </Apart>
      <Apart>
        <HowItWorksSection />
      </Apart>
      <Apart>
        <WhyFreeSection />
      </Apart>
      <Apart>
        <FaqSection />
      </Apart>
      <Apart>
        <CtaSection />
      </Apart>
    </>
  );
}

/** A section hydrated on its own: a Suspense boundary (nothing in it suspends). */
function Apart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
