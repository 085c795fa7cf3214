import { AVATAR_MAX_BYTES, type ErrorCode } from '@umka/contracts';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The server's own refusal of a file that cannot pass its checks, given before a pointless upload. */
export function avatarFileProblem(file: File): ErrorCode | null {
  if (!ALLOWED_TYPES.has(file.type)) return 'AVATAR_TYPE_NOT_ALLOWED';
  if (file.size > AVATAR_MAX_BYTES) return 'AVATAR_TOO_LARGE';
  return null;
}
