import { GYMNASTICS_VIDEO_URL_TTL_SECONDS } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createSignedVideoUrls, type SignedVideoUrls } from '../../lib/signed-video-url.ts';

/** The signed addresses of uploaded gymnastics videos, under a key of their own (a lesson's address opens none). */
export function createGymnasticsVideoUrls(deps: { secret: string; clock: Clock }): SignedVideoUrls {
  return createSignedVideoUrls({
    ...deps,
    purpose: 'umka/gymnastics-video-url/v1',
    pathOf: (id) => `/api/trainers/gymnastics/${id}/video`,
    ttlSeconds: GYMNASTICS_VIDEO_URL_TTL_SECONDS,
  });
}
