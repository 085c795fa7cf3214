import {
  itProjectDetailSchema,
  itProjectListSchema,
  itProjectTopSchema,
  teacherItProjectListSchema,
} from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo projects exhibition', (t) => {
  const { logIn } = withDemoData(t);

  it('shows Миша the approved projects of both IT students, each liked as its like rows say', async () => {
    const misha = await logIn('student@example.com');
    const dasha = await logIn('student4@example.com');
    const exhibition = dataOf(await t.api('GET', '/api/it-projects', { token: misha.token }), itProjectListSchema);
    expect(exhibition.total).toBe(4);
    expect(new Set(exhibition.data.map((card) => card.author.id))).toEqual(new Set([misha.id, dasha.id]));
    expect(new Set(exhibition.data.map((card) => card.category.title['ru-RU'])).size).toBe(4);
    expect(exhibition.data.filter((card) => card.author.id === dasha.id).every((card) => card.is_liked)).toBe(true);

    const likes = await t.database.db
      .selectFrom('it_projects as p')
      .leftJoin('it_project_likes as l', 'l.project_id', 'p.id')
      .select(['p.id', 'p.likes_count', (eb) => eb.fn.count('l.student_id').as('rows')])
      .groupBy(['p.id', 'p.likes_count'])
      .execute();
    expect(likes.every((row) => Number(row.rows) === row.likes_count)).toBe(true);
    const top = dataOf(await t.api('GET', '/api/it-projects/top', { token: dasha.token }), itProjectTopSchema);
    expect(top.data[0]?.likes_count).toBe(1);
  });

  it('keeps Миша’s waiting project his own, and Даша’s sent-back one with the teacher’s comment', async () => {
    const misha = await logIn('student@example.com');
    const mine = dataOf(await t.api('GET', '/api/it-projects?mine=1', { token: misha.token }), itProjectListSchema);
    expect(mine.data.map((card) => card.status).sort()).toEqual(['approved', 'approved', 'pending']);

    const teacher = await logIn('teacher@example.com');
    const queue = dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/it-projects`, { token: teacher.token }),
      teacherItProjectListSchema,
    );
    expect(queue.data[0]).toMatchObject({ status: 'pending', title: 'Калькулятор для игрушечного магазина' });
    expect(queue.data.find((project) => project.status === 'rejected')?.comment).toContain('Ссылка не открывается');
  });

  it('shows the demo projects with drawn screenshots, served as uploads are', async () => {
    const misha = await logIn('student@example.com');
    const exhibition = dataOf(await t.api('GET', '/api/it-projects', { token: misha.token }), itProjectListSchema);
    const snake = exhibition.data.find((card) => card.title === 'Космическая змейка');
    expect(snake?.cover_url).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);
    const detail = dataOf(
      await t.api('GET', `/api/it-projects/${snake?.id}`, { token: misha.token }),
      itProjectDetailSchema,
    );
    expect(detail.screenshots).toHaveLength(2);
    const served = await t.app.inject({ method: 'GET', url: detail.screenshots[1]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
