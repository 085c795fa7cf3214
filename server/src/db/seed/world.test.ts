import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOTHES_CATEGORIES, CLOTHES_SLOTS } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../test/demo-data.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { WORLD_CHARACTERS, WORLD_CLOTHES } from './world-clothes.ts';
import { CLASS_PLACE, HOME, WORLD_PROFESSIONS } from './world-places.ts';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const readArt = (path: string) => readFileSync(join(PUBLIC, path), 'utf8');
const rootOf = (svg: string) => /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
/** Our own art is served as it is, so it holds nothing a browser would run or fetch: no script, handler or outside link. */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)/i;

describe('the student world catalogue', () => {
  it('has the characters, a wardrobe on every slot and shelf, and standard kits for every character', () => {
    expect(WORLD_CHARACTERS.length).toBeGreaterThanOrEqual(4);
    expect(WORLD_CLOTHES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(WORLD_CLOTHES.map((item) => item.code)).size).toBe(WORLD_CLOTHES.length);
    expect(new Set(WORLD_CLOTHES.map((item) => item.slot))).toEqual(new Set(CLOTHES_SLOTS));
    expect(new Set(WORLD_CLOTHES.flatMap((item) => item.categories))).toEqual(new Set(CLOTHES_CATEGORIES));
    expect(WORLD_CLOTHES.every((item) => item.price >= 0 && item.price <= 40)).toBe(true);
    expect(WORLD_CLOTHES.filter((item) => item.fits).length).toBeGreaterThan(0);

    const standard = WORLD_CLOTHES.filter((item) => item.standard);
    expect(standard.every((item) => item.price === 0)).toBe(true);
    for (const { code } of WORLD_CHARACTERS) {
      const kit = standard.filter((item) => !item.fits || item.fits.includes(code)).map((item) => item.slot);
      expect(kit.sort(), code).toEqual(['body', 'feet', 'legs']);
    }
  });

  it('sells one plain jacket at a price a demo student can pay', () => {
    const jackets = WORLD_CLOTHES.filter((item) => item.ru.includes('Куртка') || item.en.includes('Jacket'));
    expect(jackets).toHaveLength(1);
    expect(jackets[0]).toMatchObject({ code: 'jacket', ru: 'Куртка', en: 'Jacket', uk: 'Куртка', slot: 'body' });
    expect(jackets[0]?.fits).toBeUndefined();
    expect(jackets[0]?.price).toBeGreaterThanOrEqual(5);
    expect(jackets[0]?.price).toBeLessThanOrEqual(8);
  });

  it('furnishes a home, a class place and a workplace per profession whose levels start at 0 and rise', () => {
    expect(HOME.things.length).toBeGreaterThanOrEqual(20);
    expect(CLASS_PLACE.things.length).toBeGreaterThanOrEqual(6);
    expect(WORLD_PROFESSIONS.length).toBeGreaterThanOrEqual(4);
    for (const profession of WORLD_PROFESSIONS) {
      const thresholds = profession.levels.map((level) => level.threshold);
      expect(thresholds.length, profession.code).toBeGreaterThanOrEqual(3);
      expect(thresholds[0]).toBe(0);
      expect(thresholds.every((threshold, i) => i === 0 || threshold > (thresholds[i - 1] ?? 0))).toBe(true);
      expect(profession.things.length).toBeGreaterThanOrEqual(3);
    }
    const things = [...HOME.things, ...CLASS_PLACE.things, ...WORLD_PROFESSIONS.flatMap((p) => p.things)];
    expect(new Set(things.map((thing) => thing.code)).size).toBe(things.length);
    expect(things.every((thing) => thing.width >= 8 && thing.width <= 35)).toBe(true);
  });
});

describeEachDatabase('the seeded student world', (t) => {
  it('refers only to art in the repo, each a safe SVG on the canvas its use needs', async () => {
    await seedDemo(t);
    const db = t.database.db;
    const [characters, clothes, activities, locations, things] = await Promise.all([
      db.selectFrom('characters').select('image').execute(),
      db.selectFrom('clothes').select(['picture', 'preview']).execute(),
      db.selectFrom('field_activities').select(['icon', 'background', 'levels']).execute(),
      db.selectFrom('locations').select('background').execute(),
      db.selectFrom('location_things').select(['image', 'width']).execute(),
    ]);
    const levelBackgrounds = activities.flatMap((activity) => {
      const levels = typeof activity.levels === 'string' ? JSON.parse(activity.levels) : activity.levels;
      return (levels as { background: string | null }[]).flatMap((level) =>
        level.background ? [level.background] : [],
      );
    });
    const paths = [
      ...characters.map((row) => row.image),
      ...clothes.flatMap((row) => [row.picture, ...(row.preview ? [row.preview] : [])]),
      ...activities.flatMap((row) => [row.icon, row.background]),
      ...levelBackgrounds,
      ...locations.map((row) => row.background),
      ...things.map((row) => row.image),
    ];
    expect(levelBackgrounds.length).toBeGreaterThanOrEqual(12);
    for (const path of paths) {
      expect(path, path).toMatch(/^\/art\/[a-z0-9/-]+\.svg$/);
      expect(existsSync(join(PUBLIC, path)), path).toBe(true);
      expect(readArt(path), path).not.toMatch(ACTIVE_SVG);
    }
    for (const path of [...characters.map((row) => row.image), ...clothes.map((row) => row.picture)]) {
      expect(rootOf(readArt(path)), path).toContain('viewBox="0 0 200 300"');
    }
    for (const path of locations.map((row) => row.background)) {
      expect(rootOf(readArt(path)), path).toContain('viewBox="0 0 400 250"');
    }
    expect(locations.length).toBe(2 + WORLD_PROFESSIONS.length);
    // A thing's box is drawn one unit per pixel of a 400-wide room, so its width in percent is a quarter of it.
    for (const thing of things) {
      const boxWidth = Number(/viewBox="0 0 ([\d.]+) /.exec(rootOf(readArt(thing.image)))?.[1]);
      expect(thing.width, thing.image).toBe(Math.max(8, Math.round(boxWidth / 4)));
    }
  });

  it('gives every demo student who has logged in a dressed character in each subject and a profession, without spending likes', async () => {
    const db = t.database.db;
    // The admin's roster (demo-students-roster.ts) is pupils enrolled who have not logged in yet: no character chosen.
    const enrolments = await db
      .selectFrom('student_subjects')
      .innerJoin('users', 'users.id', 'student_subjects.student_id')
      .select(['student_id', 'subject_id'])
      .where('users.email', 'not like', 'roster%')
      .execute();
    expect(enrolments.length).toBeGreaterThan(0);
    for (const { student_id, subject_id } of enrolments) {
      const character = await db
        .selectFrom('student_characters')
        .select('character_id')
        .where('student_id', '=', student_id)
        .where('subject_id', '=', subject_id)
        .executeTakeFirst();
      expect(character, `student ${student_id} subject ${subject_id}`).toBeDefined();
      const worn = await db
        .selectFrom('student_clothes')
        .innerJoin('clothes', 'clothes.id', 'student_clothes.clothes_id')
        .select(['clothes.slot', 'clothes.characters'])
        .where('student_id', '=', student_id)
        .where('subject_id', '=', subject_id)
        .where('worn', '=', true)
        .execute();
      const slots = worn.map((row) => row.slot);
      expect(new Set(slots).size).toBe(slots.length);
      expect(slots).toEqual(expect.arrayContaining(['body', 'legs', 'feet']));
      for (const row of worn) {
        const fits = typeof row.characters === 'string' ? JSON.parse(row.characters) : row.characters;
        expect(fits).toContain(character?.character_id);
      }
    }

    const mathStudents = enrolments.filter((row) => row.subject_id === 1).map((row) => row.student_id);
    const professions = await db
      .selectFrom('student_field_activities')
      .select(['student_id', 'level'])
      .where('student_id', 'in', mathStudents)
      .execute();
    expect(professions.map((row) => row.student_id).sort()).toEqual([...mathStudents].sort());

    const spent = await db.selectFrom('likes_ledger').select('id').where('delta', '<', 0).execute();
    expect(spent).toEqual([]);
    const paid = await db.selectFrom('student_clothes').select('id').where('price_paid', '>', 0).execute();
    expect(paid).toEqual([]);
  });

  it('sets each profession level by the likes earned in mathematics', async () => {
    const rows = await t.database.db
      .selectFrom('student_field_activities')
      .innerJoin('users', 'users.id', 'student_field_activities.student_id')
      .select(['users.email', 'student_field_activities.level'])
      .execute();
    const levels = Object.fromEntries(rows.map((row) => [row.email, row.level]));
    // 12 and 15 likes pass the second level's 10; 4, 9, 2 and the waiting students' none stay at the first.
    expect(levels).toEqual({
      'student@example.com': 2,
      'student2@example.com': 1,
      'student3@example.com': 1,
      'student4@example.com': 2,
      'student5@example.com': 1,
      'student6@example.com': 1,
      'student7@example.com': 1,
    });
  });
});
