import type { ChosenSubject } from '@umka/contracts';
import { createPersistedStore } from './persisted-store.ts';
import { schemaLater } from './schemas-later.ts';

/** The chosen subject of spec §3, persisted as `subject` {id, main_id}. */
export const SUBJECT_STORAGE_KEY = 'subject';

export const subjectStore = createPersistedStore<ChosenSubject | null>(
  SUBJECT_STORAGE_KEY,
  schemaLater('chosenSubjectSchemaOrNone'),
  null,
);
