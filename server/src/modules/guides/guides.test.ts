import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { guideListSchema, guideSchema, idResultSchema, userResultSchema } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import { GUIDES_FOLDER } from './guides.service.ts';

const TITLE = { 'ru-RU': 'Как копить лайки', 'en-US': 'How to save likes', 'uk-UA': 'Як збирати лайки' };
const TEXT = {
  'ru-RU': 'Лайки копятся за каждый раунд.',
  'en-US': 'Likes add up with every round.',
  'uk-UA': 'Лайки збираються за кожен раунд.',
};
const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function list(t: TestContext, user: TestUser, subjectId = 1) {
  return dataOf(await t.api('GET', `/api/guides?subject_id=${subjectId}`, { token: user.token }), guideListSchema);
}

const watch = (t: TestContext, user: TestUser, code: string, token = user.token) =>
  t.api('PUT', `/api/users/${user.id}/guides/${code}`, { token });

const uploadVideo = (t: TestContext, token: string, id: number, bytes: Buffer, filename = 'guide.mp4') =>
  sendMultipart(t, `/api/admin/guides/${id}/video`, token, [{ name: 'file', file: { filename, bytes } }]);

async function storedGuideFiles(t: TestContext): Promise<string[]> {
  try {
    return (await readdir(join(t.storageDir, GUIDES_FOLDER))).sort();
  } catch {
    return [];
  }
}

async function adminGuide(t: TestContext, token: string, code: string) {
  const all = dataOf(await t.api('GET', '/api/admin/guides', { token }), guideSchema.array());
  const found = all.find((guide) => guide.code === code);
  if (!found) throw new Error(`the migration seeds ${code}`);
  return found;
}

const fieldCodes = (response: Awaited<ReturnType<TestContext['api']>>) =>
  Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));

describeEachDatabase('guides', (t) => {
  describe('a student’s list and the once-only record', () => {
    it('lists the subject’s seven written guides by number, none seen by a new student and none with a video yet', async () => {
      const student = await t.factories.buildStudent({ subjects: [2] });

      const reading = await list(t, student, 2);

      expect(reading.guides.map((guide) => guide.code)).toEqual([
        'reader1',
        'reader2',
        'reader3',
        'reader4',
        'reader5',
        'reader6',
        'reader7',
      ]);
      expect(reading.guides.every((guide) => !guide.seen && guide.source === 'none' && guide.link_url === null)).toBe(
        true,
      );
      expect(reading.guides.every((guide) => Object.values(guide.text).every((text) => text.length > 40))).toBe(true);
      expect(reading.guides[2]).toMatchObject({ number: 3, feature: 'shop' });
      expect(reading.guides[0]?.title['uk-UA']).toBeTruthy();
    });

    it('records a guide once when it is reported twice, and shows it seen', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });

      expect((await watch(t, student, 'math3')).status).toBe(200);
      const again = await watch(t, student, 'math3');

      expect(dataOf(again, userResultSchema).user.property.guides).toEqual(['math3']);
      const seen = (await list(t, student)).guides.filter((guide) => guide.seen).map((guide) => guide.code);
      expect(seen).toEqual(['math3']);
    });

    it('records a guide once when the reports arrive at the same moment', async () => {
      const student = await t.factories.buildStudent({ subjects: [3] });

      const answers = await Promise.all(Array.from({ length: 6 }, () => watch(t, student, 'mental2')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

      const me = dataOf(await watch(t, student, 'mental1'), userResultSchema).user;
      expect(me.property.guides).toEqual(['mental2', 'mental1']);
    });

    it('answers a localized 404 for a guide code that names no guide', async () => {
      const student = await t.factories.buildStudent();

      const unknown = await watch(t, student, 'math9');

      expect(unknown.status).toBe(404);
      expect(errorOf(unknown).message['uk-UA']).toBeTruthy();
    });

    it('refuses to record a guide for another user', async () => {
      const student = await t.factories.buildStudent();
      const other = await t.factories.buildStudent();

      const foreign = await watch(t, other, 'math1', student.token);

      expect(foreign.status).toBe(403);
      expect((await list(t, other)).guides.some((guide) => guide.seen)).toBe(false);
    });

    it('refuses the guides to an IT-only student and to a student of another subject', async () => {
      const itOnly = await t.factories.buildStudent({ subjects: [8] });
      const reader = await t.factories.buildStudent({ subjects: [2] });

      const it8 = await t.api('GET', '/api/guides?subject_id=8', { token: itOnly.token });
      const math = await t.api('GET', '/api/guides?subject_id=1', { token: reader.token });

      expect(it8.status).toBe(403);
      expect(errorOf(it8).code).toBe('SUBJECT_NOT_ALLOWED');
      expect(math.status).toBe(403);
      expect(errorOf(math).code).toBe('SUBJECT_NOT_ALLOWED');
    });

    it('shows teachers and admins any subject’s guides', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const admin = await t.factories.buildAdmin();

      expect((await list(t, teacher, 3)).guides).toHaveLength(7);
      expect((await list(t, admin, 2)).guides).toHaveLength(7);
    });
  });

  describe('the admin’s editing', () => {
    it('changes a guide’s title, text, link and feature, keeping its code, and removes the video on a null link', async () => {
      const admin = await t.factories.buildAdmin();
      const math = dataOf(
        await t.api('GET', '/api/admin/guides?subject_id=1', { token: admin.token }),
        guideSchema.array(),
      );
      const first = math[0];
      if (!first) throw new Error('the migration seeds math1');

      const changed = await t.api('PUT', `/api/admin/guides/${first.id}`, {
        token: admin.token,
        body: { title: TITLE, text: TEXT, link_url: 'https://vimeo.com/76979871', feature: 'market' },
      });
      const unlinked = await t.api('PUT', `/api/admin/guides/${first.id}`, {
        token: admin.token,
        body: { title: TITLE, text: TEXT, link_url: null, feature: 'market' },
      });

      expect(dataOf(changed, guideSchema)).toMatchObject({
        code: 'math1',
        title: TITLE,
        text: TEXT,
        source: 'link',
        link_url: 'https://vimeo.com/76979871',
        feature: 'market',
      });
      expect(dataOf(unlinked, guideSchema)).toMatchObject({ source: 'none', link_url: null, video: null, text: TEXT });
    });

    it('adds a guide in a free number, refuses a taken one, and deletes it', async () => {
      const admin = await t.factories.buildAdmin();
      const reading = dataOf(
        await t.api('GET', '/api/admin/guides?subject_id=2', { token: admin.token }),
        guideSchema.array(),
      );
      const seventh = reading.find((guide) => guide.number === 7);
      if (!seventh) throw new Error('the migration seeds reader7');
      dataOf(await t.api('DELETE', `/api/admin/guides/${seventh.id}`, { token: admin.token }), idResultSchema);
      const body = { subject_id: 2, number: 7, title: TITLE, text: TEXT, link_url: LINK, feature: null };

      const created = await t.api('POST', '/api/admin/guides', { token: admin.token, body });
      const taken = await t.api('POST', '/api/admin/guides', { token: admin.token, body });

      expect(created.status).toBe(201);
      expect(dataOf(created, guideSchema)).toMatchObject({ code: 'reader7', number: 7, feature: null });
      expect(taken.status).toBe(409);
      expect(errorOf(taken).code).toBe('CONFLICT');
    });

    it('refuses bad input with 422 and the fields at fault', async () => {
      const admin = await t.factories.buildAdmin();

      const bad = await t.api('POST', '/api/admin/guides', {
        token: admin.token,
        body: {
          subject_id: 8,
          number: 9,
          title: { 'ru-RU': ' ', 'en-US': 'Ok', 'uk-UA': 'Ok' },
          text: { 'ru-RU': 'Ok', 'en-US': '', 'uk-UA': 'Ok' },
          link_url: 'javascript:alert(1)',
          feature: 'casino',
        },
      });

      expect(bad.status).toBe(422);
      expect(fieldCodes(bad)).toMatchObject({
        subject_id: 'FIELD_INVALID',
        number: 'FIELD_INVALID',
        link_url: 'LINK_NOT_WEB',
        feature: 'FIELD_INVALID',
        'text.en-US': 'FIELD_REQUIRED',
      });
      expect(Object.keys(fieldCodes(bad)).some((field) => field.startsWith('title'))).toBe(true);
    });

    it('plays an uploaded video from its signed address to a student of the subject, and a link replaces it', async () => {
      const admin = await t.factories.buildAdmin();
      const student = await t.factories.buildStudent({ subjects: [3] });
      const outsider = await t.factories.buildStudent({ subjects: [1] });
      const guide = await adminGuide(t, admin.token, 'mental5');
      const before = await storedGuideFiles(t);

      const uploaded = dataOf(await uploadVideo(t, admin.token, guide.id, SAMPLE_VIDEOS.mp4), guideSchema);
      const listed = (await list(t, student, 3)).guides.find((item) => item.code === 'mental5');
      const url = listed?.video?.url ?? '';
      const played = await t.api('GET', url);

      expect(uploaded).toMatchObject({ source: 'video', link_url: null, video: { content_type: 'video/mp4' } });
      expect(url).toMatch(new RegExp(`^/api/guides/${guide.id}/video\\?u=${student.id}&`));
      expect(played.status).toBe(200);
      expect(played.headers['content-type']).toBe('video/mp4');
      expect((await t.api('GET', `/api/guides/${guide.id}/video`)).status).toBe(403);
      expect((await t.api('GET', url.replace(`u=${student.id}`, `u=${outsider.id}`))).status).toBe(403);
      expect((await storedGuideFiles(t)).length).toBe(before.length + 1);

      const relinked = await t.api('PUT', `/api/admin/guides/${guide.id}`, {
        token: admin.token,
        body: { title: guide.title, text: guide.text, link_url: LINK, feature: guide.feature },
      });
      expect(dataOf(relinked, guideSchema)).toMatchObject({ source: 'link', link_url: LINK, video: null });
      expect(await storedGuideFiles(t)).toEqual(before);
    });

    it('refuses a file that is not MP4 or WebM, leaving the guide and the disk as they were', async () => {
      const admin = await t.factories.buildAdmin();
      const guide = await adminGuide(t, admin.token, 'mental6');
      const before = await storedGuideFiles(t);

      const refused = await uploadVideo(t, admin.token, guide.id, SAMPLE_VIDEOS.avi, 'guide.avi');

      expect(fieldCodes(refused)).toEqual({ file: 'VIDEO_TYPE_NOT_ALLOWED' });
      expect(refused.status).toBe(422);
      expect((await adminGuide(t, admin.token, 'mental6')).source).toBe('none');
      expect(await storedGuideFiles(t)).toEqual(before);
    });

    it('answers 404 for a guide that is not there', async () => {
      const admin = await t.factories.buildAdmin();

      const missing = await t.api('DELETE', '/api/admin/guides/999999', { token: admin.token });

      expect(missing.status).toBe(404);
    });
  });
});
