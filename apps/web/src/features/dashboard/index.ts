export { AccountPage } from './components/account-page';
export { OverviewPage } from './components/overview-page';
export { SettingsPage } from './components/settings-page';
