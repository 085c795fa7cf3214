import { ROLE, type User } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { Storage } from '../../lib/storage.ts';
import { toUser } from '../users/user-mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import { avatarPicture } from './avatar-image.ts';

const FOLDER = 'avatars';
export const AVATARS_URL_PREFIX = `/media/${FOLDER}/`;
/** Only names the storage gave out, all WebP. */
const AVATAR_NAME = /^[a-z0-9-]+\.webp$/;
/** An avatar this service stored, with or without its cache-busting suffix; seeded art paths do not match. */
const STORED_AVATAR = /^\/media\/avatars\/([a-z0-9-]+\.webp)(\?v=\d+)?$/;

export interface AvatarsService {
  /** `readUpload` is called only once the actor may change this user's avatar, so a refused upload is never read. */
  upload(actor: AuthUser, userId: number, readUpload: () => Promise<Buffer>, context: RequestContext): Promise<User>;
  remove(actor: AuthUser, userId: number, context: RequestContext): Promise<User>;
  /** A stored avatar's bytes; null for a name that is not one. */
  read(name: string): Promise<Buffer | null>;
}

/** Users change their own avatar; admins anyone's. */
function assertCanChange(actor: AuthUser, userId: number): void {
  if (actor.role_id !== ROLE.admin && actor.id !== userId) throw new AppError('FORBIDDEN');
}

export function createAvatarsService(deps: {
  database: Database;
  storage: Storage;
  audit: AuditLog;
  clock: Clock;
  users: Pick<UsersPort, 'updateUser'>;
}): AvatarsService {
  const { updateUser } = deps.users;
  const { database, storage, audit } = deps;

  /** Sets the avatar column and answers the user with the path it had before. */
  async function replaceAvatar(
    actor: AuthUser,
    userId: number,
    avatar: string | null,
    context: RequestContext,
  ): Promise<{ user: User; previous: string | null }> {
    return database.transaction(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', userId)
        .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirst();
      if (!current) throw new AppError('NOT_FOUND');
      const row = await updateUser(trx, userId, { avatar, updated_at: deps.clock().toISOString() });
      if (!row) throw new AppError('NOT_FOUND');
      await audit.record(trx, {
        user_id: actor.id,
        action: avatar === null ? 'user.avatar.delete' : 'user.avatar.update',
        target_type: 'user',
        target_id: userId,
        ip: context.ip,
      });
      return { user: toUser(row), previous: current.avatar };
    });
  }

  /** The old file goes only after the new path is committed, so no user ever points at a missing file. */
  async function removeStoredFile(avatar: string | null): Promise<void> {
    const name = avatar ? STORED_AVATAR.exec(avatar)?.[1] : undefined;
    if (name) await storage.remove(FOLDER, name);
  }

  return {
    async upload(actor, userId, readUpload, context) {
      assertCanChange(actor, userId);
      const picture = await avatarPicture(await readUpload());
      const name = await storage.write(FOLDER, 'webp', picture);
      // The name is new on every upload already; the suffix is the §9 cache-buster browsers and proxies key on.
      const path = `${AVATARS_URL_PREFIX}${name}?v=${deps.clock().getTime()}`;
      let replaced: { user: User; previous: string | null };
      try {
        replaced = await replaceAvatar(actor, userId, path, context);
      } catch (error) {
        await storage.remove(FOLDER, name);
        throw error;
      }
      await removeStoredFile(replaced.previous);
      return replaced.user;
    },

    async remove(actor, userId, context) {
      assertCanChange(actor, userId);
      const { user, previous } = await replaceAvatar(actor, userId, null, context);
      await removeStoredFile(previous);
      return user;
    },

    async read(name) {
      if (!AVATAR_NAME.test(name)) return null;
      return storage.read(FOLDER, name);
    },
  };
}
