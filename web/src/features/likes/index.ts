export { LikesHistoryView } from './LikesHistoryView.tsx';
export { LikesRatingView } from './LikesRatingView.tsx';
