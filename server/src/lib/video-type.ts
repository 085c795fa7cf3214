import type { RecordingVideoExtension } from '@umka/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Enough of the file's start for both kinds: an ISO media file's `ftyp` box and a WebM file's EBML header. */
export const VIDEO_HEAD_BYTES = 4096;

/**
 * What browsers play as a video, by what file-type names: ISO media (MP4, and the MOV a phone records, which
 * browsers play as MP4) and WebM. HEIF/AVIF pictures and Matroska (.mkv) are ISO media and EBML files too, and
 * are refused.
 */
const PLAYABLE: Readonly<Record<string, RecordingVideoExtension>> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mp4',
  webm: 'webm',
};

/**
 * What an uploaded video (a lesson, a gymnastics exercise) is, told from its first bytes only (the name and the
 * browser's type are the sender's word).
 */
export async function detectVideoType(head: Buffer): Promise<RecordingVideoExtension | null> {
  const found = await fileTypeFromBuffer(head);
  return found ? (PLAYABLE[found.ext] ?? null) : null;
}
