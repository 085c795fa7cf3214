export { ParentAccessPanel } from './ParentAccessPanel.tsx';
