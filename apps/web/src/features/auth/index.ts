export { AuthPage } from './components/auth-page';
export { VerifyEmailPage } from './components/verify-email-page';
export { usePublicConfig } from './queries';
