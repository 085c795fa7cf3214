import type { AccessRow } from './access-row.ts';
import { REFUSED } from './access-row.ts';

/**
 * A parent's own settings: only a parent (none of the six callers) reads or changes them; the parent's own answers
 * are checked in modules/parent-digest/parent-digest.test.ts.
 */
export const PARENT_DIGEST_ROWS: AccessRow[] = [
  {
    route: 'GET /api/parents/me/settings',
    target: 'own',
    call: () => ({ method: 'GET', url: '/api/parents/me/settings' }),
    expected: { ...REFUSED, parent: 200 },
  },
  {
    route: 'PUT /api/parents/me/settings',
    target: 'own',
    call: () => ({ method: 'PUT', url: '/api/parents/me/settings', body: { digest_enabled: false } }),
    expected: { ...REFUSED, parent: 200 },
  },
];
