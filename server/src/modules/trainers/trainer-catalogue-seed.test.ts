import { ONLINE_GAMES, trainerResultSchema, trainerSchema, trainerSessionSchema } from '@umka/contracts';
import { flashAnzanRules, flashAnzanSettings, rulesFor, sumOf } from '@umka/games';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { insertTrainerCatalogue, TRAINER_CATALOGUE } from '../../db/seed/trainers.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('trainer catalogue seed', (t) => {
  it('adds the number trainers once, however often it runs, and a student of math sees them', async () => {
    const now = new Date().toISOString();
    await insertTrainerCatalogue(t.database.db, now);
    await insertTrainerCatalogue(t.database.db, now);

    const student = await t.factories.buildStudent({ subjects: [1] });
    const list = dataOf(
      await t.api('GET', '/api/trainers?subject_id=1', { token: student.token }),
      z.array(trainerSchema),
    );

    expect(list.map((trainer) => trainer.component)).toEqual(
      TRAINER_CATALOGUE.filter((entry) => entry.subjects.includes(1) && entry.listed !== false).map(
        (entry) => entry.component,
      ),
    );
    const count = await t.database.db
      .selectFrom('trainers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(TRAINER_CATALOGUE.length);
  });

  it('has rules in @umka/games for every catalogue trainer, or room rules for an online game', () => {
    const online: readonly string[] = ONLINE_GAMES;
    expect(
      TRAINER_CATALOGUE.filter((entry) => rulesFor(entry.component) === null && !online.includes(entry.component)),
    ).toEqual([]);
  });

  it('puts every catalogue trainer in subjects that exist', async () => {
    const subjects = await t.database.db.selectFrom('subjects').select('id').execute();
    const known = new Set(subjects.map((s) => s.id));
    for (const entry of TRAINER_CATALOGUE) {
      expect(
        entry.subjects.every((id) => known.has(id)),
        entry.component,
      ).toBe(true);
    }
  });
  it('plays a real catalogue trainer end to end with the rules of @umka/games', async () => {
    await insertTrainerCatalogue(t.database.db, new Date().toISOString());
    const student = await t.factories.buildStudent({ subjects: [3] });
    const trainer = await t.database.db
      .selectFrom('trainers')
      .select('id')
      .where('component', '=', 'flashAnzan')
      .executeTakeFirstOrThrow();
    const settings = { digits: 1, count: 3, speedMs: 500, operations: 'add', allowNegative: false, problems: 5 };
    const session = dataOf(
      await t.api('POST', `/api/trainers/${trainer.id}/sessions`, {
        token: student.token,
        body: { subject_id: 3, settings },
      }),
      trainerSessionSchema,
    );
    const tasks = flashAnzanRules.generate(session.seed, flashAnzanSettings.parse(session.settings));
    const answers = tasks.map((task, index) => ({ index, answer: sumOf(task), ms: 3000 }));
    t.clock.advance(tasks.length * 3000 + 1000);

    const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
      token: student.token,
      body: { answers, elapsed_ms: tasks.length * 3000 },
    });
    t.clock.reset();

    expect(dataOf(response, trainerResultSchema)).toMatchObject({
      validate_status: 'ok',
      correct: 5,
      total: 5,
      likes_earned: 1,
    });
  });
});
