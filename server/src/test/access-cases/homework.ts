import { type Homework, homeworkTemplateSchema } from '@umka/contracts';
import { SAMPLE_FILES } from '../../modules/files/files.fixture.ts';
import {
  answerUrl,
  createHomework,
  homeworkBody,
  itemOf,
  sendMultipart,
} from '../../modules/homework/homework.fixture.ts';
import { libraryDocument, libraryPage, materialItem } from '../../modules/homework/homework-materials.fixture.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, classMembers, classStaff, REFUSED, staff } from './access-row.ts';
import { type MatrixWorld, SECRET } from './matrix-world.ts';

const templateBody = () => ({ title: `Template ${SECRET}`, items: [{ type: 'task', text: `Task ${SECRET}` }] });

async function freshTemplate(t: TestContext, w: MatrixWorld): Promise<number> {
  const response = await t.api('POST', '/api/homework-templates', {
    token: w.classTeacher.token,
    body: templateBody(),
  });
  return dataOf(response, homeworkTemplateSchema).id;
}

const materialHomeworks = new WeakMap<MatrixWorld, Promise<Homework>>();

/** One homework of the class with a library page and a library document, made once per world (no row changes it). */
function materialHomework(t: TestContext, w: MatrixWorld): Promise<Homework> {
  let made = materialHomeworks.get(w);
  if (!made) {
    made = (async () => {
      const page = await libraryPage(t, w.room.admin, { title: `Page ${SECRET}` });
      const document = await libraryDocument(t, w.room.admin);
      return createHomework(t, w.room, { items: [materialItem(page), materialItem(document)] });
    })();
    materialHomeworks.set(w, made);
  }
  return made;
}

async function materialUrl(t: TestContext, w: MatrixWorld, kind: 'page' | 'document', action: string) {
  const homework = await materialHomework(t, w);
  const item = homework.items.find((entry) => entry.type === 'material' && entry.material?.kind === kind);
  if (!item) throw new Error(`the homework has no ${kind} material`);
  return `/api/homework/${homework.id}/materials/${item.id}/${action}`;
}

/** Homework is the class's: its classmate sees it as the class's student does. */
const withClassmate = (status: number) => ({ ...classMembers(status), classmate: status });

export const HOMEWORK_ROWS: AccessRow[] = [
  {
    route: 'GET /api/homework?group_id=',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework?group_id=${w.group.id}` }),
  },
  {
    route: 'POST /api/homework/create',
    target: 'own',
    expected: classStaff(201),
    call: (_t, w) => ({ method: 'POST', url: '/api/homework/create', body: homeworkBody(w.room) }),
  },
  {
    route: 'GET /api/homework/{id}',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework/${w.homework.id}` }),
  },
  {
    route: 'PUT /api/homework/{id}',
    target: 'own',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/homework/${(await createHomework(t, w.room, { title: `Edited ${SECRET}` })).id}`,
      body: { ...homeworkBody(w.room), title: `Homework ${SECRET}` },
    }),
  },
  {
    route: 'DELETE /api/homework/{id}',
    target: 'own',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/homework/${(await createHomework(t, w.room, { title: `Doomed ${SECRET}` })).id}`,
    }),
  },
  {
    route: 'GET /api/homework/{id}/progress',
    target: 'own',
    expected: { ...classStaff(200), classmate: 403 },
    call: (_t, w) => ({ method: 'GET', url: `/api/homework/${w.homework.id}/progress` }),
  },
  {
    route: 'POST /api/homework/{id}/template',
    target: 'own',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework/${w.homework.id}/template`,
      body: { title: `Saved ${SECRET}` },
    }),
  },
  {
    route: 'POST /api/homework/{id}/trainers/{itemId}/sessions',
    target: 'own',
    expected: { ...REFUSED, classStudent: 201, classmate: 201 },
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework/${w.homework.id}/trainers/${itemOf(w.homework, 'trainer').id}/sessions`,
    }),
  },
  {
    route: 'POST /api/homework/{id}/materials/{itemId}/open',
    target: 'own',
    expected: { ...REFUSED, classStudent: 200, classmate: 200 },
    call: async (t, w) => ({ method: 'POST', url: await materialUrl(t, w, 'page', 'open') }),
  },
  {
    route: 'GET /api/homework/{id}/materials/{itemId}/page',
    target: 'own',
    expected: withClassmate(200),
    call: async (t, w) => ({ method: 'GET', url: await materialUrl(t, w, 'page', 'page') }),
  },
  {
    route: 'GET /api/homework/{id}/materials/{itemId}/document',
    target: 'own',
    expected: withClassmate(200),
    call: async (t, w) => ({ method: 'GET', url: await materialUrl(t, w, 'document', 'document') }),
  },
  {
    route: 'GET /api/students/{id}/homework',
    target: 'own',
    expected: { ...classMembers(200), classmate: 403, parent: 200 },
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/homework` }),
  },
  {
    route: 'POST /api/homework/{id}/tasks/{itemId}/answers',
    target: 'own',
    expected: { ...REFUSED, classStudent: 201, classmate: 201 },
    send: (t, w, token) => sendMultipart(t, answerUrl(w.homework), token, [{ name: 'text', value: 'An answer' }]),
  },
  {
    route: 'GET /api/homework/{id}/tasks/{itemId}/answers',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: answerUrl(w.reviewed) }),
    check(w, actor, data) {
      // A classmate reads only their own answers: the class's student's answer stays theirs.
      if (actor === 'classmate' && JSON.stringify(data).includes(`Answer ${SECRET}`)) {
        throw new Error(`the classmate sees the class's student's answer: ${JSON.stringify(data)}`);
      }
      void w;
    },
  },
  {
    route: 'PATCH /api/homework-answers/{answerId}',
    target: 'foreign',
    expected: { ...classStaff(200), classmate: 403 },
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/homework-answers/${w.answerId}`,
      body: { status: 'needs_rework', comment: `Comment ${SECRET}` },
    }),
  },
  {
    route: 'GET /api/homework-templates',
    target: 'own',
    expected: staff(200),
    call: () => ({ method: 'GET', url: '/api/homework-templates' }),
  },
  {
    route: 'POST /api/homework-templates',
    target: 'own',
    expected: staff(201),
    call: () => ({ method: 'POST', url: '/api/homework-templates', body: templateBody() }),
  },
  {
    route: 'GET /api/homework-templates/{id}',
    target: 'own',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/homework-templates/${w.templateId}` }),
  },
  {
    route: 'PUT /api/homework-templates/{id}',
    target: 'own',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'PUT', url: `/api/homework-templates/${w.templateId}`, body: templateBody() }),
  },
  {
    route: 'DELETE /api/homework-templates/{id}',
    target: 'own',
    expected: classStaff(200),
    call: async (t, w) => ({ method: 'DELETE', url: `/api/homework-templates/${await freshTemplate(t, w)}` }),
  },
  {
    route: 'POST /api/homework-templates/{id}/homework',
    target: 'own',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/homework-templates/${w.templateId}/homework`,
      body: { group_id: w.group.id, given_on: '2026-12-01', due_on: '2026-12-02' },
    }),
  },
  {
    route: 'POST /api/files',
    target: 'own',
    expected: staff(201),
    send: (t, _w, token) =>
      sendMultipart(t, '/api/files', token, [{ name: 'file', file: { filename: 'a.pdf', bytes: SAMPLE_FILES.pdf } }]),
  },
  {
    route: 'GET /api/files/{id} (task attachment)',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.attachmentId}` }),
  },
  {
    route: "GET /api/files/{id} (a student's answer)",
    target: 'foreign',
    expected: { ...classMembers(200), classmate: 403 },
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.answerFileId}` }),
  },
];
