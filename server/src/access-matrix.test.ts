import { errorEnvelopeSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { ACCESS_CASES, ACTORS, type Fixtures } from './test/access-cases.ts';
import { describeEachDatabase } from './test/harness.ts';

/** Every role against every route of the foundation, on the caller's own objects and on others'. */
describeEachDatabase('access matrix', (t) => {
  let fx: Fixtures;

  beforeAll(async () => {
    const f = t.factories;
    const [admin, teacher, otherTeacher, student, otherStudent] = await Promise.all([
      f.buildAdmin(),
      f.buildTeacher(),
      f.buildTeacher(),
      f.buildStudent({ subjects: [1, 2, 3] }),
      f.buildStudent({ subjects: [1] }),
    ]);
    const group = await f.buildGroup({ teacher, students: [student] });
    const otherGroup = await f.buildGroup({ teacher: otherTeacher, students: [otherStudent] });
    fx = { admin, teacher, otherTeacher, student, otherStudent, group, otherGroup, factories: f };
  });

  for (const testCase of ACCESS_CASES) {
    for (const actor of ACTORS) {
      const status = testCase.expected[actor];
      it(`${actor} → ${testCase.route} (${testCase.target}) answers ${status}`, async () => {
        const call = await testCase.call(fx, actor);
        const response = await t.api(call.method, call.url, {
          ...(actor === 'anonymous' ? {} : { token: call.token ?? fx[actor].token }),
          ...(call.body === undefined ? {} : { body: call.body }),
        });
        expect(response.status, response.raw).toBe(status);
        if (status >= 400) expect(errorEnvelopeSchema.safeParse(response.body).success).toBe(true);
      });
    }
  }
});
