import { createVideoStore, type VideoStore } from '../../lib/video-store.ts';

/** Lesson videos live apart from the other uploads and are only served through a signed address. */
export const RECORDINGS_FOLDER = 'recordings';

export function createRecordingVideoStore(rootDir: string): VideoStore {
  return createVideoStore(rootDir, RECORDINGS_FOLDER);
}
