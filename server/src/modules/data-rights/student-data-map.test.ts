import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.ts';
import { foreignKeys, tableNames } from '../../test/schema-references.ts';
import { LINKED_TABLES, STAFF_COLUMNS, STAFF_LINKS, STUDENT_TABLES } from './student-data-map.ts';

/** Where a student's id is kept: the account, the student's row, and their memberships of subjects. */
const STUDENT_KEYS = ['users.id', 'students.user_id', 'student_subjects.student_id'];

describeEachDatabase("the map of a student's data", (t) => {
  it("names every column that refers to a user or a student, as a student's column or as staff's", async () => {
    const references = await foreignKeys(t.database.db, t.dialect);
    const named = new Set([
      ...STUDENT_TABLES.flatMap((entry) => entry.columns.map((column) => `${entry.table}.${column}`)),
      ...Object.keys(STAFF_COLUMNS),
    ]);
    const unnamed = references
      .filter((reference) => STUDENT_KEYS.includes(reference.references))
      .map((reference) => `${reference.table}.${reference.column}`)
      .filter((column) => !named.has(column));
    expect(unnamed).toEqual([]);
  });

  it('reaches every table that hangs on a row of a student table, directly or through a linked table', async () => {
    const references = await foreignKeys(t.database.db, t.dialect);
    const mapped = new Set<string>([...STUDENT_TABLES, ...LINKED_TABLES].map((entry) => entry.table));
    const hanging = references.filter(
      (reference) =>
        STUDENT_TABLES.some((entry) => entry.table !== 'users' && reference.references === `${entry.table}.id`) &&
        !mapped.has(reference.table) &&
        !(`${reference.table}.${reference.column}` in STAFF_LINKS),
    );
    expect(hanging).toEqual([]);
  });

  it('names only tables and columns the schema has', async () => {
    const tables = new Set(await tableNames(t.database.db, t.dialect));
    const missing = [...STUDENT_TABLES, ...LINKED_TABLES]
      .map((entry) => entry.table)
      .filter((table) => !tables.has(table));
    expect(missing).toEqual([]);
    for (const entry of [...STUDENT_TABLES, ...LINKED_TABLES]) {
      const columns = 'columns' in entry ? entry.columns : [entry.column];
      const named = [...columns, ...(entry.files ?? []).map((file) => file.column)];
      // A column the table lacks fails the statement.
      await sql`select ${sql.join(named.map((column) => sql.ref(column)))} from ${sql.table(entry.table)} limit 0`.execute(
        t.database.db,
      );
    }
  });
});
