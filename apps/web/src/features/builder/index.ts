export { BuilderPage } from './components/builder-page';
export { useBuilderStore } from './store';
