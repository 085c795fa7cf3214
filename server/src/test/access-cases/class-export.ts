import { type AccessRow, classStaff } from './access-row.ts';

/** A class's results leave only through its own teacher or an admin; the class's students are refused like any other. */
export const CLASS_EXPORT_ROWS: AccessRow[] = [
  {
    route: 'GET /api/groups/{id}/export',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/export` }),
    expected: { ...classStaff(200), classmate: 403 },
  },
  {
    route: 'GET /api/groups/{id}/export (one section as CSV)',
    target: 'own',
    call: (_t, w) => ({
      method: 'GET',
      url: `/api/groups/${w.group.id}/export?format=csv&section=diary&from=2026-09-01&to=2026-09-30`,
    }),
    expected: { ...classStaff(200), classmate: 403 },
  },
];
