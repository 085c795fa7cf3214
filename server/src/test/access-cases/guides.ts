import { guideSchema } from '@umka/contracts';
import { sendMultipart } from '../../modules/homework/homework.fixture.ts';
import { SAMPLE_VIDEOS } from '../../modules/materials/recording-videos.fixture.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, everyone, signedIn } from './access-row.ts';
import { type MatrixWorld, SECRET } from './matrix-world.ts';

const TITLE = { 'ru-RU': `Гайд ${SECRET}`, 'en-US': `Guide ${SECRET}`, 'uk-UA': `Гайд ${SECRET}` };
const TEXT = { 'ru-RU': `Текст ${SECRET}`, 'en-US': `Text ${SECRET}`, 'uk-UA': `Текст ${SECRET}` };
const LINK = 'https://vimeo.com/76979871';

/** A guide of its own for a row that changes or deletes one: math has seven seeded, so the admin frees a number first. */
async function ownGuide(t: TestContext, w: MatrixWorld) {
  const listed = await t.api('GET', '/api/admin/guides?subject_id=2', { token: w.admin.token });
  const last = dataOf(listed, guideSchema.array()).at(-1);
  if (last) await t.api('DELETE', `/api/admin/guides/${last.id}`, { token: w.admin.token });
  const created = await t.api('POST', '/api/admin/guides', {
    token: w.admin.token,
    body: { subject_id: 2, number: 7, title: TITLE, text: TEXT, link_url: LINK, feature: null },
  });
  return dataOf(created, guideSchema);
}

const uploadTo = (t: TestContext, id: number, token: string | undefined) =>
  sendMultipart(t, `/api/admin/guides/${id}/video`, token, [
    { name: 'file', file: { filename: 'guide.webm', bytes: SAMPLE_VIDEOS.webm } },
  ]);

/** A guide of the class's subject playing an uploaded video, listed for the admin with an address signed for them. */
async function uploadedGuide(t: TestContext, w: MatrixWorld) {
  const guide = await ownGuide(t, w);
  return dataOf(await uploadTo(t, guide.id, w.admin.token), guideSchema);
}

export const GUIDES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/guides/{id}/video (signed)',
    target: 'any',
    expected: everyone(200),
    call: async (t, w) => ({ method: 'GET', url: (await uploadedGuide(t, w)).video?.url ?? '' }),
  },
  {
    route: 'GET /api/guides/{id}/video (unsigned)',
    target: 'any',
    expected: everyone(403),
    call: async (t, w) => ({ method: 'GET', url: `/api/guides/${(await uploadedGuide(t, w)).id}/video` }),
  },
  {
    route: 'POST /api/admin/guides/{id}/video',
    target: 'any',
    expected: adminOnly(200),
    send: async (t, w, token) => uploadTo(t, (await ownGuide(t, w)).id, token),
  },
  {
    route: 'GET /api/guides',
    target: 'any',
    expected: signedIn(200),
    call: () => ({ method: 'GET', url: '/api/guides?subject_id=1' }),
  },
  {
    route: 'GET /api/admin/guides',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/guides' }),
  },
  {
    route: 'POST /api/admin/guides',
    target: 'any',
    expected: adminOnly(201),
    call: async (t, w) => {
      const listed = await t.api('GET', '/api/admin/guides?subject_id=3', { token: w.admin.token });
      const last = dataOf(listed, guideSchema.array()).at(-1);
      if (last) await t.api('DELETE', `/api/admin/guides/${last.id}`, { token: w.admin.token });
      return {
        method: 'POST',
        url: '/api/admin/guides',
        body: { subject_id: 3, number: 7, title: TITLE, text: TEXT, link_url: LINK, feature: 'online' },
      };
    },
  },
  {
    route: 'PUT /api/admin/guides/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/admin/guides/${(await ownGuide(t, w)).id}`,
      body: { title: TITLE, text: TEXT, link_url: LINK, feature: 'shop' },
    }),
  },
  {
    route: 'DELETE /api/admin/guides/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/admin/guides/${(await ownGuide(t, w)).id}` }),
  },
];
