import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { readJson } from './json-column.ts';
import { down, up } from './migrations/202612061000_english_and_school_readiness.ts';
import { down as coursesDown, up as coursesUp } from './migrations/202612081000_courses.ts';
import { insertTrainerCatalogue, TRAINER_CATALOGUE } from './seed/trainers.ts';

describeEachDatabase('English and school readiness migration, then the courses’ one', (t) => {
  const subjectsOf = async (component: string) => {
    const row = await t.database.db
      .selectFrom('trainers')
      .select('subjects')
      .where('component', '=', component)
      .executeTakeFirstOrThrow();
    return readJson(t.database.dialect, row.subjects);
  };
  const openSubjects = async () =>
    (await t.database.db.selectFrom('subjects').select(['main_id', 'is_open']).orderBy('main_id').execute())
      .filter((row) => Boolean(row.is_open))
      .map((row) => row.main_id);

  it('opens English and school readiness, and puts their trainers into the catalogue an installation already has', async () => {
    const runner = t.database.db as unknown as Kysely<unknown>;
    await insertTrainerCatalogue(t.database.db, t.clock.now().toISOString());
    // The migrations after it first, as an installation that stood before them all.
    await coursesDown(runner);
    await down(runner);
    // As an installation stood before: the rows the catalogue seed wrote then, 9–11 closed.
    expect(await subjectsOf('schulte')).toEqual([2, 1, 3]);
    expect(await subjectsOf('memo')).toEqual([2, 1, 3, 10]);
    expect(await subjectsOf('flashAnzan')).toEqual([1, 3]);
    expect(await openSubjects()).toEqual([1, 2, 3, 8]);

    await up(runner);

    expect(await openSubjects()).toEqual([1, 2, 3, 8, 9, 10]);
    expect(await subjectsOf('schulte')).toEqual([2, 1, 3, 9, 10]);
    expect(await subjectsOf('memo')).toEqual([2, 1, 3, 10, 9]);
    expect(await subjectsOf('flashAnzan')).toEqual([1, 3, 10]);
    // Trainers the migration does not name keep their subjects.
    expect(await subjectsOf('stroop')).toEqual([2, 1, 3]);

    // The courses' migration after it brings the catalogue to what a fresh installation's seed writes.
    await coursesUp(runner);
    expect(await openSubjects()).toEqual([1, 2, 3, 8, 9, 10, 11]);
    for (const component of ['schulte', 'memo', 'flashAnzan', 'stroop', 'speedReading', 'labyrinth', 'dino']) {
      expect(await subjectsOf(component), component).toEqual(
        TRAINER_CATALOGUE.find((entry) => entry.component === component)?.subjects,
      );
    }
  });
});
