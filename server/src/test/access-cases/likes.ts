import { type AccessRow, classMembers, REFUSED, signedIn, userOf } from './access-row.ts';
import { WORLD_SUBJECT } from './matrix-world.ts';

/** A student's likes and places are theirs, their class's staff's, and nobody else's. */
export const LIKES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/likes',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/likes?subject_id=${WORLD_SUBJECT}` }),
    expected: { ...classMembers(200), classmate: 403, parent: 200 },
  },
  {
    route: 'GET /api/ratings/trainers',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/ratings/trainers?trainer_id=${w.trainerId}&subjectId=1` }),
    expected: { ...signedIn(200), admin: 403, classmate: 200 },
  },
  {
    route: 'GET /api/ratings/online',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/ratings/online?subjectId=1' }),
    expected: { ...signedIn(200), admin: 403, classmate: 200 },
  },
  {
    route: 'GET /api/ratings/likes',
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/ratings/likes?subjectId=${WORLD_SUBJECT}` }),
    expected: { ...signedIn(200), classmate: 200 },
  },
  {
    route: 'GET /api/ratings/age',
    target: 'any',
    call: (_t, w) => ({
      method: 'GET',
      url: `/api/ratings/age?subjectId=${WORLD_SUBJECT}&student_id=${w.classStudent.id}`,
    }),
    expected: { ...signedIn(200), classmate: 200 },
  },
  {
    route: 'PUT /api/students/{id}/birth-date (their own)',
    target: 'own',
    // Each student gives their own once; an admin is no student, so there is no birth date of theirs to set.
    call: (_t, w, actor) => ({
      method: 'PUT',
      url: `/api/students/${userOf(w, actor).id}/birth-date`,
      body: { birth_date: '2015-05-20' },
    }),
    expected: { ...REFUSED, admin: 404, classStudent: 200, otherStudent: 200, classmate: 200 },
  },
  {
    route: 'PUT /api/students/{id}/birth-date (a student’s)',
    target: 'foreign',
    call: async (t) => {
      const student = await t.factories.buildStudent();
      return { method: 'PUT', url: `/api/students/${student.id}/birth-date`, body: { birth_date: '2015-05-20' } };
    },
    expected: { ...REFUSED, admin: 200, classmate: 403 },
  },
  {
    route: 'GET /api/students/{id}/rating-places',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/rating-places?subject_id=1` }),
    expected: { ...classMembers(200), classmate: 403 },
  },
];
