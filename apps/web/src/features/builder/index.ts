export { BuilderPage } from './components/builder-page';
export { useBuilderStore, type GeneralSettingDraft } from './store';
