import type { MailingAudience, MailingPreviewQuery } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { StudentsPort } from '../students/students.port.ts';
import type { SubjectsPort } from '../subjects/subjects.port.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';

export interface AudiencePorts {
  students: Pick<StudentsPort, 'studentIdsAfter' | 'countStudents'>;
  groups: Pick<GroupsPort, 'classStudentIdsAfter' | 'countClassStudents' | 'findGroup'>;
  teachers: Pick<TeachersPort, 'isTeacher'>;
  subjects: Pick<SubjectsPort, 'findSubject'>;
}

/** The preview's flat query as an audience; the id its kind needs must be there. */
export function audienceOfQuery(query: MailingPreviewQuery): MailingAudience {
  const need = (field: 'subject_id' | 'group_id' | 'teacher_id'): number => {
    const id = query[field];
    if (id === undefined) throw invalidField(field, 'FIELD_REQUIRED');
    return id;
  };
  switch (query.kind) {
    case 'all':
      return { kind: 'all' };
    case 'subject':
      return { kind: 'subject', subject_id: need('subject_id') };
    case 'group':
      return { kind: 'group', group_id: need('group_id') };
    case 'teacher':
      return { kind: 'teacher', teacher_id: need('teacher_id') };
  }
}

/** Who an audience reaches, asked of the modules that own students, classes, teachers and subjects. */
export function createAudience(ports: AudiencePorts) {
  return {
    /** Refuses an audience naming nothing that exists: a 422 on its field. */
    async check(db: Kysely<DB>, audience: MailingAudience, prefix: string): Promise<void> {
      if (audience.kind === 'subject' && !(await ports.subjects.findSubject(db, audience.subject_id)))
        throw invalidField(`${prefix}subject_id`, 'FIELD_INVALID');
      if (audience.kind === 'group') {
        const group = await ports.groups.findGroup(db, audience.group_id);
        if (!group || group.deleted_at !== null) throw invalidField(`${prefix}group_id`, 'FIELD_INVALID');
      }
      if (audience.kind === 'teacher' && !(await ports.teachers.isTeacher(db, audience.teacher_id)))
        throw invalidField(`${prefix}teacher_id`, 'FIELD_INVALID');
    },

    /** The subject the letters belong to: a subject's or a class's; none for everybody or a teacher's students. */
    async subjectOf(db: Kysely<DB>, audience: MailingAudience): Promise<number | null> {
      if (audience.kind === 'subject') return audience.subject_id;
      if (audience.kind === 'group') return (await ports.groups.findGroup(db, audience.group_id))?.subject_id ?? null;
      return null;
    },

    count(db: Kysely<DB>, audience: MailingAudience): Promise<number> {
      switch (audience.kind) {
        case 'all':
          return ports.students.countStudents(db, undefined);
        case 'subject':
          return ports.students.countStudents(db, audience.subject_id);
        case 'group':
          return ports.groups.countClassStudents(db, { groupId: audience.group_id });
        case 'teacher':
          return ports.groups.countClassStudents(db, { teacherId: audience.teacher_id });
      }
    },

    /** The next `limit` recipients after user id `afterId`, in ascending id order. */
    idsAfter(db: Kysely<DB>, audience: MailingAudience, afterId: number, limit: number): Promise<number[]> {
      switch (audience.kind) {
        case 'all':
          return ports.students.studentIdsAfter(db, undefined, afterId, limit);
        case 'subject':
          return ports.students.studentIdsAfter(db, audience.subject_id, afterId, limit);
        case 'group':
          return ports.groups.classStudentIdsAfter(db, { groupId: audience.group_id }, afterId, limit);
        case 'teacher':
          return ports.groups.classStudentIdsAfter(db, { teacherId: audience.teacher_id }, afterId, limit);
      }
    },
  };
}
