export { AboutPage } from './components/about-page';
export { ContactPage } from './components/contact-page';
export { PricingPage } from './components/pricing-page';
