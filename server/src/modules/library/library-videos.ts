import { LIBRARY_VIDEO_URL_TTL_SECONDS } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createSignedVideoUrls, type SignedVideoUrls } from '../../lib/signed-video-url.ts';
import { createVideoStore, type VideoStore } from '../../lib/video-store.ts';
import { LIBRARY_VIDEOS_FOLDER } from './library-stored-files.ts';

/**
 * Uploaded library videos: kept as lesson recordings are (streamed to their own folder, told MP4 or WebM by their
 * bytes) and played from addresses signed under a key of their own, so no other video's address opens them.
 */
export function createLibraryVideos(deps: { storageDir: string; secret: string; clock: Clock }): {
  videos: VideoStore;
  videoUrls: SignedVideoUrls;
} {
  return {
    videos: createVideoStore(deps.storageDir, LIBRARY_VIDEOS_FOLDER),
    videoUrls: createSignedVideoUrls({
      secret: deps.secret,
      clock: deps.clock,
      purpose: 'umka/library-video-url/v1',
      pathOf: (id) => `/api/library/materials/${id}/video`,
      ttlSeconds: LIBRARY_VIDEO_URL_TTL_SECONDS,
    }),
  };
}
