import type { Subject } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { listSubjects, toSubject } from './subjects.repo.ts';

export interface SubjectsService {
  list(): Promise<Subject[]>;
}

export function createSubjectsService(deps: { database: Database }): SubjectsService {
  return {
    list: async () => (await listSubjects(deps.database.db)).map(toSubject),
  };
}
