export { CrmLink } from './CrmLink.tsx';
