import { itProjectLikeSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { addItCategory, buildItStudent, markApproved, submitProject } from './it-projects.fixture.ts';

describeEachDatabase('likes of IT projects', (t) => {
  let author: TestUser;
  let fan: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    [author, fan] = await Promise.all([buildItStudent(t), buildItStudent(t)]);
    categoryId = await addItCategory(t);
  });

  const approvedProject = async () => {
    const project = await submitProject(t, author, categoryId);
    await markApproved(t, project.id);
    return project.id;
  };
  const like = (token: string, projectId: number) =>
    t.api('POST', '/api/it-project-likes', { token, body: { project_id: projectId } });
  const unlike = (token: string, projectId: number) =>
    t.api('DELETE', '/api/it-project-likes', { token, body: { project_id: projectId } });
  const storedCount = async (projectId: number) =>
    (
      await t.database.db
        .selectFrom('it_projects')
        .select('likes_count')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).likes_count;

  const pointsFor = async (projectId: number) =>
    t.database.db
      .selectFrom('it_point_ledger')
      .select(['student_id', 'delta', 'reason'])
      .where('ref_type', '=', 'it_project')
      .where('ref_id', '=', projectId)
      .execute();

  it('counts exactly 100 likes from 100 students liking one project at once', async () => {
    const projectId = await approvedProject();
    const fans = await Promise.all(Array.from({ length: 100 }, () => buildItStudent(t)));

    const responses = await Promise.all(fans.map((student) => like(student.token, projectId)));

    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200));
    expect(await storedCount(projectId)).toBe(100);
    const rows = await t.database.db
      .selectFrom('it_project_likes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(100);
    const points = await pointsFor(projectId);
    expect(points).toHaveLength(100);
    expect(points.every((row) => row.student_id === author.id && row.delta === 1)).toBe(true);
  }, 60_000);

  it("earns the author an IT point for each student's first like, and nothing for a like taken back and given again", async () => {
    const projectId = await approvedProject();
    const balance = async () =>
      (
        await t.database.db
          .selectFrom('it_point_balances')
          .select('balance')
          .where('student_id', '=', author.id)
          .executeTakeFirst()
      )?.balance ?? 0;
    const before = await balance();

    await like(fan.token, projectId);
    await unlike(fan.token, projectId);
    await like(fan.token, projectId);
    await unlike(fan.token, projectId);
    await like(fan.token, projectId);

    expect(await balance()).toBe(before + 1);
    expect(await pointsFor(projectId)).toEqual([{ student_id: author.id, delta: 1, reason: 'project_like' }]);
    expect(await storedCount(projectId)).toBe(1);
  });

  it("counts one student's double like once, even sent at the same moment", async () => {
    const projectId = await approvedProject();
    const answers = await Promise.all([like(fan.token, projectId), like(fan.token, projectId)]);
    for (const answer of answers) {
      expect(dataOf(answer, itProjectLikeSchema)).toMatchObject({
        project_id: projectId,
        is_liked: true,
        likes_count: 1,
      });
    }
    expect(dataOf(await like(fan.token, projectId), itProjectLikeSchema).likes_count).toBe(1);
    expect(await storedCount(projectId)).toBe(1);
  });

  it('takes a like back once, and never below zero', async () => {
    const projectId = await approvedProject();
    await like(fan.token, projectId);
    const back = await Promise.all([unlike(fan.token, projectId), unlike(fan.token, projectId)]);
    for (const answer of back) {
      expect(dataOf(answer, itProjectLikeSchema)).toMatchObject({ is_liked: false, likes_count: 0 });
    }
    expect(await storedCount(projectId)).toBe(0);
  });

  it("refuses a like of one's own project", async () => {
    const projectId = await approvedProject();
    const own = await like(author.token, projectId);
    expect(own.status).toBe(403);
    expect(errorOf(own).code).toBe('IT_PROJECT_OWN_LIKE');
    expect(await storedCount(projectId)).toBe(0);
  });

  it('does not let a project waiting for its teacher be liked or seen', async () => {
    const waiting = await submitProject(t, author, categoryId);
    const answer = await like(fan.token, waiting.id);
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe('IT_PROJECT_NOT_FOUND');
    expect(await storedCount(waiting.id)).toBe(0);
  });
});
