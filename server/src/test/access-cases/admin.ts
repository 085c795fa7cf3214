import { sendMultipart } from '../../modules/homework/homework.fixture.ts';
import { PNG_1PX } from '../../modules/media/image-samples.ts';
import { type AccessRow, adminOnly } from './access-row.ts';
import { adminCreates, freshWord, MATH_TASK, MENTAL_TEST, READING_TEXT } from './admin-content.ts';

/** The platform's own pages: admins alone, whatever the target. */
export const ADMIN_ROWS: AccessRow[] = [
  {
    route: 'GET /api/admin/maintenance',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/maintenance' }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/maintenance',
    target: 'any',
    call: () => ({ method: 'PUT', url: '/api/admin/maintenance', body: { enabled: false } }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/outbox',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/outbox' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/logs',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/logs' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/logs/actions',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/logs/actions' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/logs/{id}',
    target: 'any',
    call: async (t, w) => {
      await t.services.audit.record(t.database.db, { user_id: w.admin.id, action: 'matrix.check' });
      const row = await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      return { method: 'GET', url: `/api/admin/logs/${row.id}` };
    },
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/tasks',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/tasks' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/tasks',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/tasks', body: MATH_TASK }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/tasks/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/tasks/${w.mathTaskId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/tasks/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'PATCH', url: `/api/admin/tasks/${w.mathTaskId}`, body: { digit_rank: 1 } }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/tasks/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/tasks/${await adminCreates(t, w.admin.token, '/api/admin/tasks', MATH_TASK)}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/trainer-words',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/trainer-words?locale=en-US' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/trainer-words',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/trainer-words', body: freshWord() }),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/trainer-words/{id}',
    target: 'any',
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/admin/trainer-words/${w.trainerWordId}`,
      body: { word: freshWord().word },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/trainer-words/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/trainer-words/${await adminCreates(t, w.admin.token, '/api/admin/trainer-words', freshWord())}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/reading-texts',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/reading-texts?locale=en-US' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/reading-texts',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/reading-texts', body: READING_TEXT }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/reading-texts/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/reading-texts/${w.readingTextId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/reading-texts/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'PUT', url: `/api/admin/reading-texts/${w.readingTextId}`, body: READING_TEXT }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/reading-texts/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/reading-texts/${await adminCreates(t, w.admin.token, '/api/admin/reading-texts', READING_TEXT)}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/mental-tests',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/mental-tests' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/mental-tests',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/mental-tests', body: MENTAL_TEST }),
    expected: adminOnly(201),
  },
  {
    route: 'GET /api/admin/mental-tests/{id}',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/mental-tests/${w.mentalTestId}` }),
    expected: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/mental-tests/{id}',
    target: 'any',
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/admin/mental-tests/${w.mentalTestId}`,
      body: { time_limit_sec: 120 },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/mental-tests/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/mental-tests/${await adminCreates(t, w.admin.token, '/api/admin/mental-tests', MENTAL_TEST)}`,
    }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/media',
    target: 'any',
    send: (t, _w, token) =>
      sendMultipart(t, '/api/admin/media', token, [
        { name: 'file', file: { filename: 'picture.png', bytes: PNG_1PX, contentType: 'image/png' } },
      ]),
    expected: adminOnly(200),
  },
];
