export { GuideOnce } from './GuideOnce.tsx';
