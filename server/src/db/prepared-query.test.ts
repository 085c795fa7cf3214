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

const renamed = preparedQuery<{ id: number; name: string }, { title_ru: string }>((db, arg) =>
  db
    .updateTable('subjects')
    .set({ title_ru: arg('name') })
    .where('id', '=', arg('id'))
    .returning('title_ru'),
);
const renamedQuietly = preparedQuery<{ id: number; name: string }, never>((db, arg) =>
  db
    .updateTable('subjects')
    .set({ title_ru: arg('name') })
    .where('id', '=', arg('id')),
);
const nameOf = preparedQuery<{ id: number }, { title_ru: string }>((db, arg) =>
  db.selectFrom('subjects').select('title_ru').where('id', '=', arg('id')),
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

  it('runs in a transaction on what the transaction wrote, returns rows only where the statement has them, and rolls back with it', async () => {
    const [before] = await nameOf(t.database.db, { id: 1 });

    const seen = await t.database.transaction(async (trx) => {
      const returned = await renamed(trx, { id: 1, name: 'renamed' });
      const quiet = await renamedQuietly(trx, { id: 1, name: 'renamed again' });
      return { returned, quiet, read: await nameOf(trx, { id: 1 }) };
    });
    expect(seen).toEqual({ returned: [{ title_ru: 'renamed' }], quiet: [], read: [{ title_ru: 'renamed again' }] });

    await expect(
      t.database.transaction(async (trx) => {
        await renamed(trx, { id: 1, name: 'never kept' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nameOf(t.database.db, { id: 1 })).toEqual([{ title_ru: 'renamed again' }]);
    await renamed(t.database.db, { id: 1, name: before?.title_ru ?? '' });
  });

  it('refuses to run on a transaction that has ended', async () => {
    let ended: Parameters<Parameters<typeof t.database.transaction>[0]>[0] | undefined;
    await t.database.transaction(async (trx) => {
      ended = trx;
    });
    if (!ended) throw new Error('the transaction never ran');
    await expect(nameOf(ended, { id: 1 })).rejects.toThrow(/already committed/);
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
