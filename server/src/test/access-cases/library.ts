import { type LibraryMaterial, libraryMaterialSchema } from '@umka/contracts';
import { SAMPLE_FILES } from '../../modules/files/files.fixture.ts';
import { SUBJECT, sendMultipart } from '../../modules/homework/homework.fixture.ts';
import { putLibraryFile, uploadLibraryVideo } from '../../modules/library/library.fixture.ts';
import { SAMPLE_VIDEOS } from '../../modules/materials/recording-videos.fixture.ts';
import { PNG_1PX } from '../../modules/media/image-samples.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, everyone, REFUSED, staff } from './access-row.ts';
import { type MatrixWorld, SECRET } from './matrix-world.ts';

const pageBody = { subject_id: SUBJECT, title: `Page ${SECRET}`, tags: [], kind: 'page' };
const linkBody = { subject_id: SUBJECT, title: `Link ${SECRET}`, tags: [], kind: 'link', url: 'https://example.org/a' };

async function adminMade(t: TestContext, w: MatrixWorld, body: Record<string, unknown>): Promise<LibraryMaterial> {
  return dataOf(await t.api('POST', '/api/library/materials', { token: w.admin.token, body }), libraryMaterialSchema);
}

/** A page of the class's subject, published, that the class's teacher shared with the class. */
async function sharedPage(t: TestContext, w: MatrixWorld): Promise<LibraryMaterial> {
  const page = await adminMade(t, w, pageBody);
  await t.api('POST', `/api/library/pages/${page.id}/publish`, { token: w.admin.token, body: { version: 1 } });
  await t.api('PUT', `/api/library/materials/${page.id}/groups`, {
    token: w.classTeacher.token,
    body: { group_ids: [w.group.id] },
  });
  return page;
}

async function sharedDocument(t: TestContext, w: MatrixWorld): Promise<LibraryMaterial> {
  const uploaded = await sendMultipart(t, '/api/library/materials/upload', w.admin.token, [
    { name: 'data', value: JSON.stringify({ subject_id: SUBJECT, title: `Doc ${SECRET}`, kind: 'document' }) },
    { name: 'file', file: { filename: 'sheet.pdf', bytes: SAMPLE_FILES.pdf } },
  ]);
  const material = dataOf(uploaded, libraryMaterialSchema);
  await t.api('PUT', `/api/library/materials/${material.id}/groups`, {
    token: w.classTeacher.token,
    body: { group_ids: [w.group.id] },
  });
  return material;
}

const videoFields = { subject_id: SUBJECT, title: `Video ${SECRET}`, tags: [] };
const sampleVideo = { filename: 'clip.webm', bytes: SAMPLE_VIDEOS.webm };

/** An uploaded video of the class's subject, as the admin's answer carries it (its address signed for the admin). */
async function uploadedVideo(t: TestContext, w: MatrixWorld): Promise<LibraryMaterial> {
  return dataOf(await uploadLibraryVideo(t, w.admin.token, videoFields, sampleVideo), libraryMaterialSchema);
}

/** Readers of a shared material: admins, a teacher of its subject, the students of a class it was given to. */
const sharedReaders = (status: number) => ({ ...REFUSED, admin: status, classTeacher: status, classStudent: status });

export const LIBRARY_ROWS: AccessRow[] = [
  {
    route: 'GET /api/library/materials',
    target: 'any',
    expected: staff(200),
    call: () => ({ method: 'GET', url: '/api/library/materials' }),
  },
  {
    route: 'GET /api/library/tags',
    target: 'any',
    expected: staff(200),
    call: () => ({ method: 'GET', url: '/api/library/tags' }),
  },
  {
    route: 'POST /api/library/materials',
    target: 'any',
    expected: adminOnly(201),
    call: () => ({ method: 'POST', url: '/api/library/materials', body: linkBody }),
  },
  {
    route: 'POST /api/library/materials/upload',
    target: 'any',
    expected: adminOnly(201),
    send: (t, _w, token) =>
      sendMultipart(t, '/api/library/materials/upload', token, [
        { name: 'data', value: JSON.stringify({ subject_id: SUBJECT, title: `Picture ${SECRET}`, kind: 'picture' }) },
        { name: 'file', file: { filename: 'dot.png', bytes: PNG_1PX } },
      ]),
  },
  {
    route: 'POST /api/library/materials/video',
    target: 'any',
    expected: adminOnly(201),
    send: (t, _w, token) => uploadLibraryVideo(t, token, videoFields, sampleVideo),
  },
  {
    route: 'PUT /api/library/materials/{id}/file',
    target: 'any',
    expected: adminOnly(200),
    send: async (t, w, token) =>
      putLibraryFile(t, `/api/library/materials/${(await sharedDocument(t, w)).id}/file`, token, {
        filename: 'new.pdf',
        bytes: SAMPLE_FILES.pdf,
      }),
  },
  {
    route: 'PUT /api/library/materials/{id}/video',
    target: 'any',
    expected: adminOnly(200),
    send: async (t, w, token) =>
      putLibraryFile(t, `/api/library/materials/${(await uploadedVideo(t, w)).id}/video`, token, sampleVideo),
  },
  {
    route: 'GET /api/library/materials/{id}/video (signed)',
    target: 'any',
    expected: everyone(200),
    call: async (t, w) => ({ method: 'GET', url: (await uploadedVideo(t, w)).video?.url ?? '' }),
  },
  {
    route: 'GET /api/library/materials/{id}/video (unsigned)',
    target: 'any',
    expected: everyone(403),
    call: async (t, w) => ({ method: 'GET', url: `/api/library/materials/${(await uploadedVideo(t, w)).id}/video` }),
  },
  {
    route: 'PATCH /api/library/materials/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/library/materials/${(await adminMade(t, w, linkBody)).id}`,
      body: { ...linkBody, title: `Renamed ${SECRET}` },
    }),
  },
  {
    route: 'DELETE /api/library/materials/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/library/materials/${(await adminMade(t, w, linkBody)).id}` }),
  },
  {
    route: 'GET /api/library/pages/{id}/draft',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({ method: 'GET', url: `/api/library/pages/${(await adminMade(t, w, pageBody)).id}/draft` }),
  },
  {
    route: 'PUT /api/library/pages/{id}/draft',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/library/pages/${(await adminMade(t, w, pageBody)).id}/draft`,
      body: {
        version: 1,
        doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] },
      },
    }),
  },
  {
    route: 'POST /api/library/pages/{id}/publish',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/library/pages/${(await adminMade(t, w, pageBody)).id}/publish`,
      body: { version: 1 },
    }),
  },
  {
    route: 'GET /api/library/materials/{id}/page',
    target: 'any',
    expected: sharedReaders(200),
    call: async (t, w) => ({ method: 'GET', url: `/api/library/materials/${(await sharedPage(t, w)).id}/page` }),
  },
  {
    route: 'GET /api/library/materials/{id}/document',
    target: 'any',
    expected: sharedReaders(200),
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/library/materials/${(await sharedDocument(t, w)).id}/document`,
    }),
  },
  {
    route: 'POST /api/library/pictures',
    target: 'any',
    expected: adminOnly(201),
    send: (t, _w, token) =>
      sendMultipart(t, '/api/library/pictures', token, [
        { name: 'file', file: { filename: 'dot.png', bytes: PNG_1PX } },
      ]),
  },
  {
    route: 'GET /api/library/trainers',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/library/trainers' }),
  },
  {
    route: 'PUT /api/library/materials/{id}/groups',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 200 },
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/library/materials/${(await adminMade(t, w, linkBody)).id}/groups`,
      body: { group_ids: [w.group.id] },
    }),
  },
  {
    route: 'GET /api/groups/{id}/library-materials',
    target: 'own',
    expected: { ...REFUSED, admin: 200, classTeacher: 200, classStudent: 200 },
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/library-materials` }),
  },
];
