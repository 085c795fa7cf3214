import {
  cabinetChildSchema,
  meSchema,
  PARENT_INVITE_DAYS,
  parentAccessSchema,
  parentInviteCheckSchema,
  parentInviteCreatedSchema,
  ROLE,
  TOKEN_HEADER,
  trainerTrendSchema,
  userResultSchema,
} from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { storePastRounds } from '../../test/trainer-history.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

const DAY_MS = 86_400_000;
const SUBJECT = 1;

async function invite(t: TestContext, child: TestUser, by: TestUser = child) {
  const response = await t.api('POST', `/api/students/${child.id}/parent-invites`, { token: by.token });
  return dataOf(response, parentInviteCreatedSchema);
}

function redeem(t: TestContext, code: string, overrides: Record<string, unknown> = {}, ip = '10.7.0.1') {
  return t.api('POST', '/api/parent-invites/redeem', {
    body: {
      code,
      first_name: 'Ирина',
      last_name: 'Петрова',
      email: `mama-${Math.random().toString(36).slice(2)}@test.example`,
      password: 'a-long-family-passphrase',
      locale: 'en-US',
      ...overrides,
    },
    remoteAddress: ip,
  });
}

describeEachDatabase('the parent cabinet', (t) => {
  describe('invitations', () => {
    it('let a student invite a parent who registers with the code, is signed in and follows the child', async () => {
      const child = await t.factories.buildStudent();
      const created = await invite(t, child);
      expect(created.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const lasts = Date.parse(created.expires_at) - t.clock.now().getTime();
      expect(Math.abs(lasts - PARENT_INVITE_DAYS * DAY_MS)).toBeLessThan(60_000);

      const check = dataOf(
        await t.api('POST', '/api/parent-invites/check', { body: { code: created.code.toLowerCase() } }),
        parentInviteCheckSchema,
      );
      expect(check.child_first_name).toBe(child.first_name);

      const response = await redeem(t, created.code.replace('-', ''));
      expect(response.status).toBe(201);
      const { user } = dataOf(response, userResultSchema);
      expect(user.role_id).toBe(ROLE.parent);
      expect(user.locale).toBe('en-US');
      const token = String(response.headers[TOKEN_HEADER]);
      const me = dataOf(await t.api('GET', '/api/me', { token }), meSchema);
      expect(me.user.id).toBe(user.id);

      const children = dataOf(await t.api('GET', '/api/parents/me/children', { token }), z.array(cabinetChildSchema));
      expect(children.map((c) => c.id)).toEqual([child.id]);
      expect(children[0]?.subjects.map((s) => s.id)).toEqual([1, 2, 3]);

      const access = dataOf(
        await t.api('GET', `/api/students/${child.id}/parent-access`, { token: child.token }),
        parentAccessSchema,
      );
      expect(access.parents).toEqual([
        expect.objectContaining({ id: user.id, name: 'Ирина Петрова', email: user.email }),
      ]);
      expect(access.invites).toEqual([]);
    });

    it('are used once: the same code a second time is refused and makes no account', async () => {
      const child = await t.factories.buildStudent();
      const { code } = await invite(t, child);
      expect((await redeem(t, code)).status).toBe(201);
      const again = await redeem(t, code, { email: 'second@test.example' });
      expect(errorOf(again).code).toBe('PARENT_INVITE_INVALID');
      const account = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'second@test.example')
        .executeTakeFirst();
      expect(account).toBeUndefined();
    });

    it('go to exactly one of two parents redeeming the same code at the same moment', async () => {
      const child = await t.factories.buildStudent();
      const { code } = await invite(t, child);
      const results = await Promise.all([
        redeem(t, code, { email: 'race-a@test.example' }),
        redeem(t, code, { email: 'race-b@test.example' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 404]);
      const parents = await t.database.db
        .selectFrom('users')
        .select('email')
        .where('email', 'in', ['race-a@test.example', 'race-b@test.example'])
        .execute();
      expect(parents).toHaveLength(1);
      const links = await t.database.db
        .selectFrom('parent_children')
        .select('parent_id')
        .where('student_id', '=', child.id)
        .execute();
      expect(links).toHaveLength(1);
    });

    it('expire after a week', async () => {
      const child = await t.factories.buildStudent();
      const { code } = await invite(t, child);
      t.clock.advance(PARENT_INVITE_DAYS * DAY_MS + 1000);
      expect(errorOf(await redeem(t, code)).code).toBe('PARENT_INVITE_INVALID');
    });

    it('keep a code usable when the registration is refused for its own reasons, with a localized answer', async () => {
      const child = await t.factories.buildStudent();
      const taken = await t.factories.buildTeacher();
      const { code } = await invite(t, child);
      const weak = await redeem(t, code, { password: 'short' });
      expect(errorOf(weak).code).toBe('VALIDATION_FAILED');
      const emailTaken = await redeem(t, code, { email: taken.email });
      expect(errorOf(emailTaken).code).toBe('EMAIL_TAKEN');
      expect((await redeem(t, code)).status).toBe(201);
    });

    it('refuse a malformed code with a field error rather than a lookup', async () => {
      const response = await t.api('POST', '/api/parent-invites/check', {
        body: { code: 'not a code!' },
        headers: { 'accept-language': 'ru-RU' },
      });
      expect(response.status).toBe(422);
      expect(errorOf(response).fields?.[0]).toMatchObject({ field: 'code', code: 'PARENT_INVITE_INVALID' });
    });

    it('are made by a teacher of the child, not by another teacher or another student', async () => {
      const child = await t.factories.buildStudent();
      const teacher = await t.factories.buildTeacher();
      await t.factories.buildGroup({ teacher, students: [child] });
      expect((await invite(t, child, teacher)).code).toBeTruthy();

      const stranger = await t.factories.buildTeacher();
      const classmate = await t.factories.buildStudent();
      for (const who of [stranger, classmate]) {
        const response = await t.api('POST', `/api/students/${child.id}/parent-invites`, { token: who.token });
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
    });

    it('wait at most five at a time, and a cancelled one frees a place and stops working', async () => {
      const child = await t.factories.buildStudent();
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await invite(t, child));
      const sixth = await t.api('POST', `/api/students/${child.id}/parent-invites`, { token: child.token });
      expect(errorOf(sixth).code).toBe('PARENT_INVITES_LIMIT');

      const first = made[0];
      if (!first) throw new Error('no invitation');
      const cancel = await t.api('DELETE', `/api/parent-invites/${first.id}`, { token: child.token });
      expect(cancel.status).toBe(200);
      expect(errorOf(await redeem(t, first.code)).code).toBe('PARENT_INVITE_INVALID');
      expect((await invite(t, child)).code).toBeTruthy();
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', child.id)
        .where('action', 'like', 'parents.%')
        .execute();
      expect(audit.map((a) => a.action)).toContain('parents.invite_cancelled');
    });
  });

  describe('a parent', () => {
    it('adds one more child from the cabinet with that child’s code', async () => {
      const [first, second] = [await t.factories.buildStudent(), await t.factories.buildStudent()];
      const parent = await t.factories.buildParent({ children: [first] });
      const { code } = await invite(t, second);
      const response = await t.api('POST', '/api/parents/me/children', { token: parent.token, body: { code } });
      expect(response.status).toBe(201);
      expect(dataOf(response, cabinetChildSchema).id).toBe(second.id);
      const children = dataOf(
        await t.api('GET', '/api/parents/me/children', { token: parent.token }),
        z.array(cabinetChildSchema),
      );
      expect(children.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    });

    it("reads their child's homework, diary, likes and certificates, and no other child's", async () => {
      const [child, other] = [await t.factories.buildStudent(), await t.factories.buildStudent()];
      const parent = await t.factories.buildParent({ children: [child] });
      const reads = (id: number) => [
        `/api/students/${id}/homework`,
        `/api/students/${id}/diaries`,
        `/api/students/${id}/likes?subject_id=${SUBJECT}`,
        `/api/students/${id}/certificates`,
        `/api/parents/me/children/${id}/trends?subject_id=${SUBJECT}`,
      ];
      for (const path of reads(child.id)) {
        expect((await t.api('GET', path, { token: parent.token })).status, path).toBe(200);
      }
      for (const path of reads(other.id)) {
        expect([403, 404], path).toContain((await t.api('GET', path, { token: parent.token })).status);
      }
    });

    it('loses the child when the child removes them', async () => {
      const child = await t.factories.buildStudent();
      const parent = await t.factories.buildParent({ children: [child] });
      const removed = await t.api('DELETE', `/api/students/${child.id}/parents/${parent.id}`, { token: child.token });
      expect(removed.status).toBe(200);
      const children = dataOf(
        await t.api('GET', '/api/parents/me/children', { token: parent.token }),
        z.array(cabinetChildSchema),
      );
      expect(children).toEqual([]);
      const homework = await t.api('GET', `/api/students/${child.id}/homework`, { token: parent.token });
      expect(homework.status).toBe(403);
    });

    it("sees each trainer's weeks: rounds, average and best score, empty weeks kept", async () => {
      const child = await t.factories.buildStudent();
      const parent = await t.factories.buildParent({ children: [child] });
      const trainer = { id: await insertTestTrainer(t.database.db, { subjects: [SUBJECT] }), subjectId: SUBJECT };
      await storePastRounds(t, child, trainer, [
        { daysAgo: 0, correct: 8, total: 10 },
        { daysAgo: 0, correct: 6, total: 10 },
        { daysAgo: 21, correct: 5, total: 10 },
        { daysAgo: 90, correct: 9, total: 10 },
        { daysAgo: 0, correct: 10, total: 10, rejected: true },
      ]);
      const trends = dataOf(
        await t.api('GET', `/api/parents/me/children/${child.id}/trends?subject_id=${SUBJECT}`, {
          token: parent.token,
        }),
        z.array(trainerTrendSchema),
      );
      expect(trends).toHaveLength(1);
      const weeks = trends[0]?.weeks ?? [];
      expect(weeks).toHaveLength(8);
      expect(weeks.at(-1)).toMatchObject({ rounds: 2, average_score: 7, best_score: 8 });
      expect(weeks.reduce((sum, w) => sum + w.rounds, 0)).toBe(3);
      expect(weeks.filter((w) => w.rounds === 0).every((w) => w.average_score === null)).toBe(true);
    });
  });
});
