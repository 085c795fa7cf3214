import {
  type CabinetChild,
  type ChildWeek,
  type Locale,
  PARENT_INVITE_DAYS,
  PARENT_INVITES_MAX,
  type ParentAccess,
  type ParentInviteCheck,
  type ParentInviteCreated,
  type ParentRedeemBody,
  ROLE,
  TREND_WEEKS,
  type TrainerTrend,
  type User,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { parentDigestPort } from '../parent-digest/parent-digest.port.ts';
import { toSubject } from '../subjects/subjects.types.ts';
import { insertAccount } from '../users/accounts.ts';
import { fullName, toUser } from '../users/user-mapper.ts';
import { groupedCode, inviteCodeHash, newInviteCode } from './parent-invite-code.ts';
import {
  claimInvite,
  deleteUnredeemedInvite,
  findInvite,
  findUsableInvite,
  insertInvite,
  listActiveInvites,
} from './parent-invites.repo.ts';
import { assertFollows, assertManagesChildAccess } from './parents.policy.ts';
import { isParentOf } from './parents.port.ts';
import {
  findStudentRow,
  linkChild,
  listChildrenOf,
  listChildrenSubjects,
  listParentsOf,
  listRoundsSince,
  unlinkChild,
} from './parents.repo.ts';
import { mondayOf, weeklyTrends } from './weekly-trends.ts';

export interface ParentsService {
  access(actor: AuthUser, studentId: number): Promise<ParentAccess>;
  createInvite(actor: AuthUser, studentId: number, context: RequestContext): Promise<ParentInviteCreated>;
  cancelInvite(actor: AuthUser, inviteId: number, context: RequestContext): Promise<{ id: number }>;
  unlink(actor: AuthUser, studentId: number, parentId: number, context: RequestContext): Promise<{ id: number }>;
  checkInvite(code: string): Promise<ParentInviteCheck>;
  redeem(body: ParentRedeemBody, context: RequestContext): Promise<{ user: User; token: string }>;
  link(actor: AuthUser, code: string, context: RequestContext): Promise<CabinetChild>;
  children(actor: AuthUser): Promise<CabinetChild[]>;
  week(actor: AuthUser, studentId: number): Promise<ChildWeek>;
  trends(actor: AuthUser, studentId: number, subjectId: number): Promise<TrainerTrend[]>;
  /** Throws NOT_FOUND unless the parent follows the child: the gate of every read of a child by a parent. */
  assertParentOf(actor: AuthUser, studentId: number): Promise<void>;
}

const DAY_MS = 86_400_000;

export function createParentsService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  hasher: PasswordHasher;
  sessions: Pick<SessionService, 'start'>;
  groups: Pick<GroupsPort, 'isInTeacherGroups' | 'listClassRows'>;
}): ParentsService {
  const { database, audit } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function manages(actor: AuthUser, studentId: number): Promise<void> {
    await assertManagesChildAccess(actor, studentId, () => deps.groups.isInTeacherGroups(db, actor.id, studentId));
    if (!(await findStudentRow(db, studentId))) throw new AppError('NOT_FOUND');
  }

  async function childrenOf(executor: Kysely<DB>, parentId: number, only?: number): Promise<CabinetChild[]> {
    const rows = (await listChildrenOf(executor, parentId)).filter((row) => only === undefined || row.id === only);
    const ids = rows.map((row) => row.id);
    const [subjects, classes] = await Promise.all([
      listChildrenSubjects(executor, ids),
      deps.groups.listClassRows(executor, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      avatar: row.avatar,
      subjects: subjects.filter((s) => s.student_id === row.id).map(toSubject),
      classes: classes
        .filter((c) => c.student_id === row.id)
        .map((c) => ({
          id: c.group_id,
          title: c.title,
          subject_id: c.subject_id,
          teacher_name: fullName({ first_name: c.teacher_first_name, last_name: c.teacher_last_name }),
        })),
    }));
  }

  async function usableInvite(executor: Kysely<DB>, code: string) {
    const invite = await findUsableInvite(executor, inviteCodeHash(code), now());
    if (!invite) throw new AppError('PARENT_INVITE_INVALID');
    return invite;
  }

  async function assertParentOf(actor: AuthUser, studentId: number): Promise<void> {
    if (actor.role_id !== ROLE.parent) throw new AppError('FORBIDDEN');
    assertFollows(await isParentOf(db, actor.id, studentId));
  }

  return {
    assertParentOf,

    async access(actor, studentId) {
      await manages(actor, studentId);
      const [parents, invites] = await Promise.all([
        listParentsOf(db, studentId),
        listActiveInvites(db, studentId, now()),
      ]);
      return {
        parents: parents.map((p) => ({ id: p.id, name: fullName(p), email: p.email, linked_at: p.linked_at })),
        invites: invites.map((i) => ({
          id: i.id,
          created_at: i.created_at,
          expires_at: i.expires_at,
          created_by_name:
            i.first_name === null || i.last_name === null
              ? null
              : fullName({ first_name: i.first_name, last_name: i.last_name }),
        })),
      };
    },

    async createInvite(actor, studentId, context) {
      await manages(actor, studentId);
      const code = newInviteCode();
      const at = deps.clock();
      const expiresAt = new Date(at.getTime() + PARENT_INVITE_DAYS * DAY_MS).toISOString();
      const id = await database.transaction(async (trx) => {
        const waiting = await listActiveInvites(trx, studentId, at.toISOString());
        if (waiting.length >= PARENT_INVITES_MAX) throw new AppError('PARENT_INVITES_LIMIT');
        const inviteId = await insertInvite(trx, {
          codeHash: inviteCodeHash(code),
          studentId,
          createdBy: actor.id,
          expiresAt,
          now: at.toISOString(),
        });
        await audit.record(trx, {
          user_id: actor.id,
          action: 'parents.invite_created',
          target_type: 'user',
          target_id: studentId,
          ip: context.ip,
          meta: { before: null, after: { invite_id: inviteId, expires_at: expiresAt } },
        });
        return inviteId;
      });
      return { id, code: groupedCode(code), expires_at: expiresAt };
    },

    async cancelInvite(actor, inviteId, context) {
      const invite = await findInvite(db, inviteId);
      if (!invite) throw new AppError('NOT_FOUND');
      await manages(actor, invite.student_id);
      await database.transaction(async (trx) => {
        if (!(await deleteUnredeemedInvite(trx, inviteId))) throw new AppError('NOT_FOUND');
        await audit.record(trx, {
          user_id: actor.id,
          action: 'parents.invite_cancelled',
          target_type: 'user',
          target_id: invite.student_id,
          ip: context.ip,
          meta: { before: { invite_id: inviteId }, after: null },
        });
      });
      return { id: inviteId };
    },

    async unlink(actor, studentId, parentId, context) {
      await manages(actor, studentId);
      await database.transaction(async (trx) => {
        if (!(await unlinkChild(trx, parentId, studentId))) throw new AppError('NOT_FOUND');
        await audit.record(trx, {
          user_id: actor.id,
          action: 'parents.unlinked',
          target_type: 'user',
          target_id: studentId,
          ip: context.ip,
          meta: { before: { parent_id: parentId }, after: null },
        });
      });
      return { id: parentId };
    },

    async checkInvite(code) {
      const invite = await usableInvite(db, code);
      return { child_first_name: invite.first_name, expires_at: invite.expires_at };
    },

    async redeem(body, context) {
      const problem = passwordProblem(body.password, ROLE.parent);
      if (problem) throw invalidField('password', problem);
      // Checked before the slow hash, so a wrong code answers at once; checked again when it is claimed.
      await usableInvite(db, body.code);
      const passwordHash = await deps.hasher.hash(body.password);
      const row = await database.transaction(async (trx) => {
        const invite = await usableInvite(trx, body.code);
        const at = now();
        const user = await insertAccount(
          trx,
          {
            role_id: ROLE.parent,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            password_hash: passwordHash,
            locale: body.locale as Locale | undefined,
          },
          at,
        );
        if (!(await claimInvite(trx, invite.id, user.id, at))) throw new AppError('PARENT_INVITE_INVALID');
        await linkChild(trx, user.id, invite.student_id, at);
        await audit.record(trx, {
          user_id: user.id,
          action: 'parents.registered',
          target_type: 'user',
          target_id: invite.student_id,
          ip: context.ip,
          meta: { before: null, after: { parent_id: user.id, invite_id: invite.id } },
        });
        return user;
      });
      const token = await deps.sessions.start(
        { id: row.id, role_id: ROLE.parent, token_version: row.token_version },
        context,
      );
      return { user: toUser(row), token };
    },

    async link(actor, code, context) {
      if (actor.role_id !== ROLE.parent) throw new AppError('FORBIDDEN');
      const studentId = await database.transaction(async (trx) => {
        const invite = await usableInvite(trx, code);
        const at = now();
        if (!(await claimInvite(trx, invite.id, actor.id, at))) throw new AppError('PARENT_INVITE_INVALID');
        await linkChild(trx, actor.id, invite.student_id, at);
        await audit.record(trx, {
          user_id: actor.id,
          action: 'parents.linked',
          target_type: 'user',
          target_id: invite.student_id,
          ip: context.ip,
          meta: { before: null, after: { parent_id: actor.id, invite_id: invite.id } },
        });
        return invite.student_id;
      });
      const [child] = await childrenOf(db, actor.id, studentId);
      if (!child) throw new AppError('NOT_FOUND');
      return child;
    },

    children(actor) {
      return childrenOf(db, actor.id);
    },

    async week(actor, studentId) {
      await assertParentOf(actor, studentId);
      const now = deps.clock();
      const monday = new Date(`${mondayOf(now)}T00:00:00.000Z`);
      // The week is still running: homework due later this week is open, not overdue.
      return parentDigestPort.childWeek(db, studentId, monday, new Date(monday.getTime() + 7 * DAY_MS), now);
    },

    async trends(actor, studentId, subjectId) {
      await assertParentOf(actor, studentId);
      const today = deps.clock();
      const rounds = await listRoundsSince(db, studentId, subjectId, weeklyTrends.firstDay(today, TREND_WEEKS));
      return weeklyTrends.build(rounds, today, TREND_WEEKS);
    },
  };
}
