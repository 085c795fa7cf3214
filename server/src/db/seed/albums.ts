import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CrystalCode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Storage } from '../../lib/storage.ts';
import { insertAlbumsCatalogue } from '../../modules/albums/albums-catalogue.ts';
import { type CutPicture, cutPicture } from '../../modules/albums/picture-cutter.ts';
import type { DB } from '../schema.ts';
import { SEED_WEBP_EFFORT } from './seed-drawing.ts';

/** The drawings the demo albums are cut from; found next to this file both from the sources and from server/dist. */
export const ALBUMS_ART_DIR = join(import.meta.dirname, '../../../../web/public/art/albums');

type Localized = { ru: string; en: string; uk: string };
const text = (ru: string, en: string, uk: string): Localized => ({ ru, en, uk });

interface DemoAlbum {
  /** Also the name of its drawings: `<code>-1.svg` … `<code>-4.svg`. */
  code: string;
  subjectId: 2 | 3;
  title: Localized;
  /** Four pictures; the last is the legendary one, drawn with a golden glow. */
  pictures: readonly Localized[];
}

/** Two albums in reading and two in mental arithmetic, each first one opened by the demo collectors. */
export const DEMO_ALBUMS: readonly DemoAlbum[] = [
  {
    code: 'forest',
    subjectId: 2,
    title: text('Сказочный лес', 'Fairy forest', 'Казковий ліс'),
    pictures: [
      text('Совиная библиотека', 'The owls’ library', 'Совина бібліотека'),
      text('Домик гномов', 'The gnomes’ house', 'Будиночок гномів'),
      text('Лисичка читает', 'The fox reads a book', 'Лисичка читає'),
      text('Волшебные грибы', 'Magic mushrooms', 'Чарівні гриби'),
    ],
  },
  {
    code: 'sea',
    subjectId: 2,
    title: text('Морские глубины', 'Under the sea', 'Морські глибини'),
    pictures: [
      text('Коралловый риф', 'The coral reef', 'Кораловий риф'),
      text('Черепахи и медузы', 'Turtles and jellyfish', 'Черепахи й медузи'),
      text('Сундук осьминога', 'The octopus’s treasure chest', 'Скриня восьминога'),
      text('Семья китов', 'The whale family', 'Родина китів'),
    ],
  },
  {
    code: 'space',
    subjectId: 3,
    title: text('Космос', 'Space', 'Космос'),
    pictures: [
      text('Полёт ракеты', 'The rocket flies', 'Політ ракети'),
      text('Прогулка по Луне', 'A walk on the Moon', 'Прогулянка Місяцем'),
      text('Друзья-инопланетяне', 'Alien friends', 'Друзі-інопланетяни'),
      text('Парад планет', 'The parade of planets', 'Парад планет'),
    ],
  },
  {
    code: 'dinosaurs',
    subjectId: 3,
    title: text('Динозавры', 'Dinosaurs', 'Динозаври'),
    pictures: [
      text('Тираннозавр в джунглях', 'A T. rex in the jungle', 'Тиранозавр у джунглях'),
      text('Бронтозавр у озера', 'A brontosaurus by the lake', 'Бронтозавр біля озера'),
      text('Гнездо трицератопса', 'The triceratops’ nest', 'Гніздо трицератопса'),
      text('Долина вулкана', 'The volcano valley', 'Долина вулкана'),
    ],
  },
];

const REWARD_LIKES = 20;
const LEGENDARY_INDEX = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every demo picture cut into its pieces, by drawing file name. */
export type DemoPictures = ReadonlyMap<string, CutPicture>;

/**
 * Cuts every demo drawing into the storage. It runs before the seed's transaction and all at once: drawing takes
 * most of the seed's time, and libvips spreads it over the cores.
 */
export async function cutDemoPictures(storage: Storage): Promise<DemoPictures> {
  const files = DEMO_ALBUMS.flatMap((album) => album.pictures.map((_, index) => `${album.code}-${index + 1}.svg`));
  const cut = await Promise.all(
    files.map(
      async (file) =>
        [
          file,
          await cutPicture(storage, await readFile(join(ALBUMS_ART_DIR, file)), { effort: SEED_WEBP_EFFORT }),
        ] as const,
    ),
  );
  return new Map(cut);
}

/** A seeded album: per picture (in order) its id and its puzzles' ids by number (index 0 is piece 1). */
interface SeededAlbum {
  id: number;
  subjectId: number;
  pictures: { id: number; puzzles: number[] }[];
}

async function insertAlbums(trx: Kysely<DB>, pictures: DemoPictures, now: string): Promise<SeededAlbum[]> {
  const seeded: SeededAlbum[] = [];
  const positions = new Map<number, number>();
  for (const album of DEMO_ALBUMS) {
    const position = (positions.get(album.subjectId) ?? 0) + 1;
    positions.set(album.subjectId, position);
    const row = await trx
      .insertInto('albums')
      .values({
        subject_id: album.subjectId,
        title_ru: album.title.ru,
        title_en: album.title.en,
        title_uk: album.title.uk,
        position,
        reward_likes: REWARD_LIKES,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry: SeededAlbum = { id: row.id, subjectId: album.subjectId, pictures: [] };
    for (const [index, title] of album.pictures.entries()) {
      const file = `${album.code}-${index + 1}.svg`;
      const cut = pictures.get(file);
      if (!cut) throw new Error(`the demo picture ${file} was not cut`);
      const picture = await trx
        .insertInto('album_pictures')
        .values({
          album_id: row.id,
          title_ru: title.ru,
          title_en: title.en,
          title_uk: title.uk,
          image: cut.image,
          is_legendary: index === LEGENDARY_INDEX,
          position: index + 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const puzzles = await trx
        .insertInto('puzzles')
        .values(
          cut.pieces.map((image, n) => ({
            picture_id: picture.id,
            number: n + 1,
            image,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'number'])
        .execute();
      const byNumber = puzzles.sort((a, b) => a.number - b.number).map((puzzle) => puzzle.id);
      entry.pictures.push({ id: picture.id, puzzles: byNumber });
    }
    seeded.push(entry);
  }
  return seeded;
}

/** A piece as `[picture index, piece number]`, with where it lies. */
type PieceAt = readonly [picture: number, number: number];

interface DemoCollection {
  /** Pictures (by index) whose ten pieces lie in order in their slots: complete. */
  complete: number[];
  /** Pieces lying in their own slots of an unfinished picture. */
  placed: PieceAt[];
  pool: PieceAt[];
  legendaryPool: PieceAt[];
  crystals: { code: CrystalCode; count: number; charge: number; active?: boolean }[];
  /** Lots on the market: a piece of the pool or a copy of a crystal, each for a price. */
  lots: ({ piece: PieceAt; price: number } | { crystal: CrystalCode; price: number })[];
}

/**
 * Миша collects in both subjects: a picture complete, the next half assembled, fourteen pieces in the pool (three of
 * them duplicates, two legendary), a charged legendary crystal and an active trader crystal.
 */
const COLLECTOR: DemoCollection = {
  complete: [0],
  placed: [
    [1, 1],
    [1, 2],
    [1, 3],
    [1, 4],
    [1, 5],
  ],
  pool: [
    [1, 6],
    [1, 7],
    [1, 9],
    [2, 1],
    [2, 2],
    [2, 4],
    [2, 5],
    [2, 8],
    [3, 1],
    // Duplicates: tradeable, or three of them exchanged for a new piece.
    [0, 4],
    [1, 2],
    [2, 4],
  ],
  legendaryPool: [
    [3, 3],
    [3, 6],
  ],
  crystals: [
    { code: 'legendary', count: 1, charge: 7 },
    { code: 'luck', count: 1, charge: 3 },
    { code: 'trade', count: 1, charge: 7, active: true },
  ],
  lots: [],
};

/** Даша sells in both subjects: the piece Миша's half-assembled picture lacks, and a luck crystal. */
const SELLER: DemoCollection = {
  complete: [],
  placed: [],
  pool: [
    [0, 2],
    [0, 7],
    [1, 10],
    [2, 3],
    [2, 6],
    [2, 6],
    [3, 2],
  ],
  legendaryPool: [],
  crystals: [
    { code: 'trade', count: 1, charge: 0, active: true },
    { code: 'luck', count: 2, charge: 2 },
    { code: 'bargain', count: 1, charge: 7 },
  ],
  lots: [
    { piece: [1, 8], price: 3 },
    { crystal: 'luck', price: 5 },
  ],
};

async function giveCollection(
  trx: Kysely<DB>,
  owner: { studentId: number; album: SeededAlbum },
  collection: DemoCollection,
  crystalIds: ReadonlyMap<string, number>,
  now: string,
): Promise<void> {
  const { studentId, album } = owner;
  const subjectId = album.subjectId;
  const puzzleId = ([picture, number]: PieceAt) => {
    const id = album.pictures[picture]?.puzzles[number - 1];
    if (id === undefined) throw new Error(`no demo piece ${picture}/${number}`);
    return id;
  };
  const base = { student_id: studentId, subject_id: subjectId, created_at: now, updated_at: now };
  // Every row names every column: SQLite fills a column a multi-row insert leaves out with null, not its default.
  const inPool = { ...base, is_legendary: false, slot_picture_id: null, slot_number: null };
  const slotted = [
    ...collection.complete.flatMap((picture) => Array.from({ length: 10 }, (_, i) => [picture, i + 1] as const)),
    ...collection.placed,
  ];
  const pieces = [
    ...slotted.map((at) => ({
      ...inPool,
      puzzle_id: puzzleId(at),
      slot_picture_id: album.pictures[at[0]]?.id ?? null,
      slot_number: at[1],
    })),
    ...collection.pool.map((at) => ({ ...inPool, puzzle_id: puzzleId(at) })),
    ...collection.legendaryPool.map((at) => ({ ...inPool, puzzle_id: puzzleId(at), is_legendary: true })),
  ];
  const lotPieces = collection.lots.flatMap((lot) => ('piece' in lot ? [lot.piece] : []));
  const lotPieceIds = lotPieces.length
    ? await trx
        .insertInto('puzzle_students')
        .values(lotPieces.map((at) => ({ ...inPool, puzzle_id: puzzleId(at) })))
        .returning('id')
        .execute()
    : [];
  const owned = await trx.insertInto('puzzle_students').values(pieces).returning('id').execute();

  const ledger = (item_type: string, item_id: number, delta: 1 | -1, ref?: number) => ({
    student_id: studentId,
    subject_id: subjectId,
    item_type,
    item_id,
    delta,
    reason: ref === undefined ? 'seed' : 'lot_listed',
    ref_type: ref === undefined ? null : 'lot',
    ref_id: ref ?? null,
    created_at: now,
  });
  const moves = [...lotPieceIds, ...owned].map((row) => ledger('puzzle_student', row.id, 1));

  const crystalId = (code: string) => {
    const id = crystalIds.get(code);
    if (id === undefined) throw new Error(`no crystal ${code} in the catalogue`);
    return id;
  };
  const listedCopies = (code: string) =>
    collection.lots.filter((lot) => 'crystal' in lot && lot.crystal === code).length;
  await trx
    .insertInto('crystal_students')
    .values(
      collection.crystals.map((crystal) => ({
        ...base,
        crystal_id: crystalId(crystal.code),
        count: crystal.count - listedCopies(crystal.code),
        charge: crystal.charge,
        active_until: crystal.active ? new Date(Date.parse(now) + DAY_MS).toISOString() : null,
      })),
    )
    .execute();
  for (const crystal of collection.crystals) {
    for (let copy = 0; copy < crystal.count; copy++) moves.push(ledger('crystal_student', crystalId(crystal.code), 1));
  }

  let listedPiece = 0;
  for (const lot of collection.lots) {
    const isPiece = 'piece' in lot;
    const row = await trx
      .insertInto('market_lots')
      .values({
        subject_id: subjectId,
        seller_id: studentId,
        price: lot.price,
        status: 'open',
        type: isPiece ? 'puzzle' : 'crystal',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (isPiece) {
      const piece = lotPieceIds[listedPiece++]?.id;
      if (piece === undefined) throw new Error('a demo lot lost its piece');
      await trx.updateTable('puzzle_students').set({ lot_id: row.id }).where('id', '=', piece).execute();
      await trx
        .insertInto('market_lot_items')
        .values({ lot_id: row.id, item_type: 'puzzle_student', puzzle_student_id: piece, created_at: now })
        .execute();
      moves.push(ledger('puzzle_student', piece, -1, row.id));
    } else {
      const crystal = crystalId(lot.crystal);
      await trx
        .insertInto('market_lot_items')
        .values({ lot_id: row.id, item_type: 'crystal_student', crystal_id: crystal, created_at: now })
        .execute();
      moves.push(ledger('crystal_student', crystal, -1, row.id));
    }
  }
  await trx.insertInto('album_item_ledger').values(moves).execute();

  await trx
    .insertInto('student_albums')
    .values({ student_id: studentId, album_id: album.id, subject_id: subjectId, opened_at: now })
    .execute();
  if (collection.complete.length > 0) {
    await trx
      .insertInto('student_pictures')
      .values(
        collection.complete.map((picture) => ({
          student_id: studentId,
          picture_id: album.pictures[picture]?.id ?? 0,
          completed_at: now,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('collector_scores')
    .values({
      student_id: studentId,
      subject_id: subjectId,
      pictures: collection.complete.length,
      sales: 0,
      updated_at: now,
    })
    .execute();
}

/** Who collects what in the demo, by email. */
const DEMO_COLLECTORS: readonly { email: string; collection: DemoCollection }[] = [
  { email: 'student@example.com', collection: COLLECTOR },
  { email: 'student4@example.com', collection: SELLER },
];

/**
 * The albums' reference data, the four demo albums cut from their drawings, and what the demo collectors hold of the
 * first album of reading and of mental arithmetic, with Даша's lots open on both markets.
 */
export async function insertDemoAlbums(
  trx: Kysely<DB>,
  pictures: DemoPictures,
  studentIds: ReadonlyMap<string, number>,
  now: string,
): Promise<void> {
  await insertAlbumsCatalogue(trx, now);
  const crystals = await trx.selectFrom('crystals').select(['id', 'code']).execute();
  const crystalIds = new Map(crystals.map((crystal) => [crystal.code, crystal.id]));
  const albums = await insertAlbums(trx, pictures, now);
  const firstAlbums = [2, 3].map((subjectId) => albums.find((album) => album.subjectId === subjectId));
  for (const { email, collection } of DEMO_COLLECTORS) {
    const studentId = studentIds.get(email);
    if (studentId === undefined) throw new Error(`${email} is not a demo student`);
    for (const album of firstAlbums) {
      if (!album) throw new Error('a demo subject has no album');
      await giveCollection(trx, { studentId, album }, collection, crystalIds, now);
    }
  }
}
