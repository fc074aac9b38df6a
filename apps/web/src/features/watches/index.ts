export { WatchingPage } from './components/watching-page';
export { NotificationsBell } from './components/notifications-bell';
export { WatchButton } from './components/watch-button';
export { ForwardTestSection } from './components/forward-test-section';
