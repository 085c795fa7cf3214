import { createHash, randomInt } from 'node:crypto';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@umka/contracts';

/**
 * An invitation code: 8 signs of 31 (~8.5e11 codes), only its hash is stored, like a password reset token's. The
 * endpoints that take a code are rate-limited per address, so nobody walks the space.
 */
export function newInviteCode(): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');
}

/** ABCD-EFGH: two groups are easier to read aloud and to type from paper. */
export const groupedCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const inviteCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');
