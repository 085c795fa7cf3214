import type { AccessRow } from './access-row.ts';
import { adminOnly, everyone } from './access-row.ts';

export const SYSTEM_ROWS: AccessRow[] = [
  {
    route: 'GET /api/health',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/health' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/client-config',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/client-config' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/subjects',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/subjects' }),
    expected: everyone(200),
  },
  {
    // Subject 10 (school readiness) stays closed: every admin call closes it again.
    route: 'PATCH /api/subjects/{id}',
    target: 'any',
    call: () => ({ method: 'PATCH', url: '/api/subjects/10', body: { is_open: false } }),
    expected: adminOnly(200),
  },
];
