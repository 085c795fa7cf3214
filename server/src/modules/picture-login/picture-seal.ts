import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { PICTURE_IDS, PICTURE_SEQUENCE_LENGTH, type PictureId, pictureSequenceSchema } from '@umka/contracts';

/**
 * The keys of picture passwords, both derived from the server's secret (docs/PICTURE-LOGIN.md):
 * - the pepper: the sequence is hashed as HMAC(pepper, student id + sequence) through argon2id, so a copy of the
 *   database alone cannot try the 729 sequences against a hash;
 * - the seal: AES-256-GCM of the sequence, so the teacher can print the class's cards again without the sequence
 *   ever being stored readable.
 */
export interface PictureKeys {
  /** What is hashed (and later verified) for this student's sequence. */
  secretOf(studentId: number, pictures: readonly PictureId[]): string;
  seal(studentId: number, pictures: readonly PictureId[]): string;
  /** The sealed sequence, or null when it was sealed with another key or for another student. */
  unseal(studentId: number, sealed: string): PictureId[] | null;
}

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'umka-picture-login', purpose, 32));

export function createPictureKeys(serverSecret: string): PictureKeys {
  const pepper = derive(serverSecret, 'pepper');
  const sealKey = derive(serverSecret, 'seal');
  const aad = (studentId: number) => Buffer.from(`student:${studentId}`);
  return {
    secretOf(studentId, pictures) {
      return createHmac('sha256', pepper)
        .update(`${studentId}:${pictures.join(' ')}`)
        .digest('base64url');
    },
    seal(studentId, pictures) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      // The student's id is authenticated with it: a sealed sequence copied to another student does not open.
      cipher.setAAD(aad(studentId));
      const body = Buffer.concat([cipher.update(pictures.join(' '), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    unseal(studentId, sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
        decipher.setAAD(aad(studentId));
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        const parsed = pictureSequenceSchema.safeParse(text.split(' '));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** Three different pictures in a random order: different ones are easier for a young child to remember. */
export function drawSequence(random: (max: number) => number = randomInt): PictureId[] {
  const left: PictureId[] = [...PICTURE_IDS];
  const drawn: PictureId[] = [];
  while (drawn.length < PICTURE_SEQUENCE_LENGTH) {
    const [picked] = left.splice(random(left.length), 1);
    if (picked) drawn.push(picked);
  }
  return drawn;
}
