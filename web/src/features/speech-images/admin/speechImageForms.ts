import { type ErrorCode, MEDIA_MAX_BYTES } from '@umka/contracts';

/** What the server takes; it checks the content again, this only spares a pointless upload. */
export const SPEECH_PICTURE_ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';
const ALLOWED_NAME = /\.(png|jpe?g|webp|svg)$/i;
export const SPEECH_PICTURE_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/** The local refusal, in the server's own words, of a file that cannot pass its checks. */
export function pictureRefusal(file: File | null): ErrorCode | null {
  if (!file) return 'FIELD_REQUIRED';
  if (!ALLOWED_NAME.test(file.name)) return 'SPEECH_IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > MEDIA_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}
