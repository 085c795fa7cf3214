import { ratingPlacesSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';
import { recordStanding } from '../trainers/trainers.repo.ts';

describeEachDatabase('rating places of a student', (t) => {
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;
  let admin: TestUser;
  let scoreTrainer: number;
  let winsTrainer: number;

  const stand = (student: TestUser, trainerId: number, score: number, won = false) =>
    t.database.transaction((trx) =>
      recordStanding(
        trx,
        { trainerId, subjectId: 1, studentId: student.id },
        { score, won },
        t.clock.now().toISOString(),
      ),
    );

  beforeAll(async () => {
    [ann, bob, cat, teacher, otherTeacher, admin] = await Promise.all([
      t.factories.buildStudent({ subjects: [1] }),
      t.factories.buildStudent({ subjects: [1] }),
      t.factories.buildStudent({ subjects: [1] }),
      t.factories.buildTeacher(),
      t.factories.buildTeacher(),
      t.factories.buildAdmin(),
    ]);
    await t.factories.buildGroup({ teacher, students: [cat] });
    scoreTrainer = await insertTestTrainer(t.database.db, { component: 'sum-places-score' });
    winsTrainer = await insertTestTrainer(t.database.db, { component: 'sum-places-wins', typeId: 2 });
    await stand(ann, scoreTrainer, 50);
    await stand(bob, scoreTrainer, 50);
    await stand(cat, scoreTrainer, 30);
    await stand(cat, winsTrainer, 10, true);
    await stand(ann, winsTrainer, 10, false);
  });

  const places = (user: TestUser | null, studentId: number, query = 'subject_id=1') =>
    t.api('GET', `/api/students/${studentId}/rating-places?${query}`, user ? { token: user.token } : {});

  it('gives the place in each trainer rating with the rated count, by score or by wins', async () => {
    for (const reader of [cat, teacher, admin]) {
      const result = dataOf(await places(reader, cat.id), ratingPlacesSchema);
      expect(result).toEqual([
        { trainer_id: scoreTrainer, metric: 'score', value: 30, rank: 3, total: 3 },
        { trainer_id: winsTrainer, metric: 'wins', value: 1, rank: 1, total: 2 },
      ]);
    }
    const shared = dataOf(await places(bob, bob.id), ratingPlacesSchema);
    expect(shared).toEqual([{ trainer_id: scoreTrainer, metric: 'score', value: 50, rank: 1, total: 3 }]);
  });

  it('answers no places in a subject the student is not rated in', async () => {
    expect(dataOf(await places(cat, cat.id, 'subject_id=2'), ratingPlacesSchema)).toEqual([]);
  });

  it('refuses another student, a teacher who does not teach them, anonymous callers and a missing subject', async () => {
    const foreign = await places(ann, cat.id);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).code).toBe('FORBIDDEN');
    expect((await places(otherTeacher, cat.id)).status).toBe(403);
    expect((await places(null, cat.id)).status).toBe(401);
    expect((await places(cat, cat.id, '')).status).toBe(422);
  });
});
