import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../test/harness.ts';
import { schemasDecided } from './json-schema-serializer.ts';
import { answerSerializers, registerResponseSerializer } from './response-serializer.ts';

const userSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });
const settingsSchema = z.object({ id: z.number().int(), settings: z.unknown() });

/** A row as a repo may hand it over: with a column the contract leaves out. */
function userRow(overrides: Record<string, unknown> = {}) {
  return { id: 7, name: 'Ann', avatar: null, password_hash: '$argon2id$v=19$secret', ...overrides };
}

/** An app answering `answer` on GET /user with the user contract, and on GET /settings with one zod keeps. */
async function buildAnswering(answer: unknown, options: { checked: boolean; logLines?: string[] }) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      options.logLines?.push(String(chunk));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'debug' }, stream);
  const app = Fastify({ loggerInstance: logger });
  registerResponseSerializer(app, { checked: options.checked });
  app.get('/user', { schema: { response: { 200: userSchema } } }, async () => answer);
  app.get('/settings', { schema: { response: { 200: settingsSchema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('answers in production (not checked)', () => {
  it('are written from the JSON Schema without a field the contract does not name', async () => {
    const app = await buildAnswering(userRow(), { checked: false });
    const response = await app.inject('/user');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":7,"name":"Ann","avatar":null}');
    await app.close();
  });

  it('keep zod where the JSON Schema would not write as zod does, which drops such a field too', async () => {
    const app = await buildAnswering({ id: 1, settings: { level: 2 }, password_hash: 'x' }, { checked: false });
    const response = await app.inject('/settings');
    expect(response.body).toBe('{"id":1,"settings":{"level":2}}');
    expect(answerSerializers(app).map(({ route, path }) => [route, path])).toEqual([
      ['GET /user', 'fast'],
      ['GET /settings', 'zod'],
    ]);
    await app.close();
  });

  it('are refused with 500 when a required field is missing or cannot be written as its type', async () => {
    for (const answer of [userRow({ id: 'seven' }), { id: 7, avatar: null }]) {
      const app = await buildAnswering(answer, { checked: false });
      expect((await app.inject('/user')).statusCode).toBe(500);
      await app.close();
    }
  });

  it('are decided and compiled at the first answer of a route, not at boot, and only once', async () => {
    // Schemas of this test only: the module keeps every decision made for a schema.
    const fresh = z.object({ id: z.number().int(), title: z.string() });
    const kept = z.object({ id: z.number().int(), extra: z.unknown() });
    const before = schemasDecided();
    const app = Fastify();
    registerResponseSerializer(app, { checked: false });
    app.get('/fresh', { schema: { response: { 200: fresh } } }, async () => ({ id: 1, title: 'A', secret: 'x' }));
    app.get('/kept', { schema: { response: { 200: kept } } }, async () => ({ id: 2, extra: 3 }));
    await app.ready();
    expect(schemasDecided()).toBe(before);

    expect((await app.inject('/fresh')).body).toBe('{"id":1,"title":"A"}');
    expect(schemasDecided()).toBe(before + 1);
    expect((await app.inject('/fresh')).body).toBe('{"id":1,"title":"A"}');
    expect(schemasDecided()).toBe(before + 1);

    // The report decides what no request has yet.
    expect(answerSerializers(app).map(({ route, path }) => [route, path])).toEqual([
      ['GET /fresh', 'fast'],
      ['GET /kept', 'zod'],
    ]);
    expect(schemasDecided()).toBe(before + 2);
    expect((await app.inject('/kept')).body).toBe('{"id":2,"extra":3}');
    expect(schemasDecided()).toBe(before + 2);
    await app.close();
  });

  it('say in a debug line, at its first answer, why an answer keeps zod', async () => {
    const logLines: string[] = [];
    const app = await buildAnswering({ id: 1, settings: null }, { checked: false, logLines });
    const zodLines = () =>
      logLines.map((text) => JSON.parse(text)).filter((entry) => entry.msg === 'answer serialized by zod');
    await app.inject('/user');
    expect(zodLines()).toEqual([]);
    await app.inject('/settings');
    await app.inject('/settings');
    expect(zodLines()).toMatchObject([{ route: 'GET /settings', status: '200', reason: expect.any(String) }]);
    await app.close();
  });
});

describe('answers when checked (tests, development)', () => {
  it('are written as zod writes them when both serializers agree', async () => {
    const app = await buildAnswering(userRow(), { checked: true });
    const response = await app.inject('/user');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":7,"name":"Ann","avatar":null}');
    await app.close();
  });

  it('are refused with 500 when they break the contract, as zod always refused them', async () => {
    const app = await buildAnswering(userRow({ avatar: 42 }), { checked: true });
    expect((await app.inject('/user')).statusCode).toBe(500);
    await app.close();
  });

  it('fail loudly with 500 when the fast path would have written an answer otherwise than zod', async () => {
    // zod reads the fields; fast-json-stringify, like JSON.stringify, asks the object's toJSON first.
    const answer = userRow({ toJSON: () => ({ id: 8, name: 'Bob', avatar: null }) });
    const unchecked = await buildAnswering(answer, { checked: false });
    expect((await unchecked.inject('/user')).body).toBe('{"id":8,"name":"Bob","avatar":null}');
    await unchecked.close();

    const checked = await buildAnswering(answer, { checked: true });
    const response = await checked.inject('/user');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(
      /GET \/user disagrees with zod: fast-json-stringify wrote .*"id":8.* where zod/,
    );
    await checked.close();
  });
});

describeEachDatabase('the answers of the API', (t) => {
  it('are written from their JSON Schema, except these, each with why it keeps zod', () => {
    const zodAnswers = answerSerializers(t.app)
      .filter((answer) => answer.path === 'zod')
      .map(({ route, status, reason }) => `${route} ${status}: ${reason}`);
    expect(zodAnswers).toEqual([
      'GET /api/groups/:id/schedule 200: the contract refuses its full witness',
      'PUT /api/groups/:id/schedule 200: the contract refuses its full witness',
      'GET /api/students/:id/classes 200: the contract refuses its full witness',
      'GET /api/trainers 200: answer.data[].default_settings: unknown',
      'GET /api/trainers/:id 200: answer.data.default_settings: unknown',
      'POST /api/trainers/:id/sessions 201: answer.data.settings: unknown',
      'GET /api/homework 200: answer.data[].items[]: a union of other than literals',
      'POST /api/homework/create 201: answer.data.model.items[]: a union of other than literals',
      'GET /api/homework/:id 200: answer.data.items[]: a union of other than literals',
      'PUT /api/homework/:id 200: answer.data.items[]: a union of other than literals',
      'POST /api/homework/:id/trainers/:itemId/sessions 201: answer.data.settings: unknown',
      'GET /api/students/:id/homework 200: answer.data.current[].items[]: a union of other than literals',
      'GET /api/homework-templates 200: answer.data[].items[]: a union of other than literals',
      'POST /api/homework-templates 201: answer.data.items[]: a union of other than literals',
      'GET /api/homework-templates/:id 200: answer.data.items[]: a union of other than literals',
      'PUT /api/homework-templates/:id 200: answer.data.items[]: a union of other than literals',
      'POST /api/homework/:id/template 201: answer.data.items[]: a union of other than literals',
      'POST /api/homework-templates/:id/homework 201: answer.data.model.items[]: a union of other than literals',
      // A library page given as a homework item: the same TipTap tree as the library's own page.
      'GET /api/homework/:id/materials/:itemId/page 200: answer.data.doc: lazy',
      'GET /api/admin/logs 200: answer.data.items[].action: a required key after an optional one',
      'GET /api/admin/logs/:id 200: answer.data.before: record',
      'POST /api/math-tasks/try-out 200: answer.data.templates[].text: a overwrite check',
      'GET /api/texts/overrides 200: answer.data.texts: record',
      // A studio page's TipTap document: a tree of nodes, recursive, which no flat JSON Schema writes.
      'GET /api/library/pages/:id/draft 200: answer.data.doc: lazy',
      'PUT /api/library/pages/:id/draft 200: answer.data.doc: lazy',
      'GET /api/library/materials/:id/page 200: answer.data.doc: lazy',
      'GET /api/admin/mailings 200: answer.data.items[].audience: a union of other than literals',
      'POST /api/admin/mailings 201: answer.data.audience: a union of other than literals',
      // A course lesson's homework: its items as a homework's are.
      'GET /api/admin/course-lessons/:id/homework 200: answer.data.homework.items[]: a union of other than literals',
      'PUT /api/admin/course-lessons/:id/homework 200: answer.data.homework.items[]: a union of other than literals',
      'DELETE /api/admin/course-lessons/:id/homework 200: answer.data.homework.items[]: a union of other than literals',
      'GET /api/courses/lessons/:id 200: answer.data.homework.items[]: a union of other than literals',
      'POST /api/courses/lessons/:id/homework 200: answer.data.items[]: a union of other than literals',
      // The game's own state (packages/games), whose shape the rules own.
      'GET /api/online/rooms/current 200: answer.data.room.room.play: unknown',
      'POST /api/online/rooms 201: answer.data.room.play: unknown',
      'POST /api/online/queue 200: answer.data.room.play: unknown',
      'POST /api/online/rooms/join 200: answer.data.room.play: unknown',
      'GET /api/online/rooms/:roomId 200: answer.data.room.play: unknown',
      'POST /api/online/rooms/:roomId/commands 200: answer.data.room.play: unknown',
    ]);
    expect(answerSerializers(t.app).filter((answer) => answer.path === 'fast').length).toBeGreaterThan(350);
  });

  it('include /api/me and the failure envelope on the fast path', () => {
    const me = answerSerializers(t.app).filter((answer) => answer.route === 'GET /api/me');
    expect(me.map(({ status, path }) => [status, path])).toEqual([
      ['200', 'fast'],
      ['4xx', 'fast'],
      ['5xx', 'fast'],
    ]);
  });
});
