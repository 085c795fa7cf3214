import type { VoiceRecordingExtension } from '@umka/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Enough of the file's start for an ISO media file's `ftyp` box and a WebM file's EBML header. */
export const VOICE_HEAD_BYTES = 4096;

/**
 * What MediaRecorder writes, by what file-type names it: WebM (Chrome, Edge, Firefox, newer Safari) and ISO media
 * (Safari's audio/mp4, whose brand file-type reads as M4A or as plain MP4). Matroska, Ogg and other containers are
 * refused: the recorder never asks for them, so such a file did not come from it.
 */
const RECORDED: Readonly<Record<string, VoiceRecordingExtension>> = {
  webm: 'webm',
  m4a: 'mp4',
  mp4: 'mp4',
};

/** What a sent recording is, told from its first bytes only (the name and the browser's type are the sender's word). */
export async function detectVoiceType(head: Buffer): Promise<VoiceRecordingExtension | null> {
  const found = await fileTypeFromBuffer(head);
  return found ? (RECORDED[found.ext] ?? null) : null;
}
