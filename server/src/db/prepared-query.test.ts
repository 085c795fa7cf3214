import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/databases.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { preparedQuery } from './prepared-query.ts';

const subjectsByPosition = preparedQuery<{ from: number; limit: number }, { id: number; position: number }>((db, arg) =>
  db
    .selectFrom('subjects')
    .select(['id', 'position'])
    .where('position', '>=', arg('from'))
    .where('id', '>', 0)
    .orderBy('position')
    .limit(arg('limit')),
);

describeEachDatabase('a query compiled once', (t) => {
  it('answers each call with its own parameters and keeps the constants it was built with', async () => {
    const all = await t.database.db.selectFrom('subjects').select(['id', 'position']).orderBy('position').execute();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const second = all[1];
    if (!second) throw new Error('the catalogue has fewer than two subjects');
    expect(await subjectsByPosition(t.database.db, { from: second.position, limit: 1 })).toEqual([second]);
    expect(await subjectsByPosition(t.database.db, { from: -1, limit: 2 })).toEqual(all.slice(0, 2));
  });

  it('builds the query only once for many calls, in and out of a transaction', async () => {
    const build = vi.fn((db: Parameters<Parameters<typeof preparedQuery>[0]>[0]) =>
      db.selectFrom('subjects').select('id'),
    );
    const subjects = preparedQuery<Record<string, never>, { id: number }>(build);
    for (let i = 0; i < 3; i++) await subjects(t.database.db, {});
    const inTransaction = await t.database.transaction((trx) => subjects(trx, {}));
    expect(inTransaction).toEqual(await subjects(t.database.db, {}));
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('a query compiled once for several databases', () => {
  it('compiles once per database, so each runs the text of its own dialect', async () => {
    const sqliteA = await createTestDatabase('sqlite');
    const sqliteB = await createTestDatabase('sqlite');
    try {
      const build = vi.fn((db: Parameters<Parameters<typeof preparedQuery>[0]>[0]) =>
        db.selectFrom('subjects').select('id'),
      );
      const subjects = preparedQuery<Record<string, never>, { id: number }>(build);
      await subjects(sqliteA.database.db, {});
      await subjects(sqliteB.database.db, {});
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      await sqliteA.drop();
      await sqliteB.drop();
    }
  });
});
