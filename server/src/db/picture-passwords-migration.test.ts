import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { down, up } from './migrations/202612111100_picture_passwords.ts';

describeEachDatabase('picture passwords migration', (t) => {
  it('is undone and redone keeping the classes, with the setting off and the code unique again', async () => {
    const teacher = await t.factories.buildTeacher();
    const group = await t.factories.buildGroup({ teacher, title: 'Kept class' });
    const { db } = t.database;
    const runner = db as unknown as Kysely<unknown>;

    await down(runner);
    await up(runner);

    const row = await db
      .selectFrom('groups')
      .select(['title', 'picture_login', 'login_code'])
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, picture_login: Boolean(row.picture_login) }).toEqual({
      title: 'Kept class',
      picture_login: false,
      login_code: null,
    });
    const other = await t.factories.buildGroup({ teacher });
    await db.updateTable('groups').set({ login_code: 'ABCD2345' }).where('id', '=', group.id).execute();
    await expect(
      db.updateTable('groups').set({ login_code: 'ABCD2345' }).where('id', '=', other.id).execute(),
    ).rejects.toThrow();
  });
});
