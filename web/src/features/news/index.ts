export { newsKeys, onNewsCreated, receiveCreatedNews } from './news.live.ts';
export { isFreshNews, useNewsUnread, useStudentNews } from './news.queries.ts';
export { LastNewsCard } from './student/LastNewsCard.tsx';
export { NewsModal } from './student/NewsModalOnDemand.tsx';
export { NewsPanel } from './student/NewsPanel.tsx';
export { RequiredNewsGate } from './student/RequiredNewsGate.tsx';
