export { WatchingPage } from './components/watching-page';
export { NotificationsBell } from './components/notifications-bell';
export { WatchButton, useWatchStrategy } from './components/watch-button';
export { ForwardTestSection } from './components/forward-test-section';
