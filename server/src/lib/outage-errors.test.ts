import { randomBytes } from 'node:crypto';
import { errorMessage } from '@umka/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { postgresReachable, skipUnreachable, TEST_DATABASE_URL } from '../test/databases.ts';
import { registerErrorHandler } from './error-handler.ts';
import { outageCode } from './outage-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('outage codes', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['57P01 admin_shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped connection error', new Error('query failed', { cause: withCode('57P01') })],
  ])('names %s DATABASE_UNAVAILABLE', (_, error) => {
    expect(outageCode(error)).toBe('DATABASE_UNAVAILABLE');
  });

  it.each([
    ['ENOSPC', withCode('ENOSPC')],
    ['EDQUOT', withCode('EDQUOT')],
    ['SQLITE_FULL', withCode('SQLITE_FULL', 'database or disk is full')],
  ])('names %s STORAGE_FULL', (_, error) => {
    expect(outageCode(error)).toBe('STORAGE_FULL');
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a serialization failure', withCode('40001')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['a missing file', withCode('ENOENT')],
    ['no error object', 'boom'],
  ])('leaves %s to the ordinary handling', (_, error) => {
    expect(outageCode(error)).toBeNull();
  });

  it('answers an outage with its status and localized text, and anything else with 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/refused', async () => {
      throw withCode('ECONNREFUSED');
    });
    app.get('/full', async () => {
      throw withCode('ENOSPC');
    });
    app.get('/bug', async () => {
      throw new Error('bug');
    });
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      status: false,
      code: 'DATABASE_UNAVAILABLE',
      message: errorMessage('DATABASE_UNAVAILABLE'),
    });
    const full = await app.inject({ method: 'GET', url: '/full' });
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ code: 'STORAGE_FULL' });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

const hasPostgres = await postgresReachable();
if (!hasPostgres)
  skipUnreachable(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable: the connection-loss tests are skipped.`);

/** A statement on the pool whose server process is ended from outside, as a PostgreSQL restart would end it. */
describe.skipIf(!hasPostgres)('a PostgreSQL connection ended under the app', () => {
  const schema = `outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  let database: Database;
  let app: FastifyInstance;
  /** The server process of the request that is waiting in the database. */
  let waitingPid: number | null = null;

  /** Ends only the backend this test opened (its pid came from that very connection). */
  async function terminateWaiting(): Promise<void> {
    const deadline = Date.now() + 5000;
    while (waitingPid === null) {
      if (Date.now() > deadline) throw new Error('the request never reached the database');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await admin.query('select pg_terminate_backend($1)', [waitingPid]);
    waitingPid = null;
  }

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.probe (id integer primary key)`);
    database = openDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema, poolSize: 2 });
    app = Fastify();
    registerErrorHandler(app);
    app.get('/wait', () =>
      database.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        waitingPid = rows[0]?.pid ?? null;
        await sql`select pg_sleep(30)`.execute(connection);
        return { waited: true };
      }),
    );
    app.post('/write', async () => {
      await database.transaction(async (trx) => {
        await sql`insert into probe (id) values (1)`.execute(trx);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        waitingPid = rows[0]?.pid ?? null;
        await sql`select pg_sleep(30)`.execute(trx);
      });
      return { written: true };
    });
    app.get('/count', async () => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from probe`.execute(database.db);
      return { count: rows[0]?.count };
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('answers the request in flight with 503 DATABASE_UNAVAILABLE, and the next one gets a fresh connection', async () => {
    const waiting = app.inject({ method: 'GET', url: '/wait' });
    await terminateWaiting();
    const cut = await waiting;
    expect(cut.statusCode, cut.body).toBe(503);
    expect(cut.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: errorMessage('DATABASE_UNAVAILABLE') });
    const next = await app.inject({ method: 'GET', url: '/count' });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('rolls back a transaction cut halfway: nothing it wrote remains', async () => {
    const writing = app.inject({ method: 'POST', url: '/write' });
    await terminateWaiting();
    const cut = await writing;
    expect(cut.statusCode, cut.body).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/count' })).json()).toEqual({ count: 0 });
  });

  it('survives an idle pooled connection that the server ends, and keeps answering', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const idlePid = rows[0]?.pid;
    // Unheard, the idle client's 'error' event would end this very process.
    await admin.query('select pg_terminate_backend($1)', [idlePid]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await app.inject({ method: 'GET', url: '/count' });
    expect(next.statusCode, next.body).toBe(200);
  });
});
