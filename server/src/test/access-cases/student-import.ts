import { SUBJECT } from '../../modules/homework/homework.fixture.ts';
import type { AccessRow } from './access-row.ts';
import { adminOnly } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

let sequence = 0;

/** One good row with an email of its own, so each caller's import creates a new student. */
function importBody(w: MatrixWorld) {
  sequence += 1;
  return {
    subject_id: SUBJECT,
    group_id: w.room.group.id,
    rows: [
      {
        last_name: 'Import',
        first_name: `Row ${sequence}`,
        email: `matrix-import-${sequence}-${Date.now()}@school.test`,
        phone: '',
        birth_date: '',
        timezone: '',
        password: 'pass1',
      },
    ],
  };
}

export const STUDENT_IMPORT_ROWS: AccessRow[] = [
  {
    route: 'POST /api/admin/students/import/check',
    target: 'any',
    expected: adminOnly(200),
    call: (_t, w) => ({ method: 'POST', url: '/api/admin/students/import/check', body: importBody(w) }),
  },
  {
    route: 'POST /api/admin/students/import',
    target: 'any',
    expected: adminOnly(201),
    call: (_t, w) => ({ method: 'POST', url: '/api/admin/students/import', body: importBody(w) }),
  },
];
