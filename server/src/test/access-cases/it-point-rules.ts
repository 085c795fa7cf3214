import { type AccessRow, adminOnly } from './access-row.ts';

/** The defaults sent back unchanged, so the matrix's other rows pay what they always did. */
const defaults = {
  rules: [
    { source: 'task_accepted', points: 10 },
    { source: 'quiz_correct_answer', points: 1 },
    { source: 'project_like', points: 1 },
  ],
};

/** How many IT points each source pays: admins only. */
export const IT_POINT_RULES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/it-point-rules',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/it-point-rules' }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/it-point-rules',
    target: 'any',
    call: () => ({ method: 'PUT', url: '/api/it-point-rules', body: defaults }),
    expected: adminOnly(200),
  },
];
