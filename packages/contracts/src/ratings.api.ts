import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './envelope.ts';
import {
  ageRatingQuerySchema,
  ageRatingSchema,
  likesRatingQuerySchema,
  likesRatingSchema,
  onlineRatingQuerySchema,
  onlineRatingSchema,
  ratingPlacesQuerySchema,
  ratingPlacesSchema,
  trainerRatingQuerySchema,
  trainerRatingSchema,
} from './ratings.ts';
import { ANY_ROLE, ROLE } from './roles.ts';

/** A subject's ratings: by a trainer's results, by likes earned, and a student's places in them. */
export const ratingsApi = defineEndpoints('ratings', {
  trainer: {
    method: 'GET',
    path: '/ratings/trainers',
    access: [ROLE.teacher, ROLE.student],
    query: trainerRatingQuerySchema,
    response: trainerRatingSchema,
  },
  likes: {
    method: 'GET',
    path: '/ratings/likes',
    access: ANY_ROLE,
    query: likesRatingQuerySchema,
    response: likesRatingSchema,
  },
  age: {
    method: 'GET',
    path: '/ratings/age',
    access: ANY_ROLE,
    query: ageRatingQuerySchema,
    response: ageRatingSchema,
  },
  online: {
    method: 'GET',
    path: '/ratings/online',
    access: [ROLE.teacher, ROLE.student],
    query: onlineRatingQuerySchema,
    response: onlineRatingSchema,
  },
  placesOfStudent: {
    method: 'GET',
    path: '/students/:id/rating-places',
    access: ANY_ROLE,
    params: idParamSchema,
    query: ratingPlacesQuerySchema,
    response: ratingPlacesSchema,
  },
});
