export { ClassExportButton } from './ClassExportButton.tsx';
