import { type CreateUserBody, ROLE, type UpdateUserBody, type User, type UserListQuery } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import type { GuidesPort } from '../guides/guides.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { announceAccountsActivity, setAccountsActivity } from './account-activity.ts';
import { insertAccount } from './accounts.ts';
import { userChangeMeta } from './user-change-audit.ts';
import { parseProperty, toUser } from './user-mapper.ts';
import { assertCanReadUser, assertNotSelf, assertSelf, permittedUpdate } from './users.policy.ts';
import { deleteUser, findUserById, listUsers, updateUser } from './users.repo.ts';
import type { UserPatch } from './users.types.ts';

export interface UsersService {
  list(query: UserListQuery): Promise<Page<User>>;
  get(actor: AuthUser, id: number): Promise<User>;
  create(actor: AuthUser, body: CreateUserBody, context: RequestContext): Promise<User>;
  /** `freshToken` is set when users change their own password: the old token stops working. */
  update(
    actor: AuthUser,
    id: number,
    body: UpdateUserBody,
    context: RequestContext,
  ): Promise<{ user: User; freshToken: string | null }>;
  setActivity(actor: AuthUser, id: number, isActive: boolean, context: RequestContext): Promise<User>;
  remove(actor: AuthUser, id: number, context: RequestContext): Promise<void>;
  markGuideWatched(actor: AuthUser, id: number, code: string): Promise<User>;
}

export function createUsersService(deps: {
  database: Database;
  hasher: PasswordHasher;
  audit: AuditLog;
  clock: Clock;
  sessions: Pick<SessionService, 'start'>;
  authChanges: AuthChanges;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  guides: GuidesPort;
}): UsersService {
  const { database, audit } = deps;
  const now = () => deps.clock().toISOString();

  async function existing(id: number) {
    const row = await findUserById(database.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(query) {
      const { rows, total } = await listUsers(database.db, database.dialect, query);
      return toPage(rows.map(toUser), total, query);
    },

    async get(actor, id) {
      assertCanReadUser(actor, id);
      return toUser(await existing(id));
    },

    async create(actor, body, context) {
      const problem = passwordProblem(body.password, body.role_id);
      if (problem) throw invalidField('password', problem);
      // A teacher works only in their own subjects, so a teacher without one could do nothing.
      if (body.role_id === ROLE.teacher && !body.subject_ids?.length)
        throw invalidField('subject_ids', 'NOTHING_SELECTED');
      const passwordHash = await deps.hasher.hash(body.password);
      const row = await database.transaction(async (trx) => {
        const user = await insertAccount(trx, { ...body, password_hash: passwordHash }, now());
        await audit.record(trx, {
          user_id: actor.id,
          action: 'user.create',
          target_type: 'user',
          target_id: user.id,
          ip: context.ip,
          meta: { role_id: user.role_id },
        });
        if (user.role_id === ROLE.student) {
          await deps.mail.deliverWithin(trx, {
            userId: user.id,
            subjectId: null,
            code: 'welcome',
            params: { name: user.first_name },
          });
        }
        return user;
      });
      if (row.role_id === ROLE.student) await deps.mail.announce(row.id);
      return toUser(row);
    },

    async update(actor, id, body, context) {
      const changes = permittedUpdate(actor, id, body);
      const target = await existing(id);
      const user = toUser(target);

      const patch: UserPatch = { updated_at: now() };
      if (changes.first_name !== undefined) patch.first_name = changes.first_name;
      if (changes.last_name !== undefined) patch.last_name = changes.last_name;
      if (changes.email !== undefined) patch.email = changes.email;
      if (changes.phone !== undefined) patch.phone = changes.phone;
      if (changes.locale !== undefined) patch.locale = changes.locale;
      if (changes.age !== undefined)
        patch.property = JSON.stringify({ ...parseProperty(target.property), age: changes.age });
      // A blank password keeps the old one (spec §5).
      const newPassword = changes.password?.trim() ? changes.password : null;
      if (newPassword !== null) {
        const problem = passwordProblem(newPassword, user.role_id);
        if (problem) throw invalidField('password', problem);
        patch.password_hash = await deps.hasher.hash(newPassword);
      }

      const updated = await database.transaction(async (trx) => {
        let row: Awaited<ReturnType<typeof updateUser>>;
        try {
          row = await updateUser(trx, id, patch, { revokeTokens: newPassword !== null });
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError('EMAIL_TAKEN', { fields: [fieldError('email', 'EMAIL_TAKEN')], cause: error });
          }
          throw error;
        }
        if (!row) throw new AppError('NOT_FOUND');
        await audit.record(trx, {
          user_id: actor.id,
          action: 'user.update',
          target_type: 'user',
          target_id: id,
          ip: context.ip,
          meta: userChangeMeta(user, changes, newPassword !== null),
        });
        return row;
      });
      // Sockets opened with a revoked token must not keep receiving events.
      if (newPassword !== null) await deps.authChanges.userLockedOut(id);
      const freshToken =
        newPassword !== null && actor.id === id
          ? await deps.sessions.start({ id, role_id: user.role_id, token_version: updated.token_version }, context)
          : null;
      return { user: toUser(updated), freshToken };
    },

    async setActivity(actor, id, isActive, context) {
      assertNotSelf(actor, id);
      const { row, changed } = await database.transaction(async (trx) => {
        const changed = await setAccountsActivity(trx, [id], isActive, now());
        const current = await findUserById(trx, id);
        if (!current) throw new AppError('NOT_FOUND');
        if (changed.length > 0) {
          await audit.record(trx, {
            user_id: actor.id,
            action: isActive ? 'user.unblock' : 'user.block',
            target_type: 'user',
            target_id: id,
            ip: context.ip,
          });
        }
        return { row: current, changed };
      });
      await announceAccountsActivity(deps.authChanges, changed, isActive);
      return toUser(row);
    },

    async remove(actor, id, context) {
      assertNotSelf(actor, id);
      const target = await existing(id);
      try {
        await database.transaction(async (trx) => {
          if (!(await deleteUser(trx, id))) throw new AppError('NOT_FOUND');
          await audit.record(trx, {
            user_id: actor.id,
            action: 'user.delete',
            target_type: 'user',
            target_id: id,
            ip: context.ip,
            meta: { role_id: target.role_id, email: target.email },
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('TEACHER_HAS_GROUPS', { cause: error });
        throw error;
      }
      await deps.authChanges.userLockedOut(id);
    },

    async markGuideWatched(actor, id, code) {
      assertSelf(actor, id);
      if (!(await deps.guides.guideExists(database.db, code))) throw new AppError('NOT_FOUND');
      // Re-read under the row's lock (PostgreSQL) or the single writer (SQLite): two reports at once add the code once.
      const row = await database.transaction(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select('property')
          .where('id', '=', id)
          .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!current) throw new AppError('NOT_FOUND');
        const property = parseProperty(current.property);
        if (!property.guides.includes(code)) property.guides.push(code);
        return updateUser(trx, id, { property: JSON.stringify(property), updated_at: now() });
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toUser(row);
    },
  };
}
