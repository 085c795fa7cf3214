import { itSolutionSchema, SUBJECT_IT } from '@umka/contracts';
import { buildItCourse } from '../../modules/it-courses/it-courses.fixture.ts';
import { PYTHON_SOLUTION, sendSolution } from '../../modules/it-solutions/it-solutions.fixture.ts';
import type { TestUser } from '../factories.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, classStaff, type Expected, REFUSED } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * The matrix's students do not study IT, so their calls show the subject gate. The classmate studies IT and sits,
 * with another IT student (the author of the solutions the classmate may not see), in the class teacher's IT class:
 * the class teacher is their IT teacher, the other teacher is nobody's.
 */
interface SolutionsWorld {
  author: TestUser;
  /** The author's solution with a file, waiting for the teacher. */
  authorSolutionId: number;
  /** The classmate's own, with a file. */
  classmateSolutionId: number;
}

const worlds = new WeakMap<MatrixWorld, Promise<SolutionsWorld>>();

const taskLesson = async (t: TestContext) => (await buildItCourse(t.database.db, ['task'])).lessonIds[0] ?? 0;
const pythonFile = { filename: 'hello.py', bytes: Buffer.from(PYTHON_SOLUTION) };

async function submitted(t: TestContext, student: TestUser): Promise<number> {
  const response = await sendSolution(t, student.token, await taskLesson(t), { code: PYTHON_SOLUTION }, pythonFile);
  return itSolutionSchema.parse((response.body as { data: unknown }).data).id;
}

async function buildWorld(t: TestContext, w: MatrixWorld): Promise<SolutionsWorld> {
  await t.database.db
    .insertInto('student_subjects')
    .values({
      student_id: w.classmate.id,
      subject_id: SUBJECT_IT,
      status: 'active',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['student_id', 'subject_id']).doNothing())
    .execute();
  const author = await t.factories.buildStudent({ subjects: [SUBJECT_IT] });
  await t.factories.buildGroup({ teacher: w.classTeacher, students: [w.classmate, author], subjectId: SUBJECT_IT });
  return { author, authorSolutionId: await submitted(t, author), classmateSolutionId: await submitted(t, w.classmate) };
}

function solutionsWorld(t: TestContext, w: MatrixWorld): Promise<SolutionsWorld> {
  let world = worlds.get(w);
  if (!world) {
    world = buildWorld(t, w);
    worlds.set(w, world);
  }
  return world;
}

/** What the classmate, an IT student, does with their own solutions; students without IT are refused. */
const itStudent = (status: number): Expected => ({ ...REFUSED, classmate: status });
/** A solution is checked by its student's IT teacher and admins; the other teacher is refused. */
const checkers = (status: number): Expected => ({ ...classStaff(status), classmate: 403 });

export const IT_SOLUTIONS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/it-lessons/{id}/solution',
    target: 'own',
    call: async (t, w) => {
      await solutionsWorld(t, w);
      return { method: 'GET', url: `/api/it-lessons/${await taskLesson(t)}/solution` };
    },
    expected: itStudent(200),
  },
  {
    route: 'POST /api/it-lessons/{id}/solution',
    target: 'own',
    send: async (t, w, token) => {
      await solutionsWorld(t, w);
      return sendSolution(t, token, await taskLesson(t), { code: PYTHON_SOLUTION });
    },
    expected: itStudent(200),
  },
  {
    route: 'POST /api/it-lessons/{id}/solution (nothing in it)',
    target: 'own',
    send: async (t, w, token) => {
      await solutionsWorld(t, w);
      return sendSolution(t, token, await taskLesson(t), { text: '' });
    },
    expected: itStudent(422),
  },
  {
    route: 'GET /api/it-solutions',
    target: 'any',
    call: async (t, w) => {
      await solutionsWorld(t, w);
      return { method: 'GET', url: '/api/it-solutions?status=submitted' };
    },
    expected: { ...classStaff(200), otherTeacher: 200 },
  },
  {
    route: "GET /api/it-solutions/{id} (an IT student's)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/it-solutions/${(await solutionsWorld(t, w)).authorSolutionId}`,
    }),
    expected: checkers(200),
  },
  {
    route: "POST /api/it-solutions/{id}/review (an IT student's, waiting)",
    target: 'foreign',
    call: async (t, w) => {
      const { author } = await solutionsWorld(t, w);
      return {
        method: 'POST',
        url: `/api/it-solutions/${await submitted(t, author)}/review`,
        body: { status: 'needs_work', comment: 'Добавь комментарии в код' },
      };
    },
    expected: checkers(200),
  },
  {
    route: "GET /api/it-solutions/{id}/file (another student's)",
    target: 'foreign',
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/it-solutions/${(await solutionsWorld(t, w)).authorSolutionId}/file`,
    }),
    expected: checkers(200),
  },
  {
    route: "GET /api/it-solutions/{id}/file (the classmate's own)",
    target: 'own',
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/it-solutions/${(await solutionsWorld(t, w)).classmateSolutionId}/file`,
    }),
    expected: { ...classStaff(200), classmate: 200 },
  },
];
