import {
  type AdminStudentCreateBody,
  type AdminStudentCreated,
  type AdminStudentDetail,
  type AdminStudentListItem,
  type AdminStudentListQuery,
  type AdminStudentSubjectDetail,
  type AdminStudentUpdateBody,
  ROLE,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { generatePassword } from '../../lib/generated-password.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthChanges } from '../auth/auth-changes.ts';
import { groupsPort } from '../groups/groups.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { ratingsPort } from '../ratings/ratings.port.ts';
import { studentsPort } from '../students/students.port.ts';
import { usersPort } from '../users/users.port.ts';
import { toDetail, toListItem } from './admin-students.mapper.ts';
import { findStudentRow, listStudentPage } from './admin-students-list.repo.ts';
import { assertSubjectRows } from './admin-students-rows.ts';
import {
  deleteSubjectRow,
  joinClass,
  leaveSubjectClasses,
  listCurrentCourses,
  listSubjectRows,
  updateStudentProfile,
} from './admin-students-subjects.repo.ts';

export interface AdminStudentsService {
  list(query: AdminStudentListQuery): Promise<Page<AdminStudentListItem>>;
  get(id: number): Promise<AdminStudentDetail>;
  /** A blank password is generated and answered once in `generated_password` (null when the admin typed one). */
  create(actor: AuthUser, body: AdminStudentCreateBody, context: RequestContext): Promise<AdminStudentCreated>;
  update(
    actor: AuthUser,
    id: number,
    body: AdminStudentUpdateBody,
    context: RequestContext,
  ): Promise<AdminStudentDetail>;
}

/** What the audit log keeps of a student: the form's fields, the subject rows as `subject:status:class`. */
function auditedState(
  student: Pick<AdminStudentDetail, 'first_name' | 'last_name' | 'email' | 'phone' | 'timezone' | 'birth_date'> & {
    subjects: readonly { subject_id: number; status: string; group: { id: number } | null }[];
  },
): Record<string, unknown> {
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    email: student.email,
    phone: student.phone,
    timezone: student.timezone,
    birth_date: student.birth_date,
    subjects: student.subjects.map((row) => `${row.subject_id}:${row.status}:${row.group?.id ?? '-'}`).join(','),
  };
}

/** Only the fields that changed, on both sides (the audit convention of issue [14]). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export function createAdminStudentsService(deps: {
  database: Database;
  hasher: PasswordHasher;
  audit: AuditLog;
  clock: Clock;
  authChanges: Pick<AuthChanges, 'userLockedOut'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
}): AdminStudentsService {
  const { database, audit } = deps;
  const now = () => deps.clock().toISOString();

  async function load(db: Kysely<DB>, id: number): Promise<AdminStudentDetail> {
    const row = await findStudentRow(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [subjects, classes, courses] = await Promise.all([
      listSubjectRows(db, [id]),
      groupsPort.listClassRows(db, [id]),
      listCurrentCourses(db, id),
    ]);
    return toDetail(row, subjects, classes, courses);
  }

  function checkPassword(password: string): void {
    const problem = passwordProblem(password, ROLE.student);
    if (problem) throw invalidField('password', problem);
  }

  /** Brings the student's subjects to the form's rows: dropped, added, blocked or reopened, and placed. */
  async function applySubjectRows(
    trx: Kysely<DB>,
    studentId: number,
    current: readonly AdminStudentSubjectDetail[],
    rows: AdminStudentCreateBody['subjects'],
  ): Promise<void> {
    const wanted = new Set(rows.map((row) => row.subject_id));
    for (const old of current) {
      if (wanted.has(old.subject_id)) continue;
      await leaveSubjectClasses(trx, studentId, old.subject_id, null);
      await ratingsPort.leaveLikesRatings(trx, studentId, [old.subject_id]);
      await deleteSubjectRow(trx, studentId, old.subject_id);
    }
    const had = new Set(current.map((row) => row.subject_id));
    await studentsPort.enrollSubjects(
      trx,
      studentId,
      rows.filter((row) => !had.has(row.subject_id)).map((row) => row.subject_id),
      now(),
    );
    for (const status of ['active', 'blocked'] as const) {
      const subjectIds = rows.filter((row) => row.status === status).map((row) => row.subject_id);
      await studentsPort.setSubjectStatus(trx, studentId, subjectIds, status);
    }
    for (const row of rows) {
      await leaveSubjectClasses(trx, studentId, row.subject_id, row.group_id);
      if (row.group_id !== null) await joinClass(trx, studentId, row.group_id, now());
    }
  }

  async function placeInBirthYear(trx: Kysely<DB>, studentId: number, birthDate: string | null) {
    await ratingsPort.placeInBirthYear(trx, studentId, birthDate === null ? null : Number(birthDate.slice(0, 4)));
  }

  return {
    async list(query) {
      const { rows, total } = await listStudentPage(database.db, database.dialect, query);
      const ids = rows.map((row) => row.id);
      const [subjects, classes] = await Promise.all([
        listSubjectRows(database.db, ids),
        groupsPort.listClassRows(database.db, ids),
      ]);
      return toPage(
        rows.map((row) => toListItem(row, subjects, classes)),
        total,
        query,
      );
    },

    async get(id) {
      return load(database.db, id);
    },

    async create(actor, body, context) {
      // No platform-wide default password exists (a shared, known one would open every new account): for
      // "blank keeps the default" of spec §5, a blank one is generated for this student and answered once.
      const generated = body.password.trim() ? null : generatePassword(ROLE.student);
      const password = generated ?? body.password;
      checkPassword(password);
      await assertSubjectRows(database.db, body.subjects);
      const passwordHash = await deps.hasher.hash(password);
      const created = await database.transaction(async (trx) => {
        const user = await usersPort.insertAccount(
          trx,
          {
            role_id: ROLE.student,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            phone: body.phone,
            password_hash: passwordHash,
          },
          now(),
        );
        await updateStudentProfile(trx, user.id, { timezone: body.timezone, birth_date: body.birth_date });
        await applySubjectRows(trx, user.id, [], body.subjects);
        if (body.birth_date !== null) await placeInBirthYear(trx, user.id, body.birth_date);
        const student = await load(trx, user.id);
        await audit.record(trx, {
          user_id: actor.id,
          action: 'student.create',
          target_type: 'user',
          target_id: user.id,
          ip: context.ip,
          meta: { after: auditedState(student) },
        });
        await deps.mail.deliverWithin(trx, {
          userId: user.id,
          subjectId: null,
          code: 'welcome',
          params: { name: user.first_name },
        });
        return student;
      });
      await deps.mail.announce(created.id);
      return { ...created, generated_password: generated };
    },

    async update(actor, id, body, context) {
      // A blank password keeps the old one (spec §5).
      const newPassword = body.password.trim() ? body.password : null;
      if (newPassword !== null) checkPassword(newPassword);
      await assertSubjectRows(database.db, body.subjects);
      const passwordHash = newPassword === null ? null : await deps.hasher.hash(newPassword);
      const updated = await database.transaction(async (trx) => {
        // Two admins saving the same student wait for each other, so the second replaces what the first saved.
        if ((await studentsPort.lockStudents(trx, [id], database.dialect)).length === 0)
          throw new AppError('NOT_FOUND');
        const before = await load(trx, id);
        try {
          await usersPort.updateUser(
            trx,
            id,
            {
              first_name: body.first_name,
              last_name: body.last_name,
              email: body.email,
              phone: body.phone,
              updated_at: now(),
              ...(passwordHash !== null && { password_hash: passwordHash }),
            },
            { revokeTokens: passwordHash !== null },
          );
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError('EMAIL_TAKEN', { fields: [fieldError('email', 'EMAIL_TAKEN')], cause: error });
          }
          throw error;
        }
        await updateStudentProfile(trx, id, { timezone: body.timezone, birth_date: body.birth_date });
        await applySubjectRows(trx, id, before.subjects, body.subjects);
        if (body.birth_date !== before.birth_date) await placeInBirthYear(trx, id, body.birth_date);
        const after = await load(trx, id);
        const changes = changedFields(auditedState(before), auditedState(after));
        if (passwordHash !== null) {
          changes.before.password = '•••';
          changes.after.password = '•••';
        }
        await audit.record(trx, {
          user_id: actor.id,
          action: 'student.update',
          target_type: 'user',
          target_id: id,
          ip: context.ip,
          meta: changes,
        });
        return after;
      });
      // Sockets opened with a revoked token must not keep receiving events.
      if (passwordHash !== null) await deps.authChanges.userLockedOut(id);
      return updated;
    },
  };
}
