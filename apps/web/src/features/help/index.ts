export { DocsPage } from './components/docs-page';
export { QuickStartPage } from './components/quick-start-page';
export { SupportPage } from './components/support-page';
