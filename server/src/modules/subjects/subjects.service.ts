import type { Subject } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSubject, listSubjects, setSubjectOpen, toSubject } from './subjects.repo.ts';

export interface SubjectsService {
  list(): Promise<Subject[]>;
  /** Opens a subject to students or closes it (admins; the route's access rule says who). */
  setOpen(subjectId: number, isOpen: boolean): Promise<Subject>;
}

export function createSubjectsService(deps: { database: Database }): SubjectsService {
  const { db } = deps.database;
  return {
    list: async () => (await listSubjects(db)).map(toSubject),

    async setOpen(subjectId, isOpen) {
      if (!(await setSubjectOpen(db, subjectId, isOpen))) throw new AppError('NOT_FOUND');
      const row = await findSubject(db, subjectId);
      if (!row) throw new AppError('NOT_FOUND');
      return toSubject(row);
    },
  };
}
