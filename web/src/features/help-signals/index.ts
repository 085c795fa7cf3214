export { HelpSignalsCard } from './HelpSignalsCard.tsx';
