import { type Kysely, sql } from 'kysely';
import { type DialectTypes, dialectTypes, withId } from '../migration-helpers.ts';

/**
 * A homework item may be a material of the school library (issue [14]). `material_id` is set null when an admin
 * deletes the material: the item stays, shown as removed, and the class's progress is not rewritten behind the
 * teacher's back. A student's first opening of a material item is kept once (the primary key makes a second opening,
 * or two at once, a no-op).
 *
 * SQLite cannot change a CHECK in place, so there `homework_items` is rebuilt with its rows. Answers, attached files
 * and trainer sessions reference it, and dropping it with foreign keys on would cascade into them, so the rebuild runs
 * with foreign keys off (migrations run outside a transaction on SQLite, where that pragma takes effect) and checks
 * the references to items before turning them back on.
 */
const TYPES = sql`type in ('trainer', 'task', 'material')`;
const SHAPE = sql`(type = 'trainer' and trainer_id is not null and target_rounds is not null and material_id is null)
  or (type = 'task' and text is not null and material_id is null)
  or (type = 'material' and trainer_id is null and text is null)`;

const OLD_TYPES = sql`type in ('trainer', 'task')`;
const OLD_SHAPE = sql`(type = 'trainer' and trainer_id is not null and target_rounds is not null) or (type = 'task' and text is not null)`;

const OLD_COLUMNS = 'id, homework_id, position, type, trainer_id, settings, target_rounds, min_score, text';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  if (t.postgres) {
    await db.schema.alterTable('homework_items').dropConstraint('homework_items_shape').execute();
    await db.schema.alterTable('homework_items').dropConstraint('homework_items_type_check').execute();
    await db.schema
      .alterTable('homework_items')
      .addColumn('material_id', 'integer', (col) => col.references('library_materials.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('homework_items').addCheckConstraint('homework_items_type_check', TYPES).execute();
    await db.schema.alterTable('homework_items').addCheckConstraint('homework_items_shape', SHAPE).execute();
  } else {
    await rebuildSqlite(db, t, 'with materials');
  }
  await db.schema.createIndex('homework_items_material_idx').on('homework_items').columns(['material_id']).execute();

  await db.schema
    .createTable('homework_material_opens')
    .addColumn('item_id', 'integer', (col) => col.notNull().references('homework_items.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('opened_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('homework_material_opens_pk', ['item_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('homework_material_opens_student_idx')
    .on('homework_material_opens')
    .columns(['student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await db.schema.dropTable('homework_material_opens').execute();
  await sql`delete from homework_items where type = 'material'`.execute(db);
  await db.schema.dropIndex('homework_items_material_idx').execute();
  if (t.postgres) {
    await db.schema.alterTable('homework_items').dropConstraint('homework_items_shape').execute();
    await db.schema.alterTable('homework_items').dropConstraint('homework_items_type_check').execute();
    await db.schema.alterTable('homework_items').dropColumn('material_id').execute();
    await db.schema.alterTable('homework_items').addCheckConstraint('homework_items_type_check', OLD_TYPES).execute();
    await db.schema.alterTable('homework_items').addCheckConstraint('homework_items_shape', OLD_SHAPE).execute();
    return;
  }
  await rebuildSqlite(db, t, 'trainers and tasks');
}

async function rebuildSqlite(db: Kysely<unknown>, t: DialectTypes, shape: 'with materials' | 'trainers and tasks') {
  await sql`pragma foreign_keys = off`.execute(db);
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  // Inside a transaction the pragma is silently ignored, and the drop below would delete every answer.
  if (Number(rows[0]?.foreign_keys) !== 0) throw new Error('homework_items rebuild needs foreign keys off');
  try {
    const withMaterials = shape === 'with materials';
    let table = withId(db.schema.createTable('homework_items_next'), t)
      .addColumn('homework_id', 'integer', (col) => col.notNull().references('homework.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull().check(withMaterials ? TYPES : OLD_TYPES))
      .addColumn('trainer_id', 'integer', (col) => col.references('trainers.id').onDelete('cascade'))
      .addColumn('settings', t.json)
      .addColumn('target_rounds', 'integer', (col) => col.check(sql`target_rounds > 0`))
      .addColumn('min_score', 'double precision')
      .addColumn('text', 'text');
    if (withMaterials) {
      table = table.addColumn('material_id', 'integer', (col) =>
        col.references('library_materials.id').onDelete('set null'),
      );
    }
    await table.addCheckConstraint('homework_items_shape', withMaterials ? SHAPE : OLD_SHAPE).execute();
    await sql`insert into homework_items_next (${sql.raw(OLD_COLUMNS)})
      select ${sql.raw(OLD_COLUMNS)} from homework_items`.execute(db);
    await db.schema.dropTable('homework_items').execute();
    await db.schema.alterTable('homework_items_next').renameTo('homework_items').execute();
    await db.schema.createIndex('homework_items_homework_idx').on('homework_items').columns(['homework_id']).execute();
    // What the rebuild could break is a reference to an item: every answer, file and session must still find its own.
    const broken = await sql<{ parent: string }>`pragma foreign_key_check`.execute(db);
    if (broken.rows.some((row) => row.parent === 'homework_items')) {
      throw new Error('homework_items rebuild left broken references');
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
