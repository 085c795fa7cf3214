import { type ItProjectCard, itProjectListSchema, itProjectTopSchema, SUBJECT_IT } from '@umka/contracts';
import { expect } from 'vitest';
import {
  addItCategory,
  markApproved,
  projectData,
  sendProject,
  submitProject,
} from '../../modules/it-projects/it-projects.fixture.ts';
import type { TestUser } from '../factories.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, classStaff, type Expected, REFUSED } from './access-row.ts';
import { idOnly } from './ids.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * The exhibition is the IT direction's: the classmate studies IT too and sits in the class's teacher's IT class with
 * another IT student, the author of the projects the classmate sees. The class's student and the other student do not
 * study IT (other areas' rows count on it), so their calls show the subject gate.
 */
interface ItWorld {
  categoryId: number;
  author: TestUser;
  /** The author's, approved: anyone in IT sees and likes it. */
  approvedId: number;
  /** The author's, waiting for the teacher: nobody else's to see. */
  pendingId: number;
}

const worlds = new WeakMap<MatrixWorld, Promise<ItWorld>>();

async function buildItWorld(t: TestContext, w: MatrixWorld): Promise<ItWorld> {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('student_subjects')
    .values({ student_id: w.classmate.id, subject_id: SUBJECT_IT, status: 'active', created_at: now })
    .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
    .execute();
  const author = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
  await t.factories.buildGroup({ teacher: w.classTeacher, students: [w.classmate, author], subjectId: SUBJECT_IT });
  const categoryId = await addItCategory(t);
  const approved = await submitProject(t, author, categoryId, { title: 'Approved project' });
  await markApproved(t, approved.id);
  const pending = await submitProject(t, author, categoryId, { title: 'Pending project' });
  return { categoryId, author, approvedId: approved.id, pendingId: pending.id };
}

function itWorld(t: TestContext, w: MatrixWorld): Promise<ItWorld> {
  let world = worlds.get(w);
  if (!world) {
    world = buildItWorld(t, w);
    worlds.set(w, world);
  }
  return world;
}

/** A project of the classmate's own (or the author's), approved, for a row that changes or deletes it. */
async function approvedProject(t: TestContext, w: MatrixWorld, whose: 'classmate' | 'author'): Promise<number> {
  const { categoryId, author } = await itWorld(t, w);
  const project = await submitProject(t, whose === 'author' ? author : w.classmate, categoryId);
  await markApproved(t, project.id);
  return project.id;
}

/** What the classmate, an IT student, does in the exhibition; students without IT are refused. */
const itStudent = (status: number): Expected => ({ ...REFUSED, classmate: status });
/** A project is read by IT students, its author's IT teacher and admins. */
const readers = (student: number): Expected => ({ ...classStaff(200), classmate: student });

const newCategory = { title: { 'ru-RU': 'Игры', 'en-US': 'Games', 'uk-UA': 'Ігри' }, number: 1 };

async function categoryId(t: TestContext, w: MatrixWorld): Promise<number> {
  const response = await t.api('POST', '/api/admin/it-categories', { token: w.admin.token, body: newCategory });
  return idOnly.parse((response.body as { data: unknown }).data).id;
}

/** The exhibition never shows a project that is not approved. */
function showsNoWaitingProject(cards: ItProjectCard[]) {
  expect(cards.every((card) => card.status === 'approved')).toBe(true);
}

export const IT_PROJECTS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/it-categories',
    target: 'any',
    call: async (t, w) => {
      await itWorld(t, w);
      return { method: 'GET', url: '/api/it-categories' };
    },
    expected: { ...readers(200), otherTeacher: 200 },
  },
  {
    route: 'GET /api/admin/it-categories',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/admin/it-categories' }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/it-categories',
    target: 'any',
    call: () => ({ method: 'POST', url: '/api/admin/it-categories', body: newCategory }),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/it-categories/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/admin/it-categories/${await categoryId(t, w)}`,
      body: { number: 5 },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/it-categories/{id}',
    target: 'any',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/admin/it-categories/${await categoryId(t, w)}` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/it-projects',
    target: 'any',
    call: async (t, w) => {
      await itWorld(t, w);
      return { method: 'GET', url: '/api/it-projects' };
    },
    expected: itStudent(200),
    check: (_w, _actor, data) => showsNoWaitingProject(itProjectListSchema.parse(data).data),
  },
  {
    route: 'GET /api/it-projects/top',
    target: 'any',
    call: async (t, w) => {
      await itWorld(t, w);
      return { method: 'GET', url: '/api/it-projects/top' };
    },
    expected: itStudent(200),
    check: (_w, _actor, data) => showsNoWaitingProject(itProjectTopSchema.parse(data).data),
  },
  {
    route: "GET /api/it-projects/{id} (another student's, approved)",
    target: 'foreign',
    call: async (t, w) => ({ method: 'GET', url: `/api/it-projects/${(await itWorld(t, w)).approvedId}` }),
    expected: readers(200),
    check: (_w, actor, data) => {
      // The teacher's comment is the author's and staff's.
      if (actor === 'classmate') expect((data as { comment: unknown }).comment).toBeNull();
    },
  },
  {
    route: "GET /api/it-projects/{id} (another student's, waiting for the teacher)",
    target: 'foreign',
    call: async (t, w) => ({ method: 'GET', url: `/api/it-projects/${(await itWorld(t, w)).pendingId}` }),
    expected: readers(404),
  },
  {
    route: 'POST /api/it-projects (a link that is not one)',
    target: 'own',
    send: async (t, w, token) => sendProject(t, token, { ...projectData((await itWorld(t, w)).categoryId), link: 'x' }),
    expected: itStudent(400),
  },
  {
    route: 'POST /api/it-projects (shown by a link)',
    target: 'own',
    send: async (t, w, token) =>
      sendProject(t, token, { ...projectData((await itWorld(t, w)).categoryId), link: 'https://scratch.mit.edu/p/1' }),
    expected: itStudent(201),
  },
  {
    route: "POST /api/it-projects/{id} (the classmate's own, `_method=PATCH`)",
    target: 'own',
    send: async (t, w, token) => {
      const id = await approvedProject(t, w, 'classmate');
      const data = { ...projectData((await itWorld(t, w)).categoryId), link: 'https://scratch.mit.edu/p/2' };
      return sendProject(t, token, data, { editId: id });
    },
    expected: itStudent(200),
  },
  {
    route: "POST /api/it-projects/{id} (another student's, `_method=PATCH`)",
    target: 'foreign',
    send: async (t, w, token) => {
      const id = await approvedProject(t, w, 'author');
      const data = { ...projectData((await itWorld(t, w)).categoryId), link: 'https://scratch.mit.edu/p/3' };
      return sendProject(t, token, data, { editId: id });
    },
    expected: itStudent(403),
  },
  {
    route: "DELETE /api/it-projects/{id} (the classmate's own; staff's delete rejects)",
    target: 'own',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/it-projects/${await approvedProject(t, w, 'classmate')}` }),
    expected: readers(200),
  },
  {
    route: "DELETE /api/it-projects/{id} (another student's)",
    target: 'foreign',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/it-projects/${await approvedProject(t, w, 'author')}` }),
    expected: readers(403),
  },
  {
    route: "POST /api/it-projects/{id}/approve (a student's of the class's teacher's IT class)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/it-projects/${await approvedProject(t, w, 'author')}/approve`,
      body: {},
    }),
    expected: { ...classStaff(200), classmate: 403 },
  },
  {
    route: "POST /api/it-projects/{id}/reject (a student's of the class's teacher's IT class)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'POST',
      url: `/api/it-projects/${await approvedProject(t, w, 'author')}/reject`,
      body: { comment: 'Add a screenshot' },
    }),
    expected: { ...classStaff(200), classmate: 403 },
  },
  {
    route: "GET /api/teachers/{id}/it-projects (the class's teacher's)",
    target: 'own',
    call: async (t, w) => {
      await itWorld(t, w);
      return { method: 'GET', url: `/api/teachers/${w.classTeacher.id}/it-projects` };
    },
    expected: { ...classStaff(200), classmate: 403 },
  },
  {
    route: "POST /api/it-project-likes (another student's project)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'POST',
      url: '/api/it-project-likes',
      body: { project_id: (await itWorld(t, w)).approvedId },
    }),
    expected: itStudent(200),
  },
  {
    route: "DELETE /api/it-project-likes (another student's project)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'DELETE',
      url: '/api/it-project-likes',
      body: { project_id: (await itWorld(t, w)).approvedId },
    }),
    expected: itStudent(200),
  },
];
