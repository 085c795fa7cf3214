import { unreadCountsSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { type AccessRow, REFUSED, userOf } from './access-row.ts';

export const PHONE_ROWS: AccessRow[] = [
  {
    route: 'GET /api/users/{id}/unread',
    target: 'own',
    // Each caller asks for their own badges (a parent: the chat's alone); an admin has no phone, and nobody reads another's.
    call: (_t, w, actor) => ({ method: 'GET', url: `/api/users/${userOf(w, actor).id}/unread` }),
    expected: {
      ...REFUSED,
      classTeacher: 200,
      otherTeacher: 200,
      classStudent: 200,
      otherStudent: 200,
      classmate: 200,
      parent: 200,
    },
    check(_w, _actor, data) {
      expect(unreadCountsSchema.parse(data).chat).toBeGreaterThanOrEqual(0);
    },
  },
  {
    route: 'GET /api/users/{id}/unread (another user’s)',
    target: 'foreign',
    call: (_t, w) => ({ method: 'GET', url: `/api/users/${w.classStudent.id}/unread` }),
    expected: { ...REFUSED, classStudent: 200, classmate: 403 },
  },
];
