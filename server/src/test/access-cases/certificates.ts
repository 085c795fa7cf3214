import { certificateSchema } from '@umka/contracts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, classMembers, classStaff } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

const body = { title: 'Mental arithmetic champion', reason: 'Three rounds without a mistake', issued_on: '2026-11-20' };

async function freshCertificate(t: TestContext, w: MatrixWorld): Promise<number> {
  const response = await t.api('POST', `/api/students/${w.classStudent.id}/certificates`, {
    token: w.classTeacher.token,
    body,
  });
  return dataOf(response, certificateSchema).id;
}

/** A certificate is the class's student's own: their classmate sees none of it. */
export const CERTIFICATES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/certificates',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/certificates` }),
    expected: { ...classMembers(200), classmate: 403, parent: 200 },
  },
  {
    route: 'POST /api/students/{id}/certificates',
    target: 'own',
    call: (_t, w) => ({ method: 'POST', url: `/api/students/${w.classStudent.id}/certificates`, body }),
    expected: { ...classStaff(201), classmate: 403 },
  },
  {
    route: 'GET /api/certificates/{id}/pdf',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `/api/certificates/${w.certificateId}/pdf` }),
    expected: { ...classMembers(200), classmate: 403, parent: 200 },
  },
  {
    route: 'DELETE /api/certificates/{id}',
    target: 'own',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/certificates/${await freshCertificate(t, w)}` }),
    expected: { ...classStaff(200), classmate: 403 },
  },
];
