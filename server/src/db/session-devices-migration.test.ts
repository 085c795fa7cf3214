import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { down, up } from './migrations/202612131000_session_devices.ts';

const sessionOf = (token: string) => Number(decodeJwt(token).sid);

describeEachDatabase('session devices migration', (t) => {
  it('gives the sessions that exist a last seen and the token version of their user', async () => {
    const { db } = t.database;
    const student = await t.factories.buildStudent();
    const renewed = await t.factories.signIn(student);
    const renewedAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await db.updateTable('sessions').set({ renewed_at: renewedAt }).where('id', '=', sessionOf(renewed)).execute();
    await db.updateTable('users').set({ token_version: 3 }).where('id', '=', student.id).execute();

    await down(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'token_version', 'user_agent', 'ip'])
      .where('user_id', '=', student.id)
      .orderBy('id')
      .execute();
    const [first, second] = rows;
    expect(rows).toHaveLength(2);
    expect(first).toMatchObject({ id: sessionOf(student.token), token_version: 3, user_agent: null, ip: null });
    expect(first?.last_seen_at).toBe(first?.created_at);
    expect(second).toMatchObject({ id: sessionOf(renewed), token_version: 3, last_seen_at: renewedAt });
  });
});
