import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LIBRARY_FORMULA_MAX,
  libraryDraftSchema,
  libraryMaterialSchema,
  libraryPageSchema,
  libraryPictureSchema,
} from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import { PNG_1PX, SAFE_SVG } from '../media/image-samples.ts';
import {
  createLibraryMaterial,
  createPage,
  docOf,
  LINK_BODY,
  paragraph,
  publish,
  saveDraft,
  savedDraft,
  someTrainer,
  uploadLibraryFile,
} from './library.fixture.ts';
import { LIBRARY_FOLDER } from './library-stored-files.ts';

const list = (t: TestContext, token: string, query = '') => t.api('GET', `/api/library/materials${query}`, { token });

async function storedDocuments(t: TestContext): Promise<string[]> {
  try {
    return await readdir(join(t.storageDir, LIBRARY_FOLDER));
  } catch {
    return [];
  }
}

async function auditActions(t: TestContext, targetId: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', 'material')
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describeEachDatabase('the school library', (t) => {
  describe('admins keep materials', () => {
    it('creates a link with its tags folded to one spelling each, and audits the creation', async () => {
      const admin = await t.factories.buildAdmin();

      const material = await createLibraryMaterial(t, admin, LINK_BODY);

      expect(material).toMatchObject({ kind: 'link', url: LINK_BODY.url, visible: true, subject_id: 1 });
      expect(material.tags).toEqual(['5 класс', 'дроби']);
      expect(await auditActions(t, material.id)).toEqual(['material.create']);
    });

    it('filters the list by subject, kind, tag and words of the title', async () => {
      const admin = await t.factories.buildAdmin();
      const scope = `фильтры-${Date.now()}`;
      await createLibraryMaterial(t, admin, { ...LINK_BODY, title: 'Дроби (поиск)', tags: [scope] });
      await createLibraryMaterial(t, admin, {
        ...LINK_BODY,
        subject_id: 2,
        title: 'Скорочтение',
        tags: [scope, 'чтение'],
      });
      await createLibraryMaterial(t, admin, { subject_id: 1, title: 'Уравнения с иксом', tags: [scope], kind: 'page' });

      const titles = async (query: string) =>
        dataOf(
          await list(t, admin.token, `?tag=${encodeURIComponent(scope)}${query}`),
          libraryMaterialSchema.array(),
        ).map((item) => item.title);

      expect(await titles('')).toEqual(['Уравнения с иксом', 'Скорочтение', 'Дроби (поиск)']);
      expect(await titles('&subject_id=1')).toEqual(['Уравнения с иксом', 'Дроби (поиск)']);
      expect(await titles('&kind=page')).toEqual(['Уравнения с иксом']);
      expect(await titles('&q=(ПОИСК)')).toEqual(['Дроби (поиск)']);
      expect(await titles('&q=100%25')).toEqual([]);
      const chosen = await list(t, admin.token, '?tag=%D1%87%D1%82%D0%B5%D0%BD%D0%B8%D0%B5');
      expect(dataOf(chosen, libraryMaterialSchema.array()).map((item) => item.title)).toContain('Скорочтение');
      const tags = await t.api('GET', '/api/library/tags?subject_id=2', { token: admin.token });
      expect(dataOf(tags, z.array(z.string()))).toEqual(expect.arrayContaining([scope, 'чтение']));
    });

    it('refuses a video link from a host the pages do not embed', async () => {
      const admin = await t.factories.buildAdmin();

      const response = await t.api('POST', '/api/library/materials', {
        token: admin.token,
        body: { ...LINK_BODY, kind: 'video', url: 'https://example.org/video.mp4' },
      });

      expect(response.status).toBe(422);
      expect(errorOf(response).fields).toEqual([
        expect.objectContaining({ field: 'url', code: 'LIBRARY_VIDEO_HOST_NOT_ALLOWED' }),
      ]);
    });

    it('edits a material, logging only the fields that changed', async () => {
      const admin = await t.factories.buildAdmin();
      const material = await createLibraryMaterial(t, admin, LINK_BODY);

      const response = await t.api('PATCH', `/api/library/materials/${material.id}`, {
        token: admin.token,
        body: { ...LINK_BODY, title: 'Дроби: схема' },
      });

      expect(dataOf(response, libraryMaterialSchema).title).toBe('Дроби: схема');
      const row = await t.database.db
        .selectFrom('audit_log')
        .select('meta')
        .where('action', '=', 'material.update')
        .where('target_id', '=', material.id)
        .executeTakeFirstOrThrow();
      const meta = typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta;
      expect(meta).toEqual({
        before: { title: LINK_BODY.title },
        after: { title: 'Дроби: схема' },
      });
    });
  });

  describe('uploads', () => {
    it('keeps a PDF under its own name, serves it back and removes it with the material', async () => {
      const admin = await t.factories.buildAdmin();
      const response = await uploadLibraryFile(
        t,
        admin.token,
        { subject_id: 1, title: 'Рабочий лист', kind: 'document', tags: [] },
        { filename: 'лист.pdf', bytes: SAMPLE_FILES.pdf },
      );
      expect(response.status, response.raw).toBe(201);
      const material = dataOf(response, libraryMaterialSchema);
      expect(material.document).toEqual({
        name: 'лист.pdf',
        size: SAMPLE_FILES.pdf.length,
        content_type: 'application/pdf',
      });

      const download = await t.api('GET', `/api/library/materials/${material.id}/document`, { token: admin.token });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(await storedDocuments(t)).toHaveLength(1);

      expect((await t.api('DELETE', `/api/library/materials/${material.id}`, { token: admin.token })).status).toBe(200);
      expect(await storedDocuments(t)).toEqual([]);
      expect(await auditActions(t, material.id)).toEqual(['material.create', 'material.delete']);
    });

    it('refuses a program disguised as a PDF, keeping nothing', async () => {
      const admin = await t.factories.buildAdmin();

      const response = await uploadLibraryFile(
        t,
        admin.token,
        { subject_id: 1, title: 'Рабочий лист', kind: 'document' },
        { filename: 'лист.pdf', bytes: SAMPLE_FILES.exe },
      );

      expect(response.status).toBe(415);
      expect(errorOf(response).code).toBe('LIBRARY_DOCUMENT_TYPE_NOT_ALLOWED');
      expect(await storedDocuments(t)).toEqual([]);
    });

    it('re-encodes a picture as WebP, and refuses a PDF sent as a picture', async () => {
      const admin = await t.factories.buildAdmin();

      const picture = await uploadLibraryFile(
        t,
        admin.token,
        { subject_id: 1, title: 'Круг', kind: 'picture' },
        { filename: 'circle.png', bytes: PNG_1PX },
      );
      const disguised = await uploadLibraryFile(
        t,
        admin.token,
        { subject_id: 1, title: 'Круг', kind: 'picture' },
        { filename: 'circle.png', bytes: SAMPLE_FILES.pdf },
      );

      expect(picture.status, picture.raw).toBe(201);
      const url = dataOf(picture, libraryMaterialSchema).picture_url ?? '';
      expect(url).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(disguised.status).toBe(415);
      expect(errorOf(disguised).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    });

    it('draws an SVG picture for a page block and answers its address', async () => {
      const admin = await t.factories.buildAdmin();

      const { sendMultipart } = await import('../homework/homework.fixture.ts');
      const uploaded = await sendMultipart(t, '/api/library/pictures', admin.token, [
        { name: 'file', file: { filename: 'hat.svg', bytes: Buffer.from(SAFE_SVG) } },
      ]);

      expect(uploaded.status, uploaded.raw).toBe(201);
      expect(dataOf(uploaded, libraryPictureSchema).url).toMatch(/\.webp$/);
    });
  });

  describe('studio pages', () => {
    it('autosaves a draft step by step and refuses a save from a stale version with 409', async () => {
      const admin = await t.factories.buildAdmin();
      const page = await createPage(t, admin);
      const first = dataOf(
        await t.api('GET', `/api/library/pages/${page.id}/draft`, { token: admin.token }),
        libraryDraftSchema,
      );
      expect(first.version).toBe(1);

      const tabA = await savedDraft(t, admin, page.id, docOf(paragraph('Первая вкладка')), first.version);
      const tabB = await saveDraft(t, admin, page.id, docOf(paragraph('Вторая вкладка')), first.version);

      expect(tabA.version).toBe(2);
      expect(tabB.status).toBe(409);
      expect(errorOf(tabB).code).toBe('LIBRARY_DRAFT_OUTDATED');
      const stored = dataOf(
        await t.api('GET', `/api/library/pages/${page.id}/draft`, { token: admin.token }),
        libraryDraftSchema,
      );
      expect(stored.doc).toEqual(docOf(paragraph('Первая вкладка')));
    });

    it('publishes a snapshot that later draft saves do not change until the next publication', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const page = await createPage(t, admin);
      const draft = await savedDraft(t, admin, page.id, docOf(paragraph('Версия для учеников')), 1);

      const before = await t.api('GET', `/api/library/materials/${page.id}/page`, { token: teacher.token });
      expect(before.status).toBe(404);
      const published = await publish(t, admin, page.id, draft.version);
      expect(published.visible).toBe(true);
      const changed = await savedDraft(t, admin, page.id, docOf(paragraph('Правка в черновике')), draft.version);
      expect(changed.unpublished_changes).toBe(true);

      const seen = dataOf(
        await t.api('GET', `/api/library/materials/${page.id}/page`, { token: teacher.token }),
        libraryPageSchema,
      );
      expect(seen.doc).toEqual(docOf(paragraph('Версия для учеников')));
      expect(await auditActions(t, page.id)).toEqual([
        'material.create',
        'material.draft_save',
        'material.publish',
        'material.draft_save',
      ]);
    });

    it('keeps only the studio blocks: scripts, frames, foreign pictures and javascript links are dropped', async () => {
      const admin = await t.factories.buildAdmin();
      const trainer = await someTrainer(t, admin);
      const page = await createPage(t, admin);

      const draft = await savedDraft(
        t,
        admin,
        page.id,
        docOf(
          { type: 'heading', attrs: { level: 2, onclick: 'alert(1)' }, content: [{ type: 'text', text: 'Тема' }] },
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'жирный',
                marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }],
              },
              { type: 'text', text: 'ссылка', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
          { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
          { type: 'iframe', attrs: { src: 'https://evil.example' } },
          { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
          { type: 'image', attrs: { src: '/media/0a1b-2c.webp', alt: 'Схема', onerror: 'alert(1)' } },
          { type: 'video', attrs: { url: 'https://evil.example/v.mp4' } },
          { type: 'video', attrs: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
          { type: 'formula', attrs: { latex: '\\frac{1}{2}' } },
          { type: 'trainer', attrs: { trainer_id: trainer.id } },
        ),
        1,
      );

      expect(draft.doc).toEqual(
        docOf(
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Тема' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'жирный', marks: [{ type: 'bold' }] },
              { type: 'text', text: 'ссылка' },
            ],
          },
          { type: 'image', attrs: { src: '/media/0a1b-2c.webp', alt: 'Схема' } },
          { type: 'video', attrs: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
          { type: 'formula', attrs: { latex: '\\frac{1}{2}' } },
          { type: 'trainer', attrs: { trainer_id: trainer.id } },
        ),
      );
      expect(draft.trainers.map((item) => item.id)).toEqual([trainer.id]);
    });

    it('refuses a formula over the length cap and a trainer that does not exist with 422, keeping the draft', async () => {
      const admin = await t.factories.buildAdmin();
      const page = await createPage(t, admin);

      const long = await saveDraft(
        t,
        admin,
        page.id,
        docOf({ type: 'formula', attrs: { latex: 'x'.repeat(LIBRARY_FORMULA_MAX + 1) } }),
        1,
      );
      const unknown = await saveDraft(t, admin, page.id, docOf({ type: 'trainer', attrs: { trainer_id: 999_999 } }), 1);

      expect(long.status).toBe(422);
      expect(errorOf(long).fields).toEqual([expect.objectContaining({ field: 'doc', code: 'FIELD_TOO_LONG' })]);
      expect(unknown.status).toBe(422);
      expect(errorOf(unknown).fields).toEqual([expect.objectContaining({ field: 'doc', code: 'FIELD_INVALID' })]);
    });
  });

  describe('who reads what', () => {
    it('shows a teacher only what is published in their subjects', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const link = await createLibraryMaterial(t, admin, LINK_BODY);
      const reading = await createLibraryMaterial(t, admin, { ...LINK_BODY, subject_id: 2, title: 'Чтение' });
      const draft = await createPage(t, admin, 'Черновик страницы');

      const seen = dataOf(await list(t, teacher.token), libraryMaterialSchema.array());

      const ids = seen.map((item) => item.id);
      expect(ids).toContain(link.id);
      expect(ids).not.toContain(reading.id);
      expect(ids).not.toContain(draft.id);
      expect(seen.every((item) => item.visible && item.subject_id === 1)).toBe(true);
      expect(dataOf(await list(t, teacher.token, '?subject_id=2'), libraryMaterialSchema.array())).toEqual([]);
    });

    it('refuses every library write to a teacher and every read to a student', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const student = await t.factories.buildStudent({ subjects: [1] });
      const page = await createPage(t, admin);

      expect((await t.api('POST', '/api/library/materials', { token: teacher.token, body: LINK_BODY })).status).toBe(
        403,
      );
      expect((await saveDraft(t, teacher, page.id, docOf(paragraph('x')), 1)).status).toBe(403);
      expect((await list(t, student.token)).status).toBe(403);
    });

    it('lets a student open a page only once their teacher has shared it with their class', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher({ subjects: [1] });
      const student = await t.factories.buildStudent({ subjects: [1] });
      const stranger = await t.factories.buildStudent({ subjects: [1] });
      const group = await t.factories.buildGroup({ teacher, students: [student], subjectId: 1 });
      const page = await createPage(t, admin);
      await publish(t, admin, page.id, (await savedDraft(t, admin, page.id, docOf(paragraph('Урок')), 1)).version);
      const open = (token: string) => t.api('GET', `/api/library/materials/${page.id}/page`, { token });

      expect((await open(student.token)).status).toBe(403);
      const shared = await t.api('PUT', `/api/library/materials/${page.id}/groups`, {
        token: teacher.token,
        body: { group_ids: [group.id] },
      });
      expect(dataOf(shared, libraryMaterialSchema).group_ids).toEqual([group.id]);

      expect(dataOf(await open(student.token), libraryPageSchema).title).toBe('Уравнения');
      expect((await open(stranger.token)).status).toBe(403);
      const classList = await t.api('GET', `/api/groups/${group.id}/library-materials`, { token: student.token });
      expect(dataOf(classList, libraryMaterialSchema.array()).map((item) => item.id)).toEqual([page.id]);
    });

    it('refuses a teacher sharing with a class of another subject or another teacher', async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher({ subjects: [1, 2] });
      const other = await t.factories.buildTeacher({ subjects: [1] });
      const readingClass = await t.factories.buildGroup({ teacher, subjectId: 2 });
      const othersClass = await t.factories.buildGroup({ teacher: other, subjectId: 1 });
      const material = await createLibraryMaterial(t, admin, LINK_BODY);

      for (const groupId of [readingClass.id, othersClass.id]) {
        const response = await t.api('PUT', `/api/library/materials/${material.id}/groups`, {
          token: teacher.token,
          body: { group_ids: [groupId] },
        });
        expect(response.status).toBe(422);
      }
    });
  });
});
