import { PageMeta } from '../../../ui';
import { DemoSection } from '../demo/demo-section';
import { HeroSection } from '../hero/hero-section';
import { CtaSection } from '../sections/cta-section';
import { FaqSection } from '../sections/faq-section';
import { FeaturesSection } from '../sections/features-section';
import { HowItWorksSection } from '../sections/how-it-works-section';
import { WhyFreeSection } from '../sections/why-free-section';

/** The public home page: hero, demo, features, how it works, why free, FAQ, call to action. */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="StratBlocks: build and backtest trading strategies without code"
        description="Build trading strategies from blocks, without code, and backtest them on real historical market data. Free forever, no credit card."
      />
      <HeroSection />
      <DemoSection />
      <FeaturesSection />
      <HowItWorksSection />
      <WhyFreeSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
