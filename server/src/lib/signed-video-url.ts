import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';

const READER = /^[1-9][0-9]{0,9}$/;
const EXPIRY = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The query of a signed address, as it arrives: anything may be missing or malformed. */
export interface SignedVideoQuery {
  u?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}

/** A same-origin address of a video for `<video src>`, and when it stops working. */
export interface SignedVideoUrl {
  url: string;
  expires_at: string;
}

/** A row that plays an uploaded file when its source is `video` (gymnastics exercises, guides). */
interface UploadedVideoRow<Type extends string> {
  id: number;
  source: string;
  video_size: number | null;
  video_type: Type | null;
}

/** The uploaded video as readers get it (size, type, the address signed by `sign`); null for any other source. */
export function uploadedVideoOf<Type extends string>(
  row: UploadedVideoRow<Type>,
  sign: (id: number) => SignedVideoUrl,
): ({ size: number; content_type: Type } & SignedVideoUrl) | null {
  return row.source === 'video' && row.video_size !== null && row.video_type !== null
    ? { size: row.video_size, content_type: row.video_type, ...sign(row.id) }
    : null;
}

export interface SignedVideoUrls {
  /** A same-origin address of the video for one reader that works without a token until it expires. */
  sign(videoId: number, readerId: number): SignedVideoUrl;
  /** The reader the address was signed for, when it is ours for this video and not yet expired; else null. */
  verify(videoId: number, query: SignedVideoQuery): number | null;
}

export interface SignedVideoUrlsOptions {
  secret: string;
  clock: Clock;
  /** Names the kind of video; each kind gets its own key, so an address of one never opens another's video. */
  purpose: string;
  /** The address of a video below the origin, without the query. */
  pathOf: (videoId: number) => string;
  ttlSeconds: number;
}

/**
 * `<video src>` cannot send the Bearer header, so the address carries its own proof: an HMAC of the
 * video, the reader and the expiry. Naming the reader lets every request check that they may still
 * see the video, so leaving a class or being blocked ends the address at once, not when it expires. The key is
 * derived from the JWT secret and the purpose, so a signature is never a valid token signature or password-reset
 * hash, and rotating the secret voids both at once.
 */
export function createSignedVideoUrls(options: SignedVideoUrlsOptions): SignedVideoUrls {
  const key = createHmac('sha256', options.secret).update(options.purpose).digest();
  const signatureOf = (videoId: number, reader: string, expiry: string) =>
    createHmac('sha256', key).update(`${videoId}:${reader}:${expiry}`).digest();

  return {
    sign(videoId, readerId) {
      const expiresAt = Math.floor(options.clock().getTime() / 1000) + options.ttlSeconds;
      const signature = signatureOf(videoId, String(readerId), String(expiresAt)).toString('base64url');
      return {
        url: `${options.pathOf(videoId)}?u=${readerId}&exp=${expiresAt}&sig=${signature}`,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    verify(videoId, { u, exp, sig }) {
      if (!u || !exp || !sig || !READER.test(u) || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
      const given = Buffer.from(sig, 'base64url');
      if (!timingSafeEqual(given, signatureOf(videoId, u, exp))) return null;
      return Number(exp) * 1000 > options.clock().getTime() ? Number(u) : null;
    },
  };
}
