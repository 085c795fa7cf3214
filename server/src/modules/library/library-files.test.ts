import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { libraryMaterialSchema, libraryPictureSchema } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { sendMultipart } from '../homework/homework.fixture.ts';
import { SAMPLE_VIDEOS } from '../materials/recording-videos.fixture.ts';
import { PNG_1PX, SAFE_SVG } from '../media/image-samples.ts';
import {
  createPage,
  docOf,
  LINK_BODY,
  paragraph,
  publish,
  putLibraryFile,
  savedDraft,
  uploadLibraryFile,
  uploadLibraryVideo,
  VIDEO_FIELDS,
} from './library.fixture.ts';
import { LIBRARY_FOLDER, LIBRARY_VIDEOS_FOLDER } from './library-stored-files.ts';

/** The suite's video cap: the sample videos fit, a few kilobytes more do not. */
const VIDEO_MAX_BYTES = 4096;
const DOCUMENT_FIELDS = { subject_id: 1, title: 'Рабочий лист', tags: [], kind: 'document' };

async function filesIn(t: TestContext, folder: string): Promise<string[]> {
  try {
    return await readdir(join(t.storageDir, folder));
  } catch {
    return [];
  }
}

/** What `action` stored in the folder (the suite's storage keeps what earlier tests stored). */
async function storedBy<T>(t: TestContext, folder: string, action: () => Promise<T>): Promise<[T, string[]]> {
  const before = new Set(await filesIn(t, folder));
  const result = await action();
  return [result, (await filesIn(t, folder)).filter((name) => !before.has(name))];
}

/** The stored name of a /media/… address. */
const mediaName = (url: string) => url.replace('/media/', '');

async function uploadedVideo(t: TestContext, admin: TestUser, bytes = SAMPLE_VIDEOS.mp4) {
  const response = await uploadLibraryVideo(t, admin.token, VIDEO_FIELDS, { filename: 'magnet.mp4', bytes });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, libraryMaterialSchema);
}

async function uploaded(t: TestContext, admin: TestUser, data: Record<string, unknown>, file: Buffer, name: string) {
  const response = await uploadLibraryFile(t, admin.token, data, { filename: name, bytes: file });
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, libraryMaterialSchema);
}

async function pagePicture(t: TestContext, admin: TestUser): Promise<string> {
  const response = await sendMultipart(t, '/api/library/pictures', admin.token, [
    { name: 'file', file: { filename: 'dot.png', bytes: PNG_1PX } },
  ]);
  expect(response.status, response.raw).toBe(201);
  return dataOf(response, libraryPictureSchema).url;
}

async function fileReplacements(t: TestContext, id: number) {
  return t.database.db
    .selectFrom('audit_log')
    .select('meta')
    .where('action', '=', 'material.file_replace')
    .where('target_id', '=', id)
    .execute();
}

const image = (src: string) => ({ type: 'image', attrs: { src, alt: 'Схема' } });

describeEachDatabase(
  'library files',
  (t) => {
    describe('uploaded videos', () => {
      it('keeps an uploaded MP4 as a video material that its readers play from a signed address', async () => {
        const admin = await t.factories.buildAdmin();
        const teacher = await t.factories.buildTeacher({ subjects: [1] });

        const video = await uploadedVideo(t, admin);

        expect(video).toMatchObject({ kind: 'video', url: null, title: VIDEO_FIELDS.title, tags: ['физика'] });
        expect(video.video).toMatchObject({ size: SAMPLE_VIDEOS.mp4.length, content_type: 'video/mp4' });
        const listed = dataOf(
          await t.api('GET', '/api/library/materials?kind=video', { token: teacher.token }),
          libraryMaterialSchema.array(),
        ).find((item) => item.id === video.id);
        const address = listed?.video?.url ?? '';
        expect(address).toMatch(new RegExp(`^/api/library/materials/${video.id}/video\\?u=${teacher.id}&`));
        const played = await t.app.inject({ method: 'GET', url: address });
        expect(played.statusCode).toBe(200);
        expect(played.headers['content-type']).toBe('video/mp4');
        expect(played.rawPayload.equals(SAMPLE_VIDEOS.mp4)).toBe(true);
      });

      it('lets a student play a shared video and refuses an address whose signature was changed', async () => {
        const admin = await t.factories.buildAdmin();
        const teacher = await t.factories.buildTeacher({ subjects: [1] });
        const student = await t.factories.buildStudent({ subjects: [1] });
        const group = await t.factories.buildGroup({ teacher, students: [student], subjectId: 1 });
        const video = await uploadedVideo(t, admin, SAMPLE_VIDEOS.webm);
        const shared = await t.api('PUT', `/api/library/materials/${video.id}/groups`, {
          token: teacher.token,
          body: { group_ids: [group.id] },
        });
        expect(shared.status, shared.raw).toBe(200);

        const inClass = dataOf(
          await t.api('GET', `/api/groups/${group.id}/library-materials`, { token: student.token }),
          libraryMaterialSchema.array(),
        );
        const address = inClass.find((item) => item.id === video.id)?.video?.url ?? '';
        const played = await t.app.inject({ method: 'GET', url: address, headers: { range: 'bytes=0-9' } });
        const forged = await t.app.inject({ method: 'GET', url: address.replace(/sig=./, 'sig=A') });

        expect(played.statusCode).toBe(206);
        expect(played.headers['content-type']).toBe('video/webm');
        expect(forged.statusCode).toBe(403);
      });

      it('refuses a file that is not MP4 or WebM with 422 on the file and keeps nothing', async () => {
        const admin = await t.factories.buildAdmin();
        const before = await filesIn(t, LIBRARY_VIDEOS_FOLDER);

        const response = await uploadLibraryVideo(t, admin.token, VIDEO_FIELDS, {
          filename: 'clip.mp4',
          bytes: SAMPLE_VIDEOS.avi,
        });

        expect(response.status).toBe(422);
        expect(errorOf(response).fields).toEqual([
          expect.objectContaining({ field: 'file', code: 'VIDEO_TYPE_NOT_ALLOWED' }),
        ]);
        expect(await filesIn(t, LIBRARY_VIDEOS_FOLDER)).toEqual(before);
      });

      it('names every missing field and refuses a video over the cap with 413', async () => {
        const admin = await t.factories.buildAdmin();

        const unnamed = await uploadLibraryVideo(
          t,
          admin.token,
          { subject_id: 1 },
          {
            filename: 'a.mp4',
            bytes: SAMPLE_VIDEOS.mp4,
          },
        );
        const large = await uploadLibraryVideo(t, admin.token, VIDEO_FIELDS, {
          filename: 'long.mp4',
          bytes: Buffer.concat([SAMPLE_VIDEOS.mp4, Buffer.alloc(VIDEO_MAX_BYTES)]),
        });

        expect(unnamed.status).toBe(422);
        expect(errorOf(unnamed).fields).toEqual([expect.objectContaining({ field: 'title', code: 'FIELD_REQUIRED' })]);
        expect(large.status).toBe(413);
        expect(errorOf(large).code).toBe('VIDEO_TOO_LARGE');
      });
    });

    describe('replacing a file', () => {
      it('serves a document’s new file, removes the old one after the update and audits the change', async () => {
        const admin = await t.factories.buildAdmin();
        const [material, [oldName]] = await storedBy(t, LIBRARY_FOLDER, () =>
          uploaded(t, admin, DOCUMENT_FIELDS, SAMPLE_FILES.pdf, 'лист.pdf'),
        );

        const [response, [newName]] = await storedBy(t, LIBRARY_FOLDER, () =>
          putLibraryFile(t, `/api/library/materials/${material.id}/file`, admin.token, {
            filename: 'ответы.txt',
            bytes: SAMPLE_FILES.txt,
          }),
        );

        expect(response.status, response.raw).toBe(200);
        expect(dataOf(response, libraryMaterialSchema).document).toMatchObject({
          name: 'ответы.txt',
          size: SAMPLE_FILES.txt.length,
        });
        const after = await filesIn(t, LIBRARY_FOLDER);
        expect(oldName).toBeDefined();
        expect(after).not.toContain(oldName);
        expect(after).toContain(newName);
        const downloaded = await t.api('GET', `/api/library/materials/${material.id}/document`, { token: admin.token });
        expect(downloaded.raw).toBe(SAMPLE_FILES.txt.toString('utf8'));
        const [audit] = await fileReplacements(t, material.id);
        expect(JSON.stringify(audit?.meta)).toContain('лист.pdf');
        expect(JSON.stringify(audit?.meta)).toContain('ответы.txt');
      });

      it('keeps the old document when the new file is refused', async () => {
        const admin = await t.factories.buildAdmin();
        const material = await uploaded(t, admin, DOCUMENT_FIELDS, SAMPLE_FILES.pdf, 'лист.pdf');
        const before = await filesIn(t, LIBRARY_FOLDER);

        const response = await putLibraryFile(t, `/api/library/materials/${material.id}/file`, admin.token, {
          filename: 'setup.pdf',
          bytes: SAMPLE_FILES.exe,
        });

        expect(response.status).toBe(415);
        expect(await filesIn(t, LIBRARY_FOLDER)).toEqual(before);
        expect(await fileReplacements(t, material.id)).toEqual([]);
      });

      it('replaces a picture and removes the old one from /media', async () => {
        const admin = await t.factories.buildAdmin();
        const material = await uploaded(t, admin, { ...DOCUMENT_FIELDS, kind: 'picture' }, PNG_1PX, 'a.png');
        const oldUrl = material.picture_url ?? '';

        const response = await putLibraryFile(t, `/api/library/materials/${material.id}/file`, admin.token, {
          filename: 'b.svg',
          bytes: Buffer.from(SAFE_SVG),
        });

        expect(response.status, response.raw).toBe(200);
        const newUrl = dataOf(response, libraryMaterialSchema).picture_url ?? '';
        const media = await filesIn(t, 'media');
        expect(media).toContain(mediaName(newUrl));
        expect(media).not.toContain(mediaName(oldUrl));
      });

      it('replaces a video’s file, turning a linked video into an uploaded one, and removes the file it replaced', async () => {
        const admin = await t.factories.buildAdmin();
        const linked = dataOf(
          await t.api('POST', '/api/library/materials', {
            token: admin.token,
            body: { ...LINK_BODY, kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
          }),
          libraryMaterialSchema,
        );
        const replace = (bytes: Buffer) =>
          putLibraryFile(t, `/api/library/materials/${linked.id}/video`, admin.token, { filename: 'v.mp4', bytes });

        const [first, [firstFile]] = await storedBy(t, LIBRARY_VIDEOS_FOLDER, () => replace(SAMPLE_VIDEOS.mp4));
        const [second, [secondFile]] = await storedBy(t, LIBRARY_VIDEOS_FOLDER, () => replace(SAMPLE_VIDEOS.webm));

        expect(dataOf(first, libraryMaterialSchema)).toMatchObject({ url: null, video: { content_type: 'video/mp4' } });
        expect(dataOf(second, libraryMaterialSchema).video).toMatchObject({
          content_type: 'video/webm',
          size: SAMPLE_VIDEOS.webm.length,
        });
        const now = await filesIn(t, LIBRARY_VIDEOS_FOLDER);
        expect(now).toContain(secondFile);
        expect(now).not.toContain(firstFile);
        const audits = await fileReplacements(t, linked.id);
        expect(audits).toHaveLength(2);
        expect(JSON.stringify(audits[0]?.meta)).toContain('youtube.com');
      });

      it('refuses a new file for a link', async () => {
        const admin = await t.factories.buildAdmin();
        const link = dataOf(
          await t.api('POST', '/api/library/materials', { token: admin.token, body: LINK_BODY }),
          libraryMaterialSchema,
        );

        const response = await putLibraryFile(t, `/api/library/materials/${link.id}/file`, admin.token, {
          filename: 'a.pdf',
          bytes: SAMPLE_FILES.pdf,
        });

        expect(response.status).toBe(422);
        expect(errorOf(response).fields).toEqual([expect.objectContaining({ field: 'file' })]);
      });
    });

    describe('deleting a material', () => {
      it('removes its document, its video and its page’s pictures, but not a picture another page shows', async () => {
        const admin = await t.factories.buildAdmin();
        const [document, [documentFile]] = await storedBy(t, LIBRARY_FOLDER, () =>
          uploaded(t, admin, DOCUMENT_FIELDS, SAMPLE_FILES.pdf, 'лист.pdf'),
        );
        const [video, [videoFile]] = await storedBy(t, LIBRARY_VIDEOS_FOLDER, () => uploadedVideo(t, admin));
        const page = await createPage(t, admin, 'Страница с картинками');
        const other = await createPage(t, admin, 'Другая страница');
        const onlyHere = await pagePicture(t, admin);
        const published = await pagePicture(t, admin);
        const sharedPicture = await pagePicture(t, admin);
        const first = await savedDraft(t, admin, page.id, docOf(image(published), image(sharedPicture)), 1);
        await publish(t, admin, page.id, first.version);
        await savedDraft(t, admin, page.id, docOf(image(onlyHere), image(sharedPicture)), first.version);
        await savedDraft(t, admin, other.id, docOf(paragraph('Тоже здесь'), image(sharedPicture)), 1);

        for (const material of [document, video, page]) {
          const removed = await t.api('DELETE', `/api/library/materials/${material.id}`, { token: admin.token });
          expect(removed.status, removed.raw).toBe(200);
        }

        expect(documentFile).toBeDefined();
        expect(await filesIn(t, LIBRARY_FOLDER)).not.toContain(documentFile);
        expect(videoFile).toBeDefined();
        expect(await filesIn(t, LIBRARY_VIDEOS_FOLDER)).not.toContain(videoFile);
        const media = await filesIn(t, 'media');
        expect(media).not.toContain(mediaName(onlyHere));
        expect(media).not.toContain(mediaName(published));
        expect(media).toContain(mediaName(sharedPicture));
      });

      it('deletes a material whose file is already gone from disk', async () => {
        const admin = await t.factories.buildAdmin();
        const picture = await uploaded(t, admin, { ...DOCUMENT_FIELDS, kind: 'picture' }, PNG_1PX, 'a.png');
        await rm(join(t.storageDir, 'media', mediaName(picture.picture_url ?? '')));

        const removed = await t.api('DELETE', `/api/library/materials/${picture.id}`, { token: admin.token });

        expect(removed.status, removed.raw).toBe(200);
      });
    });
  },
  { recordingMaxBytes: VIDEO_MAX_BYTES },
);
