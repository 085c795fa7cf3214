import { GYMNASTICS_BUILTINS, gymnasticsPageSchema, loginResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_GYMNASTICS } from './gymnastics.seed.ts';

describeEachDatabase('the demo gymnastics', (t) => {
  withDemoData(t);

  it('gives math, reading, mental arithmetic, English and school readiness built-in eye and finger exercises', () => {
    expect(Object.keys(DEMO_GYMNASTICS).map(Number)).toEqual([1, 2, 3, 9, 10]);
    for (const keys of Object.values(DEMO_GYMNASTICS)) {
      const kinds = new Set(keys.map((key) => GYMNASTICS_BUILTINS[key]));
      expect(kinds).toEqual(new Set(['eyes', 'fingers']));
    }
  });

  it('shows the demo student the built-in exercises of each subject, none done yet', async () => {
    const login = await t.api('POST', '/api/login', {
      body: { email: 'student@example.com', password: DEMO_PASSWORD },
    });
    const token = String(login.headers['jwt-token']);
    expect(dataOf(login, loginResultSchema).user.role_id).toBe(3);

    for (const subjectId of [1, 2, 3]) {
      const page = dataOf(
        await t.api('GET', `/api/trainers/gymnastics?subject_id=${subjectId}`, { token }),
        gymnasticsPageSchema,
      );
      expect(page.today.count).toBe(0);
      expect(page.videos.map((video) => video.builtin_key)).toEqual(
        [...(DEMO_GYMNASTICS[subjectId] ?? [])].sort((a, b) =>
          GYMNASTICS_BUILTINS[a].localeCompare(GYMNASTICS_BUILTINS[b]),
        ),
      );
      expect(page.videos.every((video) => video.source === 'builtin')).toBe(true);
    }
  });
});
