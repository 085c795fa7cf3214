import { type AccessRow, classMembers, signedIn } from './access-row.ts';
import { WORLD_SUBJECT } from './matrix-world.ts';

/** A student's likes and places are theirs, their class's staff's, and nobody else's. */
export const LIKES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/likes',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/likes?subject_id=${WORLD_SUBJECT}` }),
    expected: { ...classMembers(200), classmate: 403 },
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
    route: 'GET /api/students/{id}/rating-places',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/rating-places?subject_id=1` }),
    expected: { ...classMembers(200), classmate: 403 },
  },
];
