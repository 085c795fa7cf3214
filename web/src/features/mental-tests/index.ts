export { MentalTestsSection } from './student/MentalTestsSection.tsx';
