export { ParentSettingsPage } from './ParentSettingsPage.tsx';
