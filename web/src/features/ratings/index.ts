export { AgeRatingView } from './AgeRatingView.tsx';
export { OnlineRatingView } from './OnlineRatingView.tsx';
export { RatingPanel } from './RatingPanel.tsx';
export { TrainersRatingView } from './TrainersRatingView.tsx';
