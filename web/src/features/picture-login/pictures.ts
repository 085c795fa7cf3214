import type { PictureId } from '@umka/contracts';

/** The picture's art, drawn in the repo (web/public/art/picture-login/); the server prints the cards from the same. */
export const pictureSrc = (id: PictureId) => `/art/picture-login/${id}.svg`;
