import { createHmac, timingSafeEqual } from 'node:crypto';
import { RECORDING_VIDEO_URL_TTL_SECONDS, type RecordingVideoUrl } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';

const READER = /^[1-9][0-9]{0,9}$/;
const EXPIRY = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The query of a signed address, as it arrives: anything may be missing or malformed. */
export interface SignedVideoQuery {
  u?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}

export interface RecordingVideoUrls {
  /** A same-origin address of the video for one reader that works without a token until it expires. */
  sign(recordingId: number, readerId: number): RecordingVideoUrl;
  /** The reader the address was signed for, when it is ours for this recording and not yet expired; else null. */
  verify(recordingId: number, query: SignedVideoQuery): number | null;
}

/**
 * `<video src>` cannot send the Bearer header, so the address carries its own proof: an HMAC of the
 * recording, the reader and the expiry. Naming the reader lets every request check that they may still
 * see the class, so leaving it or being blocked ends the address at once, not when it expires. The key is
 * derived from the JWT secret, so a signature is never a valid token signature or password-reset hash,
 * and rotating the secret voids both at once.
 */
export function createRecordingVideoUrls(deps: { secret: string; clock: Clock }): RecordingVideoUrls {
  const key = createHmac('sha256', deps.secret).update('umka/recording-video-url/v2').digest();
  const signatureOf = (recordingId: number, reader: string, expiry: string) =>
    createHmac('sha256', key).update(`${recordingId}:${reader}:${expiry}`).digest();

  return {
    sign(recordingId, readerId) {
      const expiresAt = Math.floor(deps.clock().getTime() / 1000) + RECORDING_VIDEO_URL_TTL_SECONDS;
      const signature = signatureOf(recordingId, String(readerId), String(expiresAt)).toString('base64url');
      return {
        url: `/api/recordings/${recordingId}/video?u=${readerId}&exp=${expiresAt}&sig=${signature}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    verify(recordingId, { u, exp, sig }) {
      if (!u || !exp || !sig || !READER.test(u) || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
      const given = Buffer.from(sig, 'base64url');
      if (!timingSafeEqual(given, signatureOf(recordingId, u, exp))) return null;
      return Number(exp) * 1000 > deps.clock().getTime() ? Number(u) : null;
    },
  };
}
