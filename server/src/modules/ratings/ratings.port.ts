import {
  enterLikesRatings,
  leaveLikesRatings,
  placeInBirthYear,
  raiseLikesRating,
} from './likes-rating-buckets.repo.ts';
import { enterBucket, leaveTrainerRatings, moveBucket } from './ratings.repo.ts';

/**
 * What other modules' writes keep the ratings in step with, each in the caller's transaction: a trainer round
 * moves its buckets, earned likes move the likes rating, a membership starting or ending enters or leaves it, a
 * new birth date moves the student to its year in the rating by age, an account that goes leaves them all.
 */
export const ratingsPort = {
  enterBucket,
  moveBucket,
  enterLikesRatings,
  leaveLikesRatings,
  leaveTrainerRatings,
  raiseLikesRating,
  placeInBirthYear,
};

export type RatingsPort = typeof ratingsPort;
