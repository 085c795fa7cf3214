import { cabinetChildSchema, childWeekSchema, trainerTrendSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo parent', (t) => {
  const demo = withDemoData(t);

  it("follows Миша and sees his week and his trainers' weekly charts", async () => {
    const parent = await demo.logIn('parent@example.com');
    const children = dataOf(
      await t.api('GET', '/api/parents/me/children', { token: parent.token }),
      z.array(cabinetChildSchema),
    );
    expect(children.map((child) => child.first_name)).toEqual(['Миша']);
    const [misha] = children;
    if (!misha) throw new Error('no child');
    expect(misha.classes.map((item) => item.title)).toContain('3 «А»');

    const week = dataOf(
      await t.api('GET', `/api/parents/me/children/${misha.id}/week`, { token: parent.token }),
      childWeekSchema,
    );
    expect(week.subjects.length).toBeGreaterThan(0);

    const trends = dataOf(
      await t.api('GET', `/api/parents/me/children/${misha.id}/trends?subject_id=1`, { token: parent.token }),
      z.array(trainerTrendSchema),
    );
    expect(trends.some((trend) => trend.weeks.some((week) => week.rounds > 0))).toBe(true);
  });
});
