import { errorEnvelopeSchema, errorMessage, trainerSchema, trainerSessionSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { anySumRules, rightAnswers } from './sum-rules.fixture.ts';
import { insertTestTrainer } from './trainers.fixture.ts';

const trainerRules = (component: string) => (component.startsWith('sum') ? anySumRules : null);
const listSchema = z.array(trainerSchema);

describeEachDatabase(
  'trainer catalogue and sessions',
  (t) => {
    let mathTrainer: number;
    let readingTrainer: number;
    let trainerWithoutRules: number;
    let student: TestUser;
    let teacher: TestUser;
    let admin: TestUser;

    beforeAll(async () => {
      mathTrainer = await insertTestTrainer(t.database.db, { component: 'sum-math', subjects: [1, 3] });
      readingTrainer = await insertTestTrainer(t.database.db, { component: 'sum-reading', subjects: [2] });
      trainerWithoutRules = await insertTestTrainer(t.database.db, { component: 'unknown-game', subjects: [1] });
      student = await t.factories.buildStudent({ subjects: [1], blockedSubjects: [3] });
      teacher = await t.factories.buildTeacher();
      admin = await t.factories.buildAdmin();
    });

    const ids = (list: z.infer<typeof listSchema>) => list.map((trainer) => trainer.id);

    it('lists the trainers of a subject, with titles in every locale and the likes rule', async () => {
      const response = await t.api('GET', '/api/trainers?subject_id=1', { token: student.token });
      const list = dataOf(response, listSchema);
      expect(ids(list)).toEqual([mathTrainer, trainerWithoutRules]);
      expect(list[0]).toMatchObject({
        component: 'sum-math',
        subjects: [1, 3],
        title: { 'ru-RU': expect.any(String), 'en-US': expect.any(String), 'uk-UA': expect.any(String) },
        likes_rule: { per_correct: 1, min_correct: 2, max_per_round: 4, daily_cap: 1000 },
        default_settings: null,
      });
    });

    it('shows a student the trainers of their active subjects only', async () => {
      const blocked = await t.api('GET', '/api/trainers?subject_id=3', { token: student.token });
      expect(errorOf(blocked)).toMatchObject({
        code: 'SUBJECT_NOT_ALLOWED',
        message: errorMessage('SUBJECT_NOT_ALLOWED'),
      });
      const notTheirs = await t.api('GET', '/api/trainers?subject_id=2', { token: student.token });
      expect(notTheirs.status).toBe(403);
      const all = dataOf(await t.api('GET', '/api/trainers', { token: student.token }), listSchema);
      expect(ids(all)).not.toContain(readingTrainer);
      expect(ids(all)).toContain(mathTrainer);
      const foreign = await t.api('GET', `/api/trainers/${readingTrainer}`, { token: student.token });
      expect(foreign.status).toBe(403);
    });

    it('shows a teacher any subject of the catalogue', async () => {
      const reading = dataOf(await t.api('GET', '/api/trainers?subject_id=2', { token: teacher.token }), listSchema);
      expect(ids(reading)).toEqual([readingTrainer]);
      const one = await t.api('GET', `/api/trainers/${readingTrainer}`, { token: teacher.token });
      expect(dataOf(one, trainerSchema).id).toBe(readingTrainer);
    });

    it('answers 404 for a trainer that does not exist', async () => {
      expect((await t.api('GET', '/api/trainers/999999', { token: teacher.token })).status).toBe(404);
      const start = await t.api('POST', '/api/trainers/999999/sessions', {
        token: student.token,
        body: { subject_id: 1 },
      });
      expect(errorOf(start).code).toBe('NOT_FOUND');
    });

    it('starts a session only in a subject the trainer belongs to', async () => {
      const other = await t.factories.buildStudent({ subjects: [1, 2] });
      const response = await t.api('POST', `/api/trainers/${readingTrainer}/sessions`, {
        token: other.token,
        body: { subject_id: 1 },
      });
      expect(response.status).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'TRAINER_NOT_IN_SUBJECT',
        message: errorMessage('TRAINER_NOT_IN_SUBJECT'),
      });
    });

    it('starts a session only in a subject the student has active', async () => {
      const blocked = await t.api('POST', `/api/trainers/${mathTrainer}/sessions`, {
        token: student.token,
        body: { subject_id: 3 },
      });
      expect(errorOf(blocked).code).toBe('SUBJECT_NOT_ALLOWED');
    });

    it('cannot start a trainer whose rules this build does not have', async () => {
      const response = await t.api('POST', `/api/trainers/${trainerWithoutRules}/sessions`, {
        token: student.token,
        body: { subject_id: 1 },
      });
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('gives every session its own seed', async () => {
      const seeds = new Set<number>();
      for (let i = 0; i < 5; i++) {
        const response = await t.api('POST', `/api/trainers/${mathTrainer}/sessions`, {
          token: student.token,
          body: { subject_id: 1 },
        });
        seeds.add(dataOf(response, trainerSessionSchema).seed);
      }
      expect(seeds.size).toBe(5);
    });

    it('answers bad payloads with a client error envelope, never a 5xx', async () => {
      const session = dataOf(
        await t.api('POST', `/api/trainers/${mathTrainer}/sessions`, { token: student.token, body: { subject_id: 1 } }),
        trainerSessionSchema,
      );
      const resultUrl = `/api/trainers/sessions/${session.session_id}/result`;
      const sessionUrl = `/api/trainers/${mathTrainer}/sessions`;
      const right = rightAnswers(session.seed, { count: 5, limitMs: null });
      const cases: { url: string; body?: unknown; payload?: string }[] = [
        { url: sessionUrl, body: {} },
        { url: sessionUrl, body: { subject_id: 'one' } },
        { url: sessionUrl, body: { subject_id: 1, settings: 'fast' } },
        { url: sessionUrl, body: { subject_id: 1, settings: { count: -1 } } },
        { url: sessionUrl, body: { subject_id: 1e20 } },
        { url: sessionUrl, payload: '{"subject_id":' },
        { url: '/api/trainers/abc/sessions', body: { subject_id: 1 } },
        { url: resultUrl, body: {} },
        { url: resultUrl, body: { answers: 'all right', elapsed_ms: 10 } },
        { url: resultUrl, body: { answers: [{ index: -1, answer: 1, ms: 500 }], elapsed_ms: 10 } },
        { url: resultUrl, body: { answers: [{ index: 0, answer: 1, ms: 1e12 }], elapsed_ms: 10 } },
        { url: resultUrl, body: { answers: right, elapsed_ms: -5 } },
        { url: resultUrl, body: { answers: Array.from({ length: 2000 }, () => right[0]), elapsed_ms: 1000 } },
        { url: resultUrl, payload: 'null' },
        { url: '/api/trainers/sessions/0/result', body: { answers: [], elapsed_ms: 0 } },
      ];
      for (const c of cases) {
        const response = await t.api('POST', c.url, {
          token: student.token,
          ...(c.payload !== undefined ? { payload: c.payload } : { body: c.body }),
        });
        expect(response.status, `${c.url} ${c.payload ?? JSON.stringify(c.body).slice(0, 80)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.status).toBeLessThan(500);
        expect(errorEnvelopeSchema.safeParse(response.body).success).toBe(true);
      }
      // The session survived the garbage: an honest result still counts.
      t.clock.advance(5000);
      const honest = await t.api('POST', resultUrl, {
        token: student.token,
        body: { answers: right, elapsed_ms: 2600 },
      });
      t.clock.reset();
      expect(honest.status).toBe(201);
    });

    it('lets each role reach exactly the trainer routes it may', async () => {
      const session = dataOf(
        await t.api('POST', `/api/trainers/${mathTrainer}/sessions`, { token: student.token, body: { subject_id: 1 } }),
        trainerSessionSchema,
      );
      const routes = [
        { method: 'GET' as const, url: '/api/trainers?subject_id=1', body: undefined },
        { method: 'GET' as const, url: `/api/trainers/${mathTrainer}`, body: undefined },
        { method: 'POST' as const, url: `/api/trainers/${mathTrainer}/sessions`, body: { subject_id: 1 } },
        {
          method: 'POST' as const,
          url: `/api/trainers/sessions/${session.session_id}/result`,
          body: { answers: [], elapsed_ms: 0 },
        },
      ];
      const table: Record<string, number[]> = {};
      for (const [actor, token] of [
        ['anonymous', undefined],
        ['admin', admin.token],
        ['teacher', teacher.token],
        ['student', student.token],
      ] as const) {
        table[actor] = [];
        for (const route of routes) {
          const response = await t.api(route.method, route.url, {
            ...(token ? { token } : {}),
            ...(route.body ? { body: route.body } : {}),
          });
          table[actor].push(response.status);
        }
      }
      expect(table).toEqual({
        anonymous: [401, 401, 401, 401],
        admin: [403, 403, 403, 403],
        teacher: [200, 200, 403, 403],
        student: [200, 200, 201, 201],
      });
    });
  },
  { trainerRules },
);
