import { type DistributionEntry, type DistributionPatch, type DistributionQuery, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Page, pageOffset, toPage } from '../../lib/pagination.ts';
import { matchesPerson } from '../../lib/person-search.ts';
import type { StudentsPort } from '../students/students.port.ts';
import { assertCanSeeTeacherClasses } from '../teachers/teachers.policy.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import { fullName } from '../users/user-mapper.ts';
import type { ZeroHomeworkPort } from '../zero-homework/zero-homework.port.ts';
import { countWaiting, listWaiting, setDistributionStatus } from './distribution.repo.ts';
import { isInTeacherGroups } from './group-students.repo.ts';

export interface DistributionService {
  /**
   * Students waiting for a class in the subjects the teacher teaches, the longest waiting first. A search is
   * matched in code over the whole waiting list (see matchesPerson), then paged, so it finds students on any page.
   */
  list(actor: AuthUser, teacherId: number, query: DistributionQuery): Promise<Page<DistributionEntry>>;
  setStatus(actor: AuthUser, studentId: number, patch: DistributionPatch): Promise<DistributionEntry>;
}

type WaitingRow = Awaited<ReturnType<typeof listWaiting>>[number];

type Progress = DistributionEntry['zero_lessons'];

const toEntry = (row: WaitingRow, zeroLessons: Progress): DistributionEntry => ({
  student_id: row.student_id,
  name: fullName(row),
  email: row.email,
  subject_id: row.subject_id,
  status: row.status,
  since: row.since,
  zero_lessons: zeroLessons,
});

export function createDistributionService(deps: {
  database: Database;
  students: Pick<StudentsPort, 'findStudentSubjectStatus'>;
  teachers: Pick<TeachersPort, 'isTeacher' | 'teacherSubjectIds'>;
  zeroLessons: ZeroHomeworkPort;
}): DistributionService {
  const { findStudentSubjectStatus } = deps.students;
  const { isTeacher, teacherSubjectIds } = deps.teachers;
  const { db } = deps.database;

  /** Turns the rows into entries with how far each student is through the subject's zero lessons (issue [13]). */
  async function entriesOf(rows: readonly WaitingRow[]): Promise<(row: WaitingRow) => DistributionEntry> {
    const progress = await deps.zeroLessons.lessonsProgress(db, rows);
    const none: Progress = { done: 0, total: 0 };
    return (row) => toEntry(row, progress.get(deps.zeroLessons.progressKey(row.student_id, row.subject_id)) ?? none);
  }

  async function findWaiting(studentId: number, subjectId: number): Promise<WaitingRow | undefined> {
    const [row] = await listWaiting(db, { subjectIds: [subjectId], studentId }, { limit: 1, offset: 0 });
    return row;
  }

  return {
    async list(actor, teacherId, query) {
      assertCanSeeTeacherClasses(actor, teacherId);
      if (!(await isTeacher(db, teacherId))) throw new AppError('NOT_FOUND');
      const taught = await teacherSubjectIds(db, teacherId);
      const subjectIds = query.subject_id === undefined ? taught : taught.filter((id) => id === query.subject_id);
      const filter = { subjectIds, status: query.status };
      const { search } = query;
      if (search) {
        const found = (await listWaiting(db, filter)).filter((row) =>
          matchesPerson({ name: fullName(row), email: row.email }, search),
        );
        const offset = pageOffset(query);
        const shown = found.slice(offset, offset + query.per_page);
        return toPage(shown.map(await entriesOf(shown)), found.length, query);
      }
      const [rows, total] = await Promise.all([
        listWaiting(db, filter, { limit: query.per_page, offset: pageOffset(query) }),
        countWaiting(db, filter),
      ]);
      return toPage(rows.map(await entriesOf(rows)), total, query);
    },

    async setStatus(actor, studentId, patch) {
      if (actor.role_id !== ROLE.admin && !(await teacherSubjectIds(db, actor.id)).includes(patch.subject_id)) {
        throw new AppError('FORBIDDEN');
      }
      const row = await findWaiting(studentId, patch.subject_id);
      if (!row) {
        // Only an admin or the student's own teacher may learn where a student who is not waiting is.
        if (actor.role_id !== ROLE.admin && !(await isInTeacherGroups(db, actor.id, studentId))) {
          throw new AppError('FORBIDDEN');
        }
        const subjectStatus = await findStudentSubjectStatus(db, studentId, patch.subject_id);
        throw new AppError(subjectStatus === 'active' ? 'STUDENT_NOT_WAITING' : 'NOT_FOUND');
      }
      await setDistributionStatus(db, studentId, patch.subject_id, patch.status);
      const changed = { ...row, status: patch.status };
      return (await entriesOf([changed]))(changed);
    },
  };
}
