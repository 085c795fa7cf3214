import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * The student world (spec §1, §3, §7): characters dressed in clothes, professions (field activities)
 * with levels, locations with things to buy, and what each student owns in each subject. Purchases
 * are unique per student, subject and item, so a double click or a race can never buy twice; class
 * places hold one of each thing per class.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const no = t.postgres ? sql`false` : sql`0`;

  await withTimestamps(
    withId(db.schema.createTable('characters'), t)
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('clothes'), t)
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
      .addColumn('slot', 'text', (col) => col.notNull())
      .addColumn('categories', t.json, (col) => col.notNull())
      .addColumn('characters', t.json, (col) => col.notNull())
      .addColumn('preview', 'text')
      .addColumn('picture', 'text', (col) => col.notNull())
      .addColumn('is_standard', t.boolean, (col) => col.notNull().defaultTo(no))
      .addColumn('deleted_at', t.timestamp),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('field_activities'), t)
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('description_ru', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('description_uk', 'text', (col) => col.notNull())
      .addColumn('icon', 'text', (col) => col.notNull())
      /** The workplace drawn for a level that has no background of its own. */
      .addColumn('background', 'text', (col) => col.notNull())
      /** Levels in order with the likes (earned in subject 1 since choosing) that reach them: data, not code. */
      .addColumn('levels', t.json, (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('locations'), t)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('field_activity_id', 'integer', (col) => col.references('field_activities.id').onDelete('cascade'))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('background', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();
  await db.schema.createIndex('locations_kind_idx').on('locations').columns(['kind', 'position']).execute();

  await withTimestamps(
    withId(db.schema.createTable('location_things'), t)
      .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
      /** Drawn width in percent of the room's width. */
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('deleted_at', t.timestamp),
    t,
  ).execute();
  await db.schema.createIndex('location_things_location_idx').on('location_things').columns(['location_id']).execute();

  await withTimestamps(
    db.schema
      .createTable('student_characters')
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('character_id', 'integer', (col) => col.notNull().references('characters.id'))
      .addPrimaryKeyConstraint('student_characters_pk', ['student_id', 'subject_id']),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('student_clothes'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('clothes_id', 'integer', (col) => col.notNull().references('clothes.id'))
      .addColumn('price_paid', 'integer', (col) => col.notNull().check(sql`price_paid >= 0`))
      .addColumn('worn', t.boolean, (col) => col.notNull().defaultTo(no))
      .addUniqueConstraint('student_clothes_once', ['student_id', 'subject_id', 'clothes_id']),
    t,
    ['created_at'],
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('student_things'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('thing_id', 'integer', (col) => col.notNull().references('location_things.id'))
      .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
      /** Set for a thing given to a class place, which every classmate sees. */
      .addColumn('group_id', 'integer', (col) => col.references('groups.id').onDelete('cascade'))
      .addColumn('price_paid', 'integer', (col) => col.notNull().check(sql`price_paid >= 0`))
      .addColumn('placed', t.boolean, (col) => col.notNull().defaultTo(t.true))
      /** Position of the thing's centre in percent of the room. */
      .addColumn('x', 'real', (col) => col.notNull())
      .addColumn('y', 'real', (col) => col.notNull())
      .addUniqueConstraint('student_things_once', ['student_id', 'subject_id', 'thing_id']),
    t,
  ).execute();
  await db.schema
    .createIndex('student_things_group_once')
    .on('student_things')
    .columns(['group_id', 'thing_id'])
    .unique()
    .where(sql.ref('group_id'), 'is not', null)
    .execute();

  await withTimestamps(
    db.schema
      .createTable('student_field_activities')
      .addColumn('student_id', 'integer', (col) => col.primaryKey().references('students.user_id').onDelete('cascade'))
      .addColumn('field_activity_id', 'integer', (col) => col.notNull().references('field_activities.id'))
      .addColumn('level', 'integer', (col) => col.notNull().defaultTo(1))
      /** The newest likes-ledger id when the profession was chosen: likes earned after it count toward levels. */
      .addColumn('ledger_mark', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'student_field_activities',
    'student_things',
    'student_clothes',
    'student_characters',
    'location_things',
    'locations',
    'field_activities',
    'clothes',
    'characters',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
