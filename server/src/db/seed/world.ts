import type { Kysely } from 'kysely';
import { findEarned } from '../../modules/likes/likes.repo.ts';
import { levelReached } from '../../modules/professions/profession-progress.ts';
import type { DB, FieldActivityLevelJson } from '../schema.ts';
import { type CharacterCode, type SeedTitles, WORLD_CHARACTERS, WORLD_CLOTHES } from './world-clothes.ts';
import { CLASS_PLACE, HOME, type SeedThing, WORLD_PROFESSIONS } from './world-places.ts';

/** The subject whose likes raise professions (spec §4: main_id 1). */
const PROFESSION_SUBJECT = 1;

const titles = (t: SeedTitles) => ({ title_ru: t.ru, title_en: t.en, title_uk: t.uk });
const art = (folder: string, code: string) => `/art/${folder}/${code}.svg`;

/** Ids of what insertWorld wrote, by the codes of world-clothes.ts and world-places.ts. */
export interface WorldIds {
  characters: Map<string, number>;
  clothes: Map<string, number>;
  professions: Map<string, number>;
  things: Map<string, { id: number; locationId: number }>;
  homeId: number;
  classId: number;
}

async function insertThings(
  trx: Kysely<DB>,
  locationId: number,
  things: readonly SeedThing[],
  ids: WorldIds['things'],
  now: string,
): Promise<void> {
  for (const thing of things) {
    const row = await trx
      .insertInto('location_things')
      .values({
        location_id: locationId,
        ...titles(thing),
        image: art('things', thing.code),
        price: thing.price,
        width: thing.width,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(thing.code, { id: row.id, locationId });
  }
}

async function insertLocation(
  trx: Kysely<DB>,
  values: {
    kind: 'home' | 'job' | 'class';
    title: SeedTitles;
    background: string;
    position: number;
    fieldActivityId?: number;
  },
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('locations')
    .values({
      kind: values.kind,
      field_activity_id: values.fieldActivityId ?? null,
      ...titles(values.title),
      background: values.background,
      position: values.position,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The student world's catalogue (spec §1, §3, §7): characters, clothes, professions, places and their things. */
export async function insertWorld(trx: Kysely<DB>, now: string): Promise<WorldIds> {
  const ids: WorldIds = {
    characters: new Map(),
    clothes: new Map(),
    professions: new Map(),
    things: new Map(),
    homeId: 0,
    classId: 0,
  };
  for (const [index, character] of WORLD_CHARACTERS.entries()) {
    const row = await trx
      .insertInto('characters')
      .values({
        code: character.code,
        ...titles(character),
        image: art('characters', character.code),
        position: index + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.characters.set(character.code, row.id);
  }

  for (const item of WORLD_CLOTHES) {
    const fits = (item.fits ?? WORLD_CHARACTERS.map((character) => character.code)).map((code) => {
      const id = ids.characters.get(code);
      if (id === undefined) throw new Error(`clothes ${item.code} fit an unknown character ${code}`);
      return id;
    });
    const row = await trx
      .insertInto('clothes')
      .values({
        ...titles(item),
        price: item.price,
        slot: item.slot,
        categories: JSON.stringify(item.categories),
        characters: JSON.stringify(fits),
        preview: art('clothes/previews', item.code),
        picture: art('clothes', item.code),
        is_standard: item.standard ?? false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.clothes.set(item.code, row.id);
  }

  ids.homeId = await insertLocation(
    trx,
    { kind: 'home', title: HOME.title, background: art('places', 'home'), position: 1 },
    now,
  );
  await insertThings(trx, ids.homeId, HOME.things, ids.things, now);
  ids.classId = await insertLocation(
    trx,
    { kind: 'class', title: CLASS_PLACE.title, background: art('places', 'class'), position: 1 },
    now,
  );
  await insertThings(trx, ids.classId, CLASS_PLACE.things, ids.things, now);

  for (const [index, profession] of WORLD_PROFESSIONS.entries()) {
    const levels: FieldActivityLevelJson[] = profession.levels.map((level, step) => ({
      level: step + 1,
      threshold: level.threshold,
      ...titles(level),
      background: art('places', `${profession.code}-${step + 1}`),
    }));
    const row = await trx
      .insertInto('field_activities')
      .values({
        code: profession.code,
        ...titles(profession),
        description_ru: profession.description.ru,
        description_en: profession.description.en,
        description_uk: profession.description.uk,
        icon: art('professions', profession.code),
        background: art('places', profession.code),
        levels: JSON.stringify(levels),
        position: index + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.professions.set(profession.code, row.id);
    const workplace = await insertLocation(
      trx,
      {
        kind: 'job',
        title: profession.workplace,
        background: art('places', profession.code),
        position: index + 1,
        fieldActivityId: row.id,
      },
      now,
    );
    await insertThings(trx, workplace, profession.things, ids.things, now);
  }
  return ids;
}

function idOf<T>(map: Map<string, T>, code: string): T {
  const id = map.get(code);
  if (id === undefined) throw new Error(`the demo world has no ${code}`);
  return id;
}

/**
 * A character in a subject, dressed as choosing it would dress it: its standard items, free and worn.
 * `extras` are given free too (price_paid 0, so no likes move) and worn instead of their slot's standard item.
 */
export async function giveCharacter(
  trx: Kysely<DB>,
  world: WorldIds,
  given: { studentId: number; subjectId: number; character: CharacterCode; extras?: readonly string[] },
  now: string,
): Promise<void> {
  const characterId = idOf(world.characters, given.character);
  await trx
    .insertInto('student_characters')
    .values({
      student_id: given.studentId,
      subject_id: given.subjectId,
      character_id: characterId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const extras = WORLD_CLOTHES.filter((item) => given.extras?.includes(item.code));
  const standard = WORLD_CLOTHES.filter((item) => item.standard && (!item.fits || item.fits.includes(given.character)));
  for (const item of [...standard, ...extras]) {
    const worn = extras.includes(item) || !extras.some((extra) => extra.slot === item.slot);
    await trx
      .insertInto('student_clothes')
      .values({
        student_id: given.studentId,
        subject_id: given.subjectId,
        clothes_id: idOf(world.clothes, item.code),
        price_paid: 0,
        worn,
        created_at: now,
      })
      .execute();
  }
}

/**
 * A profession chosen before the student's first like (ledger mark 0), so the likes already earned in
 * mathematics count and the level is the one they reach.
 */
export async function giveProfession(
  trx: Kysely<DB>,
  world: WorldIds,
  given: { studentId: number; profession: string },
  now: string,
): Promise<void> {
  const profession = WORLD_PROFESSIONS.find((entry) => entry.code === given.profession);
  if (!profession) throw new Error(`the demo world has no profession ${given.profession}`);
  const earned = await findEarned(trx, given.studentId, PROFESSION_SUBJECT);
  const level = levelReached(
    profession.levels.map((step, index) => ({ level: index + 1, threshold: step.threshold })),
    earned,
  );
  await trx
    .insertInto('student_field_activities')
    .values({
      student_id: given.studentId,
      field_activity_id: idOf(world.professions, profession.code),
      level,
      ledger_mark: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Things given free (price_paid 0) and placed at (x, y), the centre in percent of the room. */
export async function giveThings(
  trx: Kysely<DB>,
  world: WorldIds,
  given: { studentId: number; subjectId: number; things: readonly { code: string; x: number; y: number }[] },
  now: string,
): Promise<void> {
  for (const thing of given.things) {
    const { id, locationId } = idOf(world.things, thing.code);
    await trx
      .insertInto('student_things')
      .values({
        student_id: given.studentId,
        subject_id: given.subjectId,
        thing_id: id,
        location_id: locationId,
        group_id: null,
        price_paid: 0,
        placed: true,
        x: thing.x,
        y: thing.y,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export interface DemoWorld {
  /** The character in mathematics; other subjects get the next characters in turn. */
  character: CharacterCode;
  /** Chosen in mathematics; a student who does not take it up has none. */
  profession?: string;
  /** Worn in mathematics over the standard kit. */
  extras?: readonly string[];
}

/** A room every demo student starts with, so the home is not empty on the first visit. */
const DEMO_ROOM = [
  { code: 'bed', x: 20, y: 76 },
  { code: 'rug', x: 52, y: 90 },
  { code: 'plant', x: 86, y: 74 },
];

/**
 * A demo student's world: a dressed character in every subject, a profession, and a furnished room in
 * mathematics. Everything is given free, so likes balances stay the sums of their ledgers.
 */
export async function giveDemoWorld(
  trx: Kysely<DB>,
  world: WorldIds,
  student: { id: number; subjectIds: readonly number[] },
  demo: DemoWorld,
  now: string,
): Promise<void> {
  const codes = WORLD_CHARACTERS.map((character) => character.code);
  const first = codes.indexOf(demo.character);
  for (const [index, subjectId] of student.subjectIds.entries()) {
    const main = subjectId === PROFESSION_SUBJECT;
    const character = main ? demo.character : (codes[(first + index) % codes.length] ?? demo.character);
    await giveCharacter(
      trx,
      world,
      { studentId: student.id, subjectId, character, extras: main ? demo.extras : [] },
      now,
    );
  }
  if (!student.subjectIds.includes(PROFESSION_SUBJECT) || demo.profession === undefined) return;
  await giveProfession(trx, world, { studentId: student.id, profession: demo.profession }, now);
  await giveThings(trx, world, { studentId: student.id, subjectId: PROFESSION_SUBJECT, things: DEMO_ROOM }, now);
}
