export { CookiesPage } from './components/cookies-page';
export { DisclaimerPage } from './components/disclaimer-page';
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
