import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/**
 * Albums, puzzles, crystals and the market (spec §1, §3, §4, §5, §9; issue [7]). An album is a set of pictures, each
 * cut into ten puzzles. What a student owns is a row per piece (`puzzle_students`), which is in exactly one place at a
 * time: the pool, one slot of one of the student's pictures, or an open market lot. Crystals are counted per student
 * and subject with a charge that learning fills. Prices, the charge rules and the collectors' standings are data.
 * Every move of an item is appended to `album_item_ledger`, as every change of likes is to `likes_ledger`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const no = t.postgres ? sql`false` : sql`0`;

  await withTimestamps(
    withId(db.schema.createTable('albums'), t)
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      /** Likes granted once, when a student completes their first album. */
      .addColumn('reward_likes', 'integer', (col) => col.notNull().defaultTo(0).check(sql`reward_likes >= 0`))
      .addColumn('deleted_at', t.timestamp),
    t,
  ).execute();
  await db.schema.createIndex('albums_subject_idx').on('albums').columns(['subject_id', 'position']).execute();

  await withTimestamps(
    withId(db.schema.createTable('album_pictures'), t)
      .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      /** A legendary picture is completed with legendary puzzles only. */
      .addColumn('is_legendary', t.boolean, (col) => col.notNull().defaultTo(no))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();
  await db.schema
    .createIndex('album_pictures_album_idx')
    .on('album_pictures')
    .columns(['album_id', 'position'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('puzzles'), t)
      .addColumn('picture_id', 'integer', (col) => col.notNull().references('album_pictures.id').onDelete('cascade'))
      /** 1 to 10: the slot the piece belongs in, left to right, top row first. */
      .addColumn('number', 'integer', (col) => col.notNull().check(sql`number between 1 and 10`))
      .addColumn('image', 'text', (col) => col.notNull())
      .addUniqueConstraint('puzzles_picture_number', ['picture_id', 'number']),
    t,
  ).execute();

  await db.schema
    .createTable('student_albums')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('opened_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addColumn('completed_at', t.timestamp)
    .addPrimaryKeyConstraint('student_albums_pk', ['student_id', 'album_id'])
    .execute();
  await db.schema
    .createIndex('student_albums_subject_idx')
    .on('student_albums')
    .columns(['student_id', 'subject_id'])
    .execute();

  await db.schema
    .createTable('student_pictures')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('picture_id', 'integer', (col) => col.notNull().references('album_pictures.id').onDelete('cascade'))
    .addColumn('completed_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('student_pictures_pk', ['student_id', 'picture_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('market_lots'), t)
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('seller_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
      /** open, sold or cancelled; a lot leaves `open` once, by a conditional update. */
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      /** puzzle, crystal or mixed: what the market's filter reads. */
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('buyer_id', 'integer', (col) => col.references('students.user_id').onDelete('set null'))
      .addColumn('closed_at', t.timestamp),
    t,
  ).execute();
  await db.schema
    .createIndex('market_lots_open_idx')
    .on('market_lots')
    .columns(['subject_id', 'status', 'type', 'id'])
    .execute();
  await db.schema.createIndex('market_lots_seller_idx').on('market_lots').columns(['seller_id', 'status']).execute();

  await withTimestamps(
    withId(db.schema.createTable('puzzle_students'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('puzzle_id', 'integer', (col) => col.notNull().references('puzzles.id').onDelete('cascade'))
      .addColumn('is_legendary', t.boolean, (col) => col.notNull().defaultTo(no))
      /** Set while the piece lies in a slot of one of its owner's pictures. */
      .addColumn('slot_picture_id', 'integer', (col) => col.references('album_pictures.id').onDelete('set null'))
      .addColumn('slot_number', 'integer', (col) => col.check(sql`slot_number between 1 and 10`))
      /** Set while the piece is offered in an open lot: it is neither in the pool nor in a slot. */
      .addColumn('lot_id', 'integer', (col) => col.references('market_lots.id').onDelete('set null'))
      .addUniqueConstraint('puzzle_students_one_per_slot', ['student_id', 'slot_picture_id', 'slot_number'])
      .addCheckConstraint(
        'puzzle_students_one_place',
        sql`(slot_picture_id is null) = (slot_number is null) and (lot_id is null or slot_picture_id is null)`,
      ),
    t,
  ).execute();
  await db.schema
    .createIndex('puzzle_students_owner_idx')
    .on('puzzle_students')
    .columns(['student_id', 'subject_id', 'puzzle_id'])
    .execute();
  await db.schema.createIndex('puzzle_students_lot_idx').on('puzzle_students').columns(['lot_id']).execute();

  await withTimestamps(
    withId(db.schema.createTable('crystals'), t)
      /** legendary, luck, trade or bargain: what the crystal does (docs/ALBUMS.md). */
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('description_ru', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('description_uk', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
      .addColumn('is_for_sale', t.boolean, (col) => col.notNull().defaultTo(t.true))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
    t,
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('crystal_students')
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('crystal_id', 'integer', (col) => col.notNull().references('crystals.id').onDelete('cascade'))
      .addColumn('count', 'integer', (col) => col.notNull().check(sql`count >= 0`))
      .addColumn('charge', 'integer', (col) => col.notNull().defaultTo(0).check(sql`charge between 0 and 7`))
      /** Until when the crystal's effect holds, once used. */
      .addColumn('active_until', t.timestamp)
      .addPrimaryKeyConstraint('crystal_students_pk', ['student_id', 'subject_id', 'crystal_id']),
    t,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('market_lot_items'), t)
      .addColumn('lot_id', 'integer', (col) => col.notNull().references('market_lots.id').onDelete('cascade'))
      /** puzzle_student or crystal_student (spec §3). */
      .addColumn('item_type', 'text', (col) => col.notNull())
      .addColumn('puzzle_student_id', 'integer', (col) => col.references('puzzle_students.id').onDelete('cascade'))
      .addColumn('crystal_id', 'integer', (col) => col.references('crystals.id').onDelete('cascade'))
      .addCheckConstraint('market_lot_items_one_object', sql`(puzzle_student_id is null) <> (crystal_id is null)`),
    t,
    ['created_at'],
  ).execute();
  await db.schema.createIndex('market_lot_items_lot_idx').on('market_lot_items').columns(['lot_id']).execute();

  await withTimestamps(
    withId(db.schema.createTable('puzzle_prices'), t)
      /** random (a pack of `size` pieces drawn from the open album) or chosen (one named piece). */
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0`))
      .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
      .addUniqueConstraint('puzzle_prices_kind_size', ['kind', 'size']),
    t,
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('crystal_charge_rules')
      /** trainer_round or homework_accepted: what learning fills the crystals of its subject, and by how much. */
      .addColumn('event', 'text', (col) => col.primaryKey())
      .addColumn('points', 'integer', (col) => col.notNull().check(sql`points >= 0`)),
    t,
  ).execute();

  await db.schema
    .createTable('collector_scores')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('pictures', 'integer', (col) => col.notNull().defaultTo(0).check(sql`pictures >= 0`))
    .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0).check(sql`sales >= 0`))
    .addColumn('updated_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('collector_scores_pk', ['student_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('collector_scores_rank_idx')
    .on('collector_scores')
    .columns(['subject_id', 'pictures desc', 'sales desc', 'student_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('album_item_ledger'), t)
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      /** puzzle_student or crystal_student; item_id is the puzzle_students row or the crystal. */
      .addColumn('item_type', 'text', (col) => col.notNull())
      .addColumn('item_id', 'integer', (col) => col.notNull())
      /** +1 when the student gains the item, -1 when it leaves them. */
      .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta in (-1, 1)`))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('ref_type', 'text')
      .addColumn('ref_id', 'integer'),
    t,
    ['created_at'],
  ).execute();
  await db.schema
    .createIndex('album_item_ledger_student_idx')
    .on('album_item_ledger')
    .columns(['student_id', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'album_item_ledger',
    'collector_scores',
    'crystal_charge_rules',
    'puzzle_prices',
    'market_lot_items',
    'crystal_students',
    'crystals',
    'puzzle_students',
    'market_lots',
    'student_pictures',
    'student_albums',
    'puzzles',
    'album_pictures',
    'albums',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
