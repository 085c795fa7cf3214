import { RECORDING_VIDEO_URL_TTL_SECONDS } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createSignedVideoUrls, type SignedVideoUrls } from '../../lib/signed-video-url.ts';

/** The signed addresses of uploaded lesson videos; the purpose is the one every address given so far was signed with. */
export function createRecordingVideoUrls(deps: { secret: string; clock: Clock }): SignedVideoUrls {
  return createSignedVideoUrls({
    ...deps,
    purpose: 'umka/recording-video-url/v2',
    pathOf: (recordingId) => `/api/recordings/${recordingId}/video`,
    ttlSeconds: RECORDING_VIDEO_URL_TTL_SECONDS,
  });
}
