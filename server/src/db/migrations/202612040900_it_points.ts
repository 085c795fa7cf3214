import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * IT points (issue [12], spec §3 Student itScores): the IT direction's own currency, money-like as likes are — one
 * balance per student that never goes below zero and an append-only ledger row for every change. `earned` counts
 * what was ever earned, as likes_balances.earned does, so spending never lowers it.
 *
 * The IT points shop: goods an admin defines (stickers, avatar frames and badges drawn in the repo, and real-world
 * prizes a teacher hands over) and what students bought. A real-world prize waits ('awaiting') until a teacher
 * confirms it was given ('given'); everything else is the student's at once ('owned').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);

  await withTimestamps(
    db.schema
      .createTable('it_point_balances')
      .addColumn('student_id', 'integer', (col) => col.primaryKey().references('students.user_id').onDelete('cascade'))
      .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
      .addColumn('earned', 'integer', (col) => col.notNull().defaultTo(0).check(sql`earned >= 0`)),
    t,
    ['updated_at'],
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_point_ledger'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
      .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('ref_type', 'text')
      .addColumn('ref_id', 'integer'),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('it_point_ledger_student_idx')
    .on('it_point_ledger')
    .columns(['student_id', 'id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('it_shop_items'), t)
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('description_ru', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('description_en', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('description_uk', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('sticker', 'frame', 'badge', 'prize')`))
      .addColumn('art_key', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
      .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
      .addColumn('is_active', t.boolean, (col) => col.notNull().defaultTo(t.true))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('it_shop_purchases'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('item_id', 'integer', (col) => col.notNull().references('it_shop_items.id'))
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('owned', 'awaiting', 'given')`))
      .addColumn('given_at', t.timestamp)
      .addColumn('given_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('it_shop_purchases_student_idx')
    .on('it_shop_purchases')
    .columns(['student_id', 'id'])
    .execute();
  await db.schema
    .createIndex('it_shop_purchases_status_idx')
    .on('it_shop_purchases')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('it_shop_purchases').execute();
  await db.schema.dropTable('it_shop_items').execute();
  await db.schema.dropTable('it_point_ledger').execute();
  await db.schema.dropTable('it_point_balances').execute();
}
