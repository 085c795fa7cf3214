import {
  type AdminTeacher,
  type AdminTeacherCreated,
  type AdminTeacherDetail,
  type AdminTeacherListQuery,
  type CreateTeacherBody,
  ROLE,
  type UpdateTeacherBody,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { generatePassword } from '../../lib/generated-password.ts';
import type { Page } from '../../lib/pagination.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import { announceAccountsActivity } from '../users/account-activity.ts';
import { fullName } from '../users/user-mapper.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { UserPatch } from '../users/users.types.ts';
import { findTeacherProfile, listTeacherProfiles, subjectIdsByTeacher } from './admin-teachers.repo.ts';
import { teachersPage } from './admin-teachers-list.ts';
import { profileChanges, toAdminTeacher } from './admin-teachers-mapper.ts';
import { teacherSubjectIds, teachesSubject } from './teacher-subjects.repo.ts';
import { replaceTeacherSubjects } from './teacher-subjects-change.ts';

export interface AdminTeachersService {
  list(query: AdminTeacherListQuery): Promise<Page<AdminTeacher>>;
  get(id: number): Promise<AdminTeacherDetail>;
  /** A blank password is generated and answered once in `generated_password` (null when the admin typed one). */
  create(actor: AuthUser, body: CreateTeacherBody, context: RequestContext): Promise<AdminTeacherCreated>;
  /** A blank or absent password keeps the old one (spec §5); a new one ends the teacher's sessions. */
  update(actor: AuthUser, id: number, body: UpdateTeacherBody, context: RequestContext): Promise<AdminTeacherDetail>;
  /** Blocking ends every session of the teacher at once; unblocking lets them log in again, not revive those. */
  setActivity(actor: AuthUser, id: number, isActive: boolean, context: RequestContext): Promise<AdminTeacherDetail>;
  /**
   * Deletes the teacher. Their classes (deleted ones too, which can be restored) move to `targetId`, who must be
   * an active teacher of every subject among them; without a target, a teacher with classes stays (409).
   */
  remove(
    actor: AuthUser,
    id: number,
    targetId: number | undefined,
    context: RequestContext,
  ): Promise<{ id: number; moved_group_ids: number[] }>;
}

export function createAdminTeachersService(deps: {
  database: Database;
  hasher: PasswordHasher;
  audit: AuditLog;
  clock: Clock;
  authChanges: Pick<AuthChanges, 'userLockedOut' | 'userRestored'>;
  users: Pick<UsersPort, 'insertAccount' | 'updateUser' | 'deleteUser' | 'setAccountsActivity'>;
  groups: Pick<
    GroupsPort,
    | 'listGroups'
    | 'teacherLoads'
    | 'teacherClassStudents'
    | 'allTeacherClasses'
    | 'moveTeacherClasses'
    | 'subjectsWithCurrentGroups'
  >;
  subjects: Pick<SubjectsPort, 'existingSubjectIds'>;
}): AdminTeachersService {
  const { database, audit, groups, users } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function existing(id: number) {
    const row = await findTeacherProfile(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function assertKnownSubjects(subjectIds: readonly number[]) {
    const known = await deps.subjects.existingSubjectIds(db, subjectIds);
    if (subjectIds.some((id) => !known.has(id))) throw invalidField('subject_ids', 'FIELD_INVALID');
  }

  function assertStrongPassword(password: string): void {
    const problem = passwordProblem(password, ROLE.teacher);
    if (problem) throw invalidField('password', problem);
  }

  async function detail(id: number): Promise<AdminTeacherDetail> {
    const [row, subjectIds, classes, students, allClasses] = await Promise.all([
      existing(id),
      teacherSubjectIds(db, id),
      groups.listGroups(db, { teacherId: id, deleted: false }),
      groups.teacherClassStudents(db, id),
      groups.allTeacherClasses(db, id),
    ]);
    const studentsCount = new Set(students.map((student) => student.id)).size;
    return {
      teacher: toAdminTeacher(row, subjectIds, { classes_count: classes.length, students_count: studentsCount }),
      classes: classes.map((group) => ({
        id: group.id,
        title: group.title,
        subject_id: group.subject_id,
        students_count: group.students_count,
      })),
      students: students.map((student) => ({
        id: student.id,
        name: fullName(student),
        email: student.email,
        group_id: student.group_id,
        group_title: student.group_title,
      })),
      deleted_classes_count: allClasses.length - classes.length,
      class_subject_ids: [...new Set(allClasses.map((group) => group.subject_id))].sort((a, b) => a - b),
    };
  }

  const emailTaken = (error: unknown) =>
    new AppError('EMAIL_TAKEN', { fields: [fieldError('email', 'EMAIL_TAKEN')], cause: error });

  return {
    async list(query) {
      const [profiles, subjects, loads] = await Promise.all([
        listTeacherProfiles(db),
        subjectIdsByTeacher(db),
        groups.teacherLoads(db),
      ]);
      const teachers = profiles.map((row) =>
        toAdminTeacher(row, subjects.get(row.id) ?? [], loads.get(row.id) ?? { classes_count: 0, students_count: 0 }),
      );
      return teachersPage(teachers, query);
    },

    get: detail,

    async create(actor, body, context) {
      // No default password exists to keep (spec §5): a blank one is generated for this teacher and answered once.
      const generated = body.password?.trim() ? null : generatePassword(ROLE.teacher);
      const password = generated ?? body.password ?? '';
      assertStrongPassword(password);
      const subjectIds = [...new Set(body.subject_ids)];
      await assertKnownSubjects(subjectIds);
      const passwordHash = await deps.hasher.hash(password);
      const user = await database.transaction(async (trx) => {
        const row = await users.insertAccount(
          trx,
          { ...body, role_id: ROLE.teacher, subject_ids: subjectIds, password_hash: passwordHash },
          now(),
        );
        await audit.record(trx, {
          user_id: actor.id,
          action: 'teacher.create',
          target_type: 'user',
          target_id: row.id,
          ip: context.ip,
          meta: {
            after: {
              first_name: row.first_name,
              last_name: row.last_name,
              email: row.email,
              phone: row.phone,
              subject_ids: subjectIds,
            },
          },
        });
        return row;
      });
      return { ...(await detail(user.id)), generated_password: generated };
    },

    async update(actor, id, body, context) {
      const current = await existing(id);
      const newPassword = body.password?.trim() ? body.password : null;
      if (newPassword !== null) assertStrongPassword(newPassword);
      const wantedSubjects = body.subject_ids ? [...new Set(body.subject_ids)] : null;
      if (wantedSubjects) await assertKnownSubjects(wantedSubjects);

      const patch: UserPatch = { updated_at: now() };
      if (body.first_name !== undefined) patch.first_name = body.first_name;
      if (body.last_name !== undefined) patch.last_name = body.last_name;
      if (body.email !== undefined) patch.email = body.email;
      if (body.phone !== undefined) patch.phone = body.phone;
      if (newPassword !== null) patch.password_hash = await deps.hasher.hash(newPassword);

      await database.transaction(async (trx) => {
        try {
          await users.updateUser(trx, id, patch, { revokeTokens: newPassword !== null });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken(error);
          throw error;
        }
        const subjects = wantedSubjects
          ? await replaceTeacherSubjects(trx, id, wantedSubjects, {
              now: now(),
              subjectsWithCurrentGroups: groups.subjectsWithCurrentGroups,
            })
          : null;
        const changes = profileChanges(current, patch, {
          passwordChanged: newPassword !== null,
          subjects:
            subjects && (subjects.added.length > 0 || subjects.removed.length > 0)
              ? { before: subjects.before, after: wantedSubjects ?? [] }
              : null,
        });
        if (changes) {
          await audit.record(trx, {
            user_id: actor.id,
            action: 'teacher.update',
            target_type: 'user',
            target_id: id,
            ip: context.ip,
            meta: changes,
          });
        }
      });
      // Sockets opened with a token of the old password must not keep receiving events.
      if (newPassword !== null) await deps.authChanges.userLockedOut(id);
      return detail(id);
    },

    async setActivity(actor, id, isActive, context) {
      await existing(id);
      const changed = await database.transaction(async (trx) => {
        const changed = await users.setAccountsActivity(trx, [id], isActive, now(), { roleId: ROLE.teacher });
        if (changed.length > 0) {
          await audit.record(trx, {
            user_id: actor.id,
            action: isActive ? 'teacher.unblock' : 'teacher.block',
            target_type: 'user',
            target_id: id,
            ip: context.ip,
            meta: { before: { is_active: !isActive }, after: { is_active: isActive } },
          });
        }
        return changed;
      });
      await announceAccountsActivity(deps.authChanges, changed, isActive);
      return detail(id);
    },

    async remove(actor, id, targetId, context) {
      const current = await existing(id);
      if (targetId === id) throw invalidField('target_teacher_id', 'NOT_A_TEACHER');
      const before = { name: fullName(current), email: current.email, subject_ids: await teacherSubjectIds(db, id) };
      let moved: number[] = [];
      try {
        await database.transaction(async (trx) => {
          const classes = await groups.allTeacherClasses(trx, id);
          if (classes.length > 0) {
            if (targetId === undefined) throw new AppError('TEACHER_HAS_GROUPS');
            await assertCanTakeOver(trx, targetId, [...new Set(classes.map((group) => group.subject_id))]);
            await groups.moveTeacherClasses(trx, id, targetId, now());
            moved = classes.map((group) => group.id);
          }
          if (!(await users.deleteUser(trx, id))) throw new AppError('NOT_FOUND');
          await audit.record(trx, {
            user_id: actor.id,
            action: 'teacher.delete',
            target_type: 'user',
            target_id: id,
            ip: context.ip,
            meta: {
              before,
              ...(moved.length > 0 ? { moved_group_ids: moved, target_teacher_id: targetId } : {}),
            },
          });
        });
      } catch (error) {
        // A class opened for the teacher between the count and the delete.
        if (isForeignKeyViolation(error)) throw new AppError('TEACHER_HAS_GROUPS', { cause: error });
        throw error;
      }
      await deps.authChanges.userLockedOut(id);
      return { id, moved_group_ids: moved };
    },
  };

  /** The teacher taking the classes over: an active teacher of every subject among them, or 422. */
  async function assertCanTakeOver(trx: Database['db'], targetId: number, subjectIds: number[]) {
    const target = await findTeacherProfile(trx, targetId);
    if (!target) throw invalidField('target_teacher_id', 'NOT_A_TEACHER');
    if (!target.is_active) throw invalidField('target_teacher_id', 'USER_BLOCKED');
    const lock = database.dialect === 'postgres';
    for (const subjectId of subjectIds) {
      if (!(await teachesSubject(trx, targetId, subjectId, lock))) {
        throw invalidField('target_teacher_id', 'SUBJECT_NOT_TAUGHT');
      }
    }
  }
}
