import { libraryMaterialSchema, libraryPageSchema, loginResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo library', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }

  withDemoData(t);

  it('shows the admin and the math teacher a link, a picture and a published page in math', async () => {
    for (const email of ['admin@example.com', 'teacher@example.com']) {
      const { token } = await logIn(email);
      const list = dataOf(
        await t.api('GET', '/api/library/materials?subject_id=1', { token }),
        libraryMaterialSchema.array(),
      );
      expect(list.map((item) => item.kind).sort()).toEqual(['link', 'page', 'picture']);
      const picture = list.find((item) => item.kind === 'picture');
      const served = await t.app.inject({ method: 'GET', url: picture?.picture_url ?? '' });
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('lets a student of «3 «А»» open the shared page with its formula and trainer', async () => {
    const student = await logIn('student@example.com');
    const { token } = await logIn('teacher@example.com');
    const page = dataOf(
      await t.api('GET', '/api/library/materials?kind=page', { token }),
      libraryMaterialSchema.array(),
    )[0];

    const opened = dataOf(
      await t.api('GET', `/api/library/materials/${page?.id}/page`, { token: student.token }),
      libraryPageSchema,
    );

    expect(opened.doc.content?.map((node) => node.type)).toEqual(
      expect.arrayContaining(['heading', 'formula', 'trainer']),
    );
    expect(opened.trainers).toHaveLength(1);
  });
});
