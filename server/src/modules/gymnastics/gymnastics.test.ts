import {
  GYMNASTICS_SESSION_GAP_MINUTES,
  gymnasticsDoneSchema,
  gymnasticsPageSchema,
  gymnasticsVideoSchema,
  idResultSchema,
} from '@umka/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, TEST_JWT_SECRET, type TestContext } from '../../test/harness.ts';
import { createRecordingVideoUrls } from '../materials/recording-video-url.ts';
import { setSubjectStatus } from '../students/students.repo.ts';
import {
  addGymnasticsLink,
  addGymnasticsVideo,
  fieldCodes,
  GYMNASTICS_LINK,
  SAMPLE_VIDEOS,
  storedGymnasticsFiles,
  untilNextMorning,
  uploadGymnasticsVideo,
} from './gymnastics.fixture.ts';
import { insertDemoGymnastics } from './gymnastics.seed.ts';

const GAP_MS = GYMNASTICS_SESSION_GAP_MINUTES * 60_000;

async function page(t: TestContext, user: TestUser, subjectId = 1) {
  return dataOf(
    await t.api('GET', `/api/trainers/gymnastics?subject_id=${subjectId}`, { token: user.token }),
    gymnasticsPageSchema,
  );
}

async function done(t: TestContext, student: TestUser, subjectId = 1) {
  return dataOf(
    await t.api('POST', '/api/trainers/gymnastics/done', { token: student.token, body: { subject_id: subjectId } }),
    gymnasticsDoneSchema,
  );
}

describeEachDatabase('gymnastics for the eyes and fingers', (t) => {
  beforeAll(() => insertDemoGymnastics(t.database.db, new Date().toISOString()));
  afterEach(() => t.clock.reset());

  describe('the student’s page and sessions', () => {
    it('shows a student the subject’s built-in exercises by kind, the advice and no session yet today', async () => {
      const student = await t.factories.buildStudent({ subjects: [2] });

      const reading = await page(t, student, 2);

      expect(reading.advice).toEqual({ sessions_per_day: 2, minutes_min: 5, minutes_max: 10 });
      expect(reading.today).toEqual({
        day: t.clock.now().toISOString().slice(0, 10),
        count: 0,
        last_done_at: null,
        next_counts_at: null,
      });
      const builtins = reading.videos.filter((video) => video.source === 'builtin');
      expect(builtins.map((video) => [video.kind, video.builtin_key])).toEqual([
        ['eyes', 'ball-left-right'],
        ['eyes', 'ball-up-down'],
        ['eyes', 'ball-near-far'],
        ['fingers', 'fingers-hello'],
        ['fingers', 'fingers-bunny'],
      ]);
      expect(builtins.every((video) => video.title === null && video.subject_id === 2)).toBe(true);
    });

    it('shows teachers and admins any subject’s gymnastics', async () => {
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const admin = await t.factories.buildAdmin();

      expect((await page(t, teacher, 10)).videos.length).toBeGreaterThan(0);
      expect((await page(t, admin, 3)).videos.length).toBeGreaterThan(0);
    });

    it('refuses a student another subject’s gymnastics, and anyone a subject that has none', async () => {
      const student = await t.factories.buildStudent({ subjects: [1, 8], blockedSubjects: [2] });
      const admin = await t.factories.buildAdmin();

      const notTheirs = await t.api('GET', '/api/trainers/gymnastics?subject_id=10', { token: student.token });
      const blocked = await t.api('GET', '/api/trainers/gymnastics?subject_id=2', { token: student.token });
      const doneElsewhere = await t.api('POST', '/api/trainers/gymnastics/done', {
        token: student.token,
        body: { subject_id: 10 },
      });
      const it8 = await t.api('GET', '/api/trainers/gymnastics?subject_id=8', { token: admin.token });

      expect(notTheirs.status).toBe(403);
      expect(errorOf(notTheirs).code).toBe('SUBJECT_NOT_ALLOWED');
      expect(blocked.status).toBe(403);
      expect(doneElsewhere.status).toBe(403);
      expect(fieldCodes(it8)).toEqual({ subject_id: 'FIELD_INVALID' });
      expect(errorOf(it8).fields?.[0]?.message['uk-UA']).toBeTruthy();
    });

    it('counts a session once however often "done" is pressed within it, and again after the gap', async () => {
      t.clock.advance(untilNextMorning(t.clock.now()));
      const student = await t.factories.buildStudent({ subjects: [1] });

      const first = await done(t, student);
      const again = await done(t, student);
      t.clock.advance(GAP_MS - 1000);
      const stillTheSame = await done(t, student);
      t.clock.advance(1000);
      const second = await done(t, student);

      expect(first).toMatchObject({ counted: true, today: { count: 1 } });
      expect(first.today.next_counts_at).toBe(
        new Date(Date.parse(first.today.last_done_at ?? '') + GAP_MS).toISOString(),
      );
      expect(again).toEqual({ counted: false, today: first.today });
      expect(stillTheSame).toEqual({ counted: false, today: first.today });
      expect(second).toMatchObject({ counted: true, today: { count: 2 } });
      expect((await page(t, student)).today.count).toBe(2);
    });

    it('counts presses sent at the same moment once', async () => {
      const student = await t.factories.buildStudent({ subjects: [1, 2] });

      const answers = await Promise.all(
        [1, 2, 1, 2, 1].map((subjectId) =>
          t.api('POST', '/api/trainers/gymnastics/done', { token: student.token, body: { subject_id: subjectId } }),
        ),
      );

      const results = answers.map((answer) => dataOf(answer, gymnasticsDoneSchema));
      expect(results.filter((result) => result.counted)).toHaveLength(1);
      expect(results.every((result) => result.today.count === 1)).toBe(true);
      expect((await page(t, student)).today.count).toBe(1);
    });

    it('starts each day from nought and keeps one student’s sessions from another', async () => {
      t.clock.advance(untilNextMorning(t.clock.now()));
      const student = await t.factories.buildStudent({ subjects: [1] });
      const classmate = await t.factories.buildStudent({ subjects: [1] });
      await done(t, student);

      const classmateToday = await page(t, classmate);
      t.clock.advance(24 * 60 * 60_000);
      student.token = await t.factories.signIn(student);
      const tomorrow = await page(t, student);

      expect(classmateToday.today.count).toBe(0);
      expect(tomorrow.today).toMatchObject({ count: 0, last_done_at: null });
      expect(tomorrow.today.day > classmateToday.today.day).toBe(true);
    });

    it('lets only students mark a session done', async () => {
      const teacher = await t.factories.buildTeacher();

      const refused = await t.api('POST', '/api/trainers/gymnastics/done', {
        token: teacher.token,
        body: { subject_id: 1 },
      });

      expect(refused.status).toBe(403);
    });
  });

  describe('the admin’s exercises', () => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await t.factories.buildAdmin();
    });

    it('adds a link and a built-in exercise at the end of their subject and kind, and lists them', async () => {
      const listEnglish = async () =>
        dataOf(
          await t.api('GET', '/api/admin/gymnastics?subject_id=9', { token: admin.token }),
          z.array(gymnasticsVideoSchema),
        );
      // English ships with built-in exercises of both kinds: the new ones go after them.
      const before = await listEnglish();
      const countOf = (kind: string) => before.filter((video) => video.kind === kind).length;
      const link = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 9, title: '  Owl eyes ' });
      const builtin = await addGymnasticsLink(t, admin, {
        source: 'builtin',
        subject_id: 9,
        builtin_key: 'fingers-bunny',
        title: '',
      });
      const second = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 9 });

      const listed = await listEnglish();

      const eyes = countOf('eyes');
      expect(link).toMatchObject({ source: 'link', kind: 'eyes', title: 'Owl eyes', position: eyes, video: null });
      expect(builtin).toMatchObject({
        source: 'builtin',
        kind: 'fingers',
        title: null,
        position: countOf('fingers'),
        link_url: null,
      });
      expect(second.position).toBe(eyes + 1);
      const shipped = new Set(before.map((video) => video.id));
      expect(listed.filter((video) => !shipped.has(video.id)).map((video) => video.id)).toEqual([
        link.id,
        second.id,
        builtin.id,
      ]);
    });

    it('refuses links that are not web addresses and bad fields, each with its localized code', async () => {
      const post = (body: unknown) => t.api('POST', '/api/admin/gymnastics', { token: admin.token, body });

      const script = await post({ ...GYMNASTICS_LINK, link_url: 'javascript:alert(1)' });
      const ftp = await post({ ...GYMNASTICS_LINK, link_url: 'ftp://example.com/eyes.mp4' });
      const withPassword = await post({ ...GYMNASTICS_LINK, link_url: 'https://user:secret@example.com/' });
      const noTitle = await post({ ...GYMNASTICS_LINK, title: '   ', subject_id: 8 });
      const unknownBuiltin = await post({ source: 'builtin', subject_id: 1, builtin_key: 'ball-spiral' });
      const unknownSource = await post({ ...GYMNASTICS_LINK, source: 'cassette' });

      expect(fieldCodes(script)).toEqual({ link_url: 'LINK_NOT_WEB' });
      expect(errorOf(script).fields?.[0]?.message['ru-RU']).toContain('http');
      expect(fieldCodes(ftp)).toEqual({ link_url: 'LINK_NOT_WEB' });
      expect(fieldCodes(withPassword)).toEqual({ link_url: 'LINK_NOT_WEB' });
      expect(fieldCodes(noTitle)).toEqual({ title: 'FIELD_REQUIRED', subject_id: 'FIELD_INVALID' });
      expect(fieldCodes(unknownBuiltin)).toEqual({ builtin_key: 'FIELD_INVALID' });
      expect(unknownSource.status).toBe(422);
      expect(await t.api('POST', '/api/admin/gymnastics', { token: admin.token, payload: '{"source":' })).toMatchObject(
        { status: 400 },
      );
    });

    it('edits a title, kind, subject and link, moving the exercise to the end of its new list', async () => {
      const first = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 10, kind: 'fingers' });
      const moving = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 9, kind: 'fingers' });

      const changed = dataOf(
        await t.api('PUT', `/api/admin/gymnastics/${moving.id}`, {
          token: admin.token,
          body: { subject_id: 10, kind: 'fingers', title: 'Замок', link_url: 'http://example.com/lock' },
        }),
        gymnasticsVideoSchema,
      );
      const listed = dataOf(
        await t.api('GET', '/api/admin/gymnastics?subject_id=10', { token: admin.token }),
        z.array(gymnasticsVideoSchema),
      );
      const fingers = listed.filter((video) => video.kind === 'fingers').map((video) => video.id);

      expect(changed).toMatchObject({ subject_id: 10, title: 'Замок', link_url: 'http://example.com/lock' });
      expect(fingers.indexOf(moving.id)).toBe(fingers.length - 1);
      expect(fingers).toContain(first.id);
    });

    it('keeps a built-in exercise’s kind, a link’s title and a missing exercise as they are', async () => {
      const builtin = await addGymnasticsLink(t, admin, {
        source: 'builtin',
        subject_id: 9,
        builtin_key: 'ball-circle',
      });
      const link = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 9 });
      const put = (id: number, body: unknown) =>
        t.api('PUT', `/api/admin/gymnastics/${id}`, { token: admin.token, body });

      const otherKind = await put(builtin.id, { subject_id: 9, kind: 'fingers', title: null });
      const linkOnBuiltin = await put(builtin.id, { subject_id: 9, kind: 'eyes', link_url: 'https://example.com' });
      const untitled = await put(link.id, { subject_id: 9, kind: 'eyes', title: '' });
      const named = dataOf(
        await put(builtin.id, { subject_id: 9, kind: 'eyes', title: 'Круги' }),
        gymnasticsVideoSchema,
      );
      const missing = await put(2_000_000, { subject_id: 9, kind: 'eyes', title: 'x' });

      expect(fieldCodes(otherKind)).toEqual({ kind: 'FIELD_INVALID' });
      expect(fieldCodes(linkOnBuiltin)).toEqual({ link_url: 'FIELD_INVALID' });
      expect(fieldCodes(untitled)).toEqual({ title: 'FIELD_REQUIRED' });
      expect(named.title).toBe('Круги');
      expect(missing.status).toBe(404);
    });

    it('puts a subject’s exercises of one kind in the order given, and refuses any other list', async () => {
      const a = await addGymnasticsLink(t, admin, { ...GYMNASTICS_LINK, subject_id: 3, kind: 'fingers' });
      const listed = dataOf(
        await t.api('GET', '/api/admin/gymnastics?subject_id=3', { token: admin.token }),
        z.array(gymnasticsVideoSchema),
      );
      const ids = listed.filter((video) => video.kind === 'fingers').map((video) => video.id);
      const reversed = [...ids].reverse();
      const order = (body: unknown) => t.api('PUT', '/api/admin/gymnastics/order', { token: admin.token, body });

      const ordered = dataOf(
        await order({ subject_id: 3, kind: 'fingers', ids: reversed }),
        z.array(gymnasticsVideoSchema),
      );
      const missingOne = await order({ subject_id: 3, kind: 'fingers', ids: reversed.slice(1) });
      const twice = await order({ subject_id: 3, kind: 'fingers', ids: [...reversed.slice(1), reversed[1]] });
      const otherKind = await order({ subject_id: 3, kind: 'eyes', ids: reversed });

      expect(ordered.map((video) => [video.id, video.position])).toEqual(reversed.map((id, index) => [id, index]));
      expect(reversed[0]).toBe(a.id);
      expect(fieldCodes(missingOne)).toEqual({ ids: 'FIELD_INVALID' });
      expect(fieldCodes(twice)).toEqual({ ids: 'FIELD_INVALID' });
      expect(fieldCodes(otherKind)).toEqual({ ids: 'FIELD_INVALID' });
    });

    it('deletes an exercise', async () => {
      const link = await addGymnasticsLink(t, admin);

      const removed = await t.api('DELETE', `/api/admin/gymnastics/${link.id}`, { token: admin.token });
      const again = await t.api('DELETE', `/api/admin/gymnastics/${link.id}`, { token: admin.token });

      expect(dataOf(removed, idResultSchema)).toEqual({ id: link.id });
      expect(again.status).toBe(404);
    });
  });

  describe('uploaded videos', () => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await t.factories.buildAdmin();
    });

    it('keeps an uploaded MP4 that a student of the subject plays from its signed address', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const before = await storedGymnasticsFiles(t);

      const uploaded = await addGymnasticsVideo(t, admin);
      const listed = (await page(t, student)).videos.find((video) => video.id === uploaded.id);
      const played = await t.api('GET', listed?.video?.url ?? '');
      const range = await t.api('GET', listed?.video?.url ?? '', { headers: { range: 'bytes=0-9' } });

      expect(uploaded).toMatchObject({ source: 'video', kind: 'fingers', title: 'Пальчики', link_url: null });
      expect(uploaded.video).toMatchObject({ size: SAMPLE_VIDEOS.mp4.length, content_type: 'video/mp4' });
      expect(listed?.video?.url).toMatch(
        new RegExp(`^/api/trainers/gymnastics/${uploaded.id}/video\\?u=${student.id}&`),
      );
      expect(played.status).toBe(200);
      expect(played.headers['content-type']).toBe('video/mp4');
      expect(Buffer.from(played.raw, 'latin1').length).toBeGreaterThan(0);
      expect(range.status).toBe(206);
      expect((await storedGymnasticsFiles(t)).length).toBe(before.length + 1);
    });

    it('stops playing for a student who left the subject, a forged address and a lesson recording’s key', async () => {
      const student = await t.factories.buildStudent({ subjects: [1] });
      const uploaded = await addGymnasticsVideo(t, admin);
      const url = (await page(t, student)).videos.find((video) => video.id === uploaded.id)?.video?.url ?? '';
      const forged = url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
      const lessonQuery = createRecordingVideoUrls({ secret: TEST_JWT_SECRET, clock: t.clock.now })
        .sign(uploaded.id, student.id)
        .url.split('?')[1];
      const withLessonKey = await t.api('GET', `/api/trainers/gymnastics/${uploaded.id}/video?${lessonQuery}`);

      await t.database.transaction((trx) => setSubjectStatus(trx, student.id, [1], 'blocked'));
      const afterLeaving = await t.api('GET', url);
      const forgedAnswer = await t.api('GET', forged);
      const unsigned = await t.api('GET', `/api/trainers/gymnastics/${uploaded.id}/video`);

      expect(errorOf(withLessonKey).code).toBe('VIDEO_LINK_EXPIRED');
      expect(afterLeaving.status).toBe(403);
      expect(errorOf(afterLeaving).code).toBe('SUBJECT_NOT_ALLOWED');
      expect(errorOf(forgedAnswer).code).toBe('VIDEO_LINK_EXPIRED');
      expect(errorOf(unsigned).code).toBe('VIDEO_LINK_EXPIRED');
    });

    it('refuses a file that is not MP4 or WebM, and missing fields, leaving nothing on disk', async () => {
      const before = await storedGymnasticsFiles(t);

      const avi = await uploadGymnasticsVideo(t, admin.token, SAMPLE_VIDEOS.avi);
      const mkv = await uploadGymnasticsVideo(t, admin.token, SAMPLE_VIDEOS.mkv);
      const noFields = await uploadGymnasticsVideo(t, admin.token, SAMPLE_VIDEOS.webm, { subject_id: '11' });
      const student = await t.factories.buildStudent();
      const byStudent = await uploadGymnasticsVideo(t, student.token, SAMPLE_VIDEOS.mp4);

      expect(fieldCodes(avi)).toEqual({ file: 'VIDEO_TYPE_NOT_ALLOWED' });
      expect(errorOf(avi).fields?.[0]?.message['en-US']).toContain('MP4');
      expect(fieldCodes(mkv)).toEqual({ file: 'VIDEO_TYPE_NOT_ALLOWED' });
      expect(fieldCodes(noFields)).toEqual({
        subject_id: 'FIELD_INVALID',
        kind: 'FIELD_INVALID',
        title: 'FIELD_REQUIRED',
      });
      expect(byStudent.status).toBe(403);
      expect(await storedGymnasticsFiles(t)).toEqual(before);
    });

    it('removes the file with the exercise, and the address then finds nothing', async () => {
      const uploaded = await addGymnasticsVideo(t, admin);
      const url = uploaded.video?.url ?? '';
      const withFile = await storedGymnasticsFiles(t);

      const removed = await t.api('DELETE', `/api/admin/gymnastics/${uploaded.id}`, { token: admin.token });
      const after = await storedGymnasticsFiles(t);
      const gone = await t.api('GET', url);

      expect(removed.status).toBe(200);
      expect(after).toHaveLength(withFile.length - 1);
      expect(gone.status).toBe(404);
    });
  });
});
