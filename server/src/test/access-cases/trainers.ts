import { trainerSessionSchema } from '@umka/contracts';
import { rightAnswers } from '../../modules/trainers/sum-rules.fixture.ts';
import { dataOf } from '../harness.ts';
import { type AccessRow, classMembers, REFUSED, signedIn, staff } from './access-row.ts';

/** Trainers and mental tests are played by students; staff look at them through the students' pages. */
const students = (status: number) => ({ ...REFUSED, classStudent: status, otherStudent: status, classmate: status });

const SETTINGS = { count: 3, limitMs: null };

export const TRAINERS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/trainers',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/trainers?subject_id=1' }),
    expected: { ...signedIn(200), admin: 403, classmate: 200 },
  },
  {
    route: 'GET /api/trainers/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/trainers/${w.trainerId}` }),
    expected: { ...signedIn(200), admin: 403, classmate: 200 },
  },
  {
    route: 'POST /api/trainers/{id}/sessions',
    target: 'own',
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/trainers/${w.trainerId}/sessions`,
      body: { subject_id: 1, settings: SETTINGS },
    }),
    expected: { ...REFUSED, classStudent: 201, otherStudent: 201, classmate: 201 },
  },
  {
    route: 'POST /api/trainers/sessions/{sessionId}/result',
    target: 'own',
    // The class's student's round: nobody else may post its result, a classmate included.
    call: async (t, w) => {
      t.clock.advance(10_000);
      const session = dataOf(
        await t.api('POST', `/api/trainers/${w.trainerId}/sessions`, {
          token: w.classStudent.token,
          body: { subject_id: 1, settings: SETTINGS },
        }),
        trainerSessionSchema,
      );
      t.clock.advance(10_000);
      return {
        method: 'POST',
        url: `/api/trainers/sessions/${session.session_id}/result`,
        body: { answers: rightAnswers(session.seed, SETTINGS), elapsed_ms: 5000 },
      };
    },
    expected: { ...REFUSED, classStudent: 201, classmate: 403 },
  },
  {
    route: 'GET /api/students/{id}/trainers',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/trainers?subject_id=1` }),
    expected: { ...classMembers(200), classmate: 403 },
  },
  {
    route: 'POST /api/math-tasks/try-out',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/math-tasks/try-out', body: { class_number: 1, count: 2 } }),
    expected: staff(200),
  },
  {
    route: 'GET /api/trainers/words',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/trainers/words?locale=en-US' }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/trainers/words/try-out',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/trainers/words/try-out',
      body: { component: 'wordSearch', locale: 'en-US', level: 1 },
    }),
    expected: staff(200),
  },
  {
    route: 'POST /api/trainers/memo/try-out',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/trainers/memo/try-out',
      body: { kind: 'words', length: 5, showMs: 2000, locale: 'en-US' },
    }),
    expected: staff(200),
  },
  {
    route: 'POST /api/trainers/speech-cards/try-out',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/trainers/speech-cards/try-out',
      body: { locale: 'en-US', sound: 's', pairs: 3, faces: 'words' },
    }),
    expected: staff(200),
  },
  {
    route: 'POST /api/trainers/reading/try-out',
    target: 'any',
    call: () => ({
      method: 'POST',
      url: '/api/trainers/reading/try-out',
      body: { locale: 'en-US', level: 1, mode: 'rsvp', wpm: 150 },
    }),
    expected: staff(200),
  },
  {
    route: 'GET /api/mental-tests',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/mental-tests?subject_id=1' }),
    expected: students(200),
  },
  {
    route: 'GET /api/mental-tests/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/mental-tests/${w.mentalTestId}?subject_id=1` }),
    expected: students(200),
  },
];
