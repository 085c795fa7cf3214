import { SUBJECT_IT } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { DemoProjectShots } from './demo-it-project-shots.ts';

const MISHA = 'student@example.com';
const DASHA = 'student4@example.com';

const CATEGORIES = [
  { key: 'games', ru: 'Игры', en: 'Games', uk: 'Ігри' },
  { key: 'sites', ru: 'Сайты', en: 'Websites', uk: 'Сайти' },
  { key: 'bots', ru: 'Боты', en: 'Bots', uk: 'Боти' },
  { key: 'animation', ru: 'Анимация', en: 'Animation', uk: 'Анімація' },
  { key: 'other', ru: 'Другое', en: 'Other', uk: 'Інше' },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['key'];

interface DemoProject {
  author: typeof MISHA | typeof DASHA;
  category: CategoryKey;
  title: string;
  justification: string;
  stages: string;
  difficulties: string;
  reason: string;
  link: string;
  status: 'pending' | 'approved' | 'rejected';
  comment?: string;
  /** Who liked it: the other IT student of the class. */
  likedBy: (typeof MISHA | typeof DASHA)[];
  daysAgo: number;
}

/** The exhibition as a reviewer finds it: approved projects of both IT students with likes, one waiting, one sent back. */
const PROJECTS: readonly DemoProject[] = [
  {
    author: MISHA,
    category: 'games',
    title: 'Космическая змейка',
    justification: 'Змейка летает в космосе и собирает звёзды вместо яблок',
    stages: 'Нарисовал ракету-змейку, научил её поворачивать стрелками, добавил звёзды и счёт',
    difficulties: 'Хвост отставал от головы, пока я не стал хранить клетки в списке',
    reason: 'Хотел игру, в которую можно играть с младшей сестрой',
    link: 'https://scratch.mit.edu/projects/umka-space-snake',
    status: 'approved',
    comment: 'Отличная идея со звёздами!',
    likedBy: [DASHA],
    daysAgo: 12,
  },
  {
    author: DASHA,
    category: 'sites',
    title: 'Сайт о моём коте Барсике',
    justification: 'Это страничка про Барсика: фото, любимая еда и его распорядок дня',
    stages: 'Сделала разметку на HTML, раскрасила страницу через CSS, добавила галерею',
    difficulties: 'Картинки разъезжались, помог flexbox',
    reason: 'Барсик заслуживает собственный сайт',
    link: 'https://example.com/barsik',
    status: 'approved',
    likedBy: [MISHA],
    daysAgo: 10,
  },
  {
    author: DASHA,
    category: 'animation',
    title: 'Мультик про прыгающий мяч',
    justification: 'Мяч прыгает по лестнице и каждый раз подпрыгивает чуть ниже',
    stages: 'Нарисовала кадры, настроила скорость, добавила звук удара',
    difficulties: 'Мяч сначала прыгал одинаково высоко, пришлось уменьшать высоту в цикле',
    reason: 'Мы проходили циклы, и захотелось их увидеть',
    link: 'https://scratch.mit.edu/projects/umka-bouncing-ball',
    status: 'approved',
    likedBy: [MISHA],
    daysAgo: 7,
  },
  {
    author: MISHA,
    category: 'bots',
    title: 'Бот-напоминалка о домашке',
    justification: 'Бот каждый вечер спрашивает, сделана ли домашка',
    stages: 'Придумал вопросы, написал ответы бота, научил его ждать до вечера',
    difficulties: 'Бот напоминал каждую минуту, пока я не исправил условие',
    reason: 'Я часто забываю про домашние задания',
    link: 'https://example.com/homework-bot',
    status: 'approved',
    likedBy: [],
    daysAgo: 5,
  },
  {
    author: DASHA,
    category: 'games',
    title: 'Викторина о планетах',
    justification: 'Десять вопросов о планетах Солнечной системы',
    stages: 'Собрала вопросы, сделала кнопки ответов и подсчёт очков',
    difficulties: 'Очки не обнулялись при новой игре',
    reason: 'Люблю космос',
    link: 'https://example.com/planets-quiz',
    status: 'rejected',
    comment: 'Ссылка не открывается: проверь её, пожалуйста, и отправь проект снова',
    likedBy: [],
    daysAgo: 4,
  },
  {
    author: MISHA,
    category: 'other',
    title: 'Калькулятор для игрушечного магазина',
    justification: 'Считает покупки и сдачу в игрушечном магазине',
    stages: 'Сделал поля для цен, кнопку «Посчитать» и вывод сдачи',
    difficulties: 'Сдача выходила с длинными хвостиками после запятой',
    reason: 'Играем с друзьями в магазин',
    link: 'https://example.com/toy-shop-calculator',
    status: 'pending',
    likedBy: [],
    daysAgo: 1,
  },
];

const IT_CLASS_TITLE = 'IT-кружок';

/**
 * The projects exhibition of the IT direction (issue [12]): five categories, and projects of Миша and Даша, who study
 * IT (demo.ts) in the demo teacher's IT class, made here: the teacher now teaches IT too, so the teacher's queue and a
 * like between classmates can be tried at once. Likes are real like rows, and each project's count is theirs.
 */
export async function insertDemoItProjects(
  trx: Kysely<DB>,
  deps: { teacherId: number; studentIds: ReadonlyMap<string, number>; shots: DemoProjectShots },
  now: string,
): Promise<void> {
  const idOf = (email: string) => {
    const id = deps.studentIds.get(email);
    if (id === undefined) throw new Error(`the demo student ${email} is missing`);
    return id;
  };
  const students = [idOf(MISHA), idOf(DASHA)];
  await trx
    .insertInto('teacher_subjects')
    .values({ teacher_id: deps.teacherId, subject_id: SUBJECT_IT, created_at: now })
    .onConflict((oc) => oc.columns(['teacher_id', 'subject_id']).doNothing())
    .execute();
  const classId = await itClassOf(trx, deps.teacherId, now);
  await trx
    .insertInto('group_students')
    .values(students.map((id) => ({ group_id: classId, student_id: id, created_at: now })))
    .onConflict((oc) => oc.columns(['group_id', 'student_id']).doNothing())
    .execute();

  const categoryIds = new Map<CategoryKey, number>();
  for (const [index, category] of CATEGORIES.entries()) {
    const row = await trx
      .insertInto('it_categories')
      .values({
        title_ru: category.ru,
        title_en: category.en,
        title_uk: category.uk,
        number: index + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, row.id);
  }

  for (const project of PROJECTS) {
    const at = new Date(Date.parse(now) - project.daysAgo * 86_400_000).toISOString();
    const reviewed = project.status !== 'pending';
    const row = await trx
      .insertInto('it_projects')
      .values({
        student_id: idOf(project.author),
        category_id: categoryIds.get(project.category) ?? 0,
        title: project.title,
        title_search: project.title.toLocaleLowerCase(),
        title_justification: project.justification,
        stages: project.stages,
        difficulties: project.difficulties,
        reason: project.reason,
        link: project.link,
        status: project.status,
        comment: project.comment ?? null,
        reviewed_by: reviewed ? deps.teacherId : null,
        reviewed_at: reviewed ? at : null,
        likes_count: project.likedBy.length,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shots = deps.shots.get(project.title) ?? [];
    if (shots.length > 0) {
      await trx
        .insertInto('it_project_screenshots')
        .values(shots.map((file, index) => ({ project_id: row.id, file, number: index + 1, created_at: at })))
        .execute();
    }
    if (project.likedBy.length === 0) continue;
    await trx
      .insertInto('it_project_likes')
      .values(project.likedBy.map((email) => ({ project_id: row.id, student_id: idOf(email), created_at: now })))
      .execute();
  }
}

/** The demo teacher's IT class, made here unless another part of the demo made it first. */
async function itClassOf(trx: Kysely<DB>, teacherId: number, now: string): Promise<number> {
  const existing = await trx
    .selectFrom('groups')
    .select('id')
    .where('teacher_id', '=', teacherId)
    .where('subject_id', '=', SUBJECT_IT)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('groups')
    .values({
      title: IT_CLASS_TITLE,
      subject_id: SUBJECT_IT,
      teacher_id: teacherId,
      message: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
