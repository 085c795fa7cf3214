import { itCategorySchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { buildItStudent, submitProject } from './it-projects.fixture.ts';

const title = (ru: string) => ({ 'ru-RU': ru, 'en-US': `${ru} (en)`, 'uk-UA': `${ru} (uk)` });

describeEachDatabase('IT project categories', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let itStudent: TestUser;
  let mathStudent: TestUser;

  beforeAll(async () => {
    [admin, teacher, itStudent, mathStudent] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      buildItStudent(t),
      t.factories.buildStudent({ subjects: [1] }),
    ]);
  });

  const create = async (ru: string, number: number) =>
    dataOf(
      await t.api('POST', '/api/admin/it-categories', { token: admin.token, body: { title: title(ru), number } }),
      itCategorySchema,
    );

  it('lets an admin add, rename and order categories, which IT students and staff read in that order', async () => {
    const sites = await create('Сайты', 2);
    const games = await create('Игры', 1);
    const renamed = await t.api('PATCH', `/api/admin/it-categories/${sites.id}`, {
      token: admin.token,
      body: { title: title('Веб-сайты') },
    });
    expect(dataOf(renamed, itCategorySchema)).toMatchObject({ title: title('Веб-сайты'), number: 2 });

    for (const reader of [itStudent, teacher]) {
      const categories = dataOf(
        await t.api('GET', '/api/it-categories', { token: reader.token }),
        z.array(itCategorySchema),
      );
      const ids = categories.map((category) => category.id);
      expect(ids.indexOf(games.id)).toBeLessThan(ids.indexOf(sites.id));
    }
    const refused = await t.api('GET', '/api/it-categories', { token: mathStudent.token });
    expect(errorOf(refused).code).toBe('SUBJECT_NOT_ALLOWED');
  });

  it('names each empty localized title, and refuses everyone but admins', async () => {
    const empty = await t.api('POST', '/api/admin/it-categories', {
      token: admin.token,
      body: { title: { ...title('Боты'), 'uk-UA': ' ' }, number: 0 },
    });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields?.map((field) => field.field)).toEqual(['title.uk-UA']);
    const byTeacher = await t.api('POST', '/api/admin/it-categories', {
      token: teacher.token,
      body: { title: title('Боты'), number: 0 },
    });
    expect(byTeacher.status).toBe(403);
  });

  it('keeps a category that has projects, and deletes an empty one', async () => {
    const used = await create('Анимация', 3);
    await submitProject(t, itStudent, used.id);
    const refused = await t.api('DELETE', `/api/admin/it-categories/${used.id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('IT_CATEGORY_IN_USE');

    const spare = await create('Другое', 4);
    expect((await t.api('DELETE', `/api/admin/it-categories/${spare.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api('DELETE', `/api/admin/it-categories/${spare.id}`, { token: admin.token })).status).toBe(404);
  });
});
