import { loginResultSchema, pictureLoginClassSchema, pictureLoginSettingsSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_CLASS_CODE, DEMO_PICTURES } from './demo-picture-login.ts';

describeEachDatabase('the demo picture passwords', (t) => {
  beforeAll(async () => {
    await seedDemo(t);
  });

  it('lists Миша in class 3 «А» under its documented code and logs him in by sun, cat and apple', async () => {
    const found = dataOf(await t.api('GET', `/api/picture-login/classes/${DEMO_CLASS_CODE}`), pictureLoginClassSchema);
    expect(found.title).toBe('3 «А»');
    const misha = found.students.find((student) => student.name === 'Миша И.');
    expect(found.students.map((student) => student.name)).toEqual(['Миша И.']);
    const response = await t.api('POST', '/api/picture-login', {
      body: { code: DEMO_CLASS_CODE, student_id: misha?.id, pictures: DEMO_PICTURES },
    });
    expect(dataOf(response, loginResultSchema).user.email).toBe('student@example.com');
  });

  it('shows the demo teacher the setting on, Миша’s pictures and his classmates still without any', async () => {
    const login = await t.api('POST', '/api/login', {
      body: { email: 'teacher@example.com', password: DEMO_PASSWORD },
    });
    const token = String(login.headers['jwt-token']);
    const classes = await t.database.db
      .selectFrom('groups')
      .select('id')
      .where('login_code', '=', DEMO_CLASS_CODE)
      .execute();
    expect(classes).toHaveLength(1);
    const settings = dataOf(
      await t.api('GET', `/api/groups/${classes[0]?.id}/picture-login`, { token }),
      pictureLoginSettingsSchema,
    );
    expect(settings).toMatchObject({ enabled: true, code: DEMO_CLASS_CODE });
    expect(settings.students.filter((student) => student.pictures !== null)).toEqual([
      expect.objectContaining({ pictures: DEMO_PICTURES }),
    ]);
    expect(settings.students.length).toBeGreaterThan(1);
  });
});
