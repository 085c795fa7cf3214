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

const toEntry = (row: WaitingRow): DistributionEntry => ({
  student_id: row.student_id,
  name: fullName(row),
  email: row.email,
  subject_id: row.subject_id,
  status: row.status,
  since: row.since,
});

export function createDistributionService(deps: {
  database: Database;
  students: Pick<StudentsPort, 'findStudentSubjectStatus'>;
  teachers: Pick<TeachersPort, 'isTeacher' | 'teacherSubjectIds'>;
}): DistributionService {
  const { findStudentSubjectStatus } = deps.students;
  const { isTeacher, teacherSubjectIds } = deps.teachers;
  const { db } = deps.database;

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
        const found = (await listWaiting(db, filter)).map(toEntry).filter((entry) => matchesPerson(entry, search));
        const offset = pageOffset(query);
        return toPage(found.slice(offset, offset + query.per_page), found.length, query);
      }
      const [rows, total] = await Promise.all([
        listWaiting(db, filter, { limit: query.per_page, offset: pageOffset(query) }),
        countWaiting(db, filter),
      ]);
      return toPage(rows.map(toEntry), total, query);
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
      return toEntry({ ...row, status: patch.status });
    },
  };
}
