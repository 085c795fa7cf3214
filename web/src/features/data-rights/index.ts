export { StudentDataRightsCard } from './StudentDataRightsCard.tsx';
