import { type ChosenSubject, SUBJECT_COOKIE } from '@umka/contracts';
import { createPersistedStore, type PersistedStore } from './persisted-store.ts';
import { schemaLater } from './schemas-later.ts';

/** The chosen subject of spec §3, persisted as `subject` {id, main_id}. */
export const SUBJECT_STORAGE_KEY = 'subject';

/**
 * Tells the server which subject this device chose (SUBJECT_COOKIE), so that it can draw the student's home into the
 * page (server/src/lib/first-screen.ts); forgotten with the choice.
 */
export function shareSubjectWithServer(subject: ChosenSubject | null): void {
  const cookie = subject ? `${SUBJECT_COOKIE}=${subject.id}; max-age=31536000` : `${SUBJECT_COOKIE}=; max-age=0`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, still on school tablets.
  document.cookie = `${cookie}; path=/; samesite=lax`;
}

const store = createPersistedStore<ChosenSubject | null>(
  SUBJECT_STORAGE_KEY,
  schemaLater('chosenSubjectSchemaOrNone'),
  null,
);

export const subjectStore: PersistedStore<ChosenSubject | null> = {
  ...store,
  set(value) {
    store.set(value);
    shareSubjectWithServer(value);
  },
};

/** A choice made before the server drew pages is shared too, a while after the page starts (a cookie write is slow). */
export function shareSubjectAfterStart(): void {
  setTimeout(() => shareSubjectWithServer(subjectStore.get()), 3000);
}
