import { VOICE_RECORDING_URL_TTL_SECONDS } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createSignedVideoUrls, type SignedVideoUrls } from '../../lib/signed-video-url.ts';
import { createVideoStore, type VideoStore } from '../../lib/video-store.ts';

/** Voice recordings live apart from the other uploads and are only served through a signed address. */
export const VOICE_RECORDINGS_FOLDER = 'voice-recordings';

/** The recordings under storageDir/voice-recordings: WebM or MP4 files, the containers lesson videos use too. */
export function createVoiceRecordingsStore(rootDir: string): VideoStore {
  return createVideoStore(rootDir, VOICE_RECORDINGS_FOLDER);
}

/** Signed addresses with a key of their own, so a lesson video's signature never opens a child's recording. */
export function createVoiceAudioUrls(deps: { secret: string; clock: Clock }): SignedVideoUrls {
  return createSignedVideoUrls({
    ...deps,
    purpose: 'umka/voice-recording-url/v1',
    pathOf: (id) => `/api/voice-recordings/${id}/audio`,
    ttlSeconds: VOICE_RECORDING_URL_TTL_SECONDS,
  });
}
