import { GUIDE_VIDEO_URL_TTL_SECONDS } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createSignedVideoUrls, type SignedVideoUrls } from '../../lib/signed-video-url.ts';

/** The signed addresses of uploaded guide videos, under a key of their own (another video's address opens none). */
export function createGuideVideoUrls(deps: { secret: string; clock: Clock }): SignedVideoUrls {
  return createSignedVideoUrls({
    ...deps,
    purpose: 'umka/guide-video-url/v1',
    pathOf: (id) => `/api/guides/${id}/video`,
    ttlSeconds: GUIDE_VIDEO_URL_TTL_SECONDS,
  });
}
