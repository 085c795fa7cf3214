export { LastNewsCard } from './student/LastNewsCard.tsx';
export { RequiredNewsGate } from './student/RequiredNewsGate.tsx';
