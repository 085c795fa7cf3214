import type { PictureId } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { saveSecret, updateClassLogin } from '../../modules/picture-login/picture-login.repo.ts';
import type { PictureKeys } from '../../modules/picture-login/picture-seal.ts';
import type { DB } from '../schema.ts';

/**
 * Picture passwords of issue [15] as a reviewer should find them (README's demo table): the math class «3 «А»» has
 * the setting on with a known code, and Миша logs in there by sun → cat → apple. His classmates have no pictures
 * yet, so «Карточки входа» shows both states and printing the cards draws theirs.
 */
export const DEMO_CLASS_CODE = 'UMKA2345';
export const DEMO_PICTURE_STUDENT_EMAIL = 'student@example.com';
export const DEMO_PICTURES: readonly PictureId[] = ['sun', 'cat', 'apple'];

export async function insertDemoPictureLogin(
  trx: Kysely<DB>,
  demo: { classId: number; studentId: number; teacherId: number },
  secrets: { hasher: PasswordHasher; keys: PictureKeys },
  now: string,
): Promise<void> {
  await updateClassLogin(trx, demo.classId, { picture_login: true, login_code: DEMO_CLASS_CODE });
  await saveSecret(trx, {
    student_id: demo.studentId,
    secret_hash: await secrets.hasher.hash(secrets.keys.secretOf(demo.studentId, DEMO_PICTURES)),
    sealed_sequence: secrets.keys.seal(demo.studentId, DEMO_PICTURES),
    set_by: demo.teacherId,
    now,
  });
}
