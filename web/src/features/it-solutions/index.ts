export { ItSolutionPanel } from './student/ItSolutionPanel.tsx';
