import { createHmac, timingSafeEqual } from 'node:crypto';
import { RECORDING_VIDEO_URL_TTL_SECONDS, type RecordingVideoUrl } from '@umka/contracts';
import type { Clock } from '../../lib/clock.ts';

const EXPIRY = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface RecordingVideoUrls {
  /** A same-origin address of the video that works without a token until it expires. */
  sign(recordingId: number): RecordingVideoUrl;
  /** Whether `exp` and `sig` are ours for this recording and not yet expired. */
  verify(recordingId: number, exp: string | undefined, sig: string | undefined): boolean;
}

/**
 * `<video src>` cannot send the Bearer header, so the address carries its own proof: an HMAC of the
 * recording and the expiry. The key is derived from the JWT secret, so a signature is never a valid
 * token signature or password-reset hash, and rotating the secret voids both at once.
 */
export function createRecordingVideoUrls(deps: { secret: string; clock: Clock }): RecordingVideoUrls {
  const key = createHmac('sha256', deps.secret).update('umka/recording-video-url/v1').digest();
  const signatureOf = (recordingId: number, expiry: string) =>
    createHmac('sha256', key).update(`${recordingId}:${expiry}`).digest();

  return {
    sign(recordingId) {
      const expiresAt = Math.floor(deps.clock().getTime() / 1000) + RECORDING_VIDEO_URL_TTL_SECONDS;
      const signature = signatureOf(recordingId, String(expiresAt)).toString('base64url');
      return {
        url: `/api/recordings/${recordingId}/video?exp=${expiresAt}&sig=${signature}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    verify(recordingId, exp, sig) {
      if (!exp || !sig || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return false;
      const given = Buffer.from(sig, 'base64url');
      if (!timingSafeEqual(given, signatureOf(recordingId, exp))) return false;
      return Number(exp) * 1000 > deps.clock().getTime();
    },
  };
}
