import { mailingSchema, mailingsSchema, mailPageSchema } from '@umka/contracts';
import { expect } from 'vitest';
import { giveLetter } from '../../modules/mail/mail.fixture.ts';
import { type AccessRow, adminOnly, type Expected, REFUSED, studentOwn } from './access-row.ts';

/** A letter is its owner's: another student is told it does not exist; staff may not call the route at all. */
const ownLetter = (status: number): Expected => ({
  ...REFUSED,
  classStudent: status,
  otherStudent: 404,
  classmate: 404,
});

export const MAIL_ROWS: AccessRow[] = [
  {
    route: 'GET /api/users/{id}/messages',
    target: 'own',
    call: async (t, w) => {
      await giveLetter(t.database.db, w.classStudent.id);
      await giveLetter(t.database.db, w.classmate.id, { code: 'welcome' });
      return { method: 'GET', url: `/api/users/${w.classStudent.id}/messages` };
    },
    expected: studentOwn(200),
    check(w, _actor, data) {
      const page = mailPageSchema.parse(data);
      expect(page.items.length).toBeGreaterThan(0);
      expect(JSON.stringify(data)).not.toContain(w.classmate.first_name);
    },
  },
  {
    route: 'DELETE /api/users/{id}/messages',
    target: 'own',
    call: async (t, w) => {
      await giveLetter(t.database.db, w.classStudent.id);
      return { method: 'DELETE', url: `/api/users/${w.classStudent.id}/messages` };
    },
    expected: studentOwn(200),
  },
  {
    route: 'PATCH /api/messages/{id}',
    target: 'own',
    call: async (t, w) => {
      const id = await giveLetter(t.database.db, w.classStudent.id);
      return { method: 'PATCH', url: `/api/messages/${id}`, body: { is_read: true } };
    },
    expected: ownLetter(200),
  },
  {
    route: 'GET /api/admin/mailings',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/mailings' }),
    expected: adminOnly(200),
    check(_w, _actor, data) {
      mailingsSchema.parse(data);
    },
  },
  {
    route: 'GET /api/admin/mailings/preview?kind=group',
    target: 'any',
    call: (_t, w) => ({ method: 'GET', url: `/api/admin/mailings/preview?kind=group&group_id=${w.group.id}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/mailings',
    target: 'any',
    call: (_t, w) => ({
      method: 'POST',
      url: '/api/admin/mailings',
      body: { text: { 'ru-RU': 'Привет всем!' }, audience: { kind: 'group', group_id: w.group.id } },
    }),
    expected: adminOnly(201),
    check(_w, _actor, data) {
      expect(mailingSchema.parse(data)).toMatchObject({ status: 'running', total: 2 });
    },
  },
  {
    route: 'GET /api/admin/mail-templates',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/mail-templates' }),
    expected: adminOnly(200),
  },
];
