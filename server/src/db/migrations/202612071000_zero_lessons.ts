import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

type Texts = [ru: string, en: string, uk: string];
type Localized = { 'ru-RU': string; 'en-US': string; 'uk-UA': string };

const localized = ([ru, en, uk]: Texts): Localized => ({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk });

interface Question {
  text: Texts;
  options: Texts[];
  /** The index of the right option. */
  correct: number;
}

interface Lesson {
  title: Texts;
  text: Texts;
  /** The trainer the lesson invites to try, by the catalogue's component name. */
  trainer: string;
  likes: number;
  questions: Question[];
}

/** What every subject's first lesson asks: trainers earn likes, and likes are spent in the shop. */
const LIKES_QUESTIONS: Question[] = [
  {
    text: [
      'Что ты получаешь за раунды на тренажёрах?',
      'What do you earn for rounds in the trainers?',
      'Що ти отримуєш за раунди на тренажерах?',
    ],
    options: [
      ['Лайки', 'Likes', 'Лайки'],
      ['Оценки в дневник', 'Marks in a school diary', 'Оцінки в щоденник'],
      ['Ничего', 'Nothing', 'Нічого'],
    ],
    correct: 0,
  },
  {
    text: ['Где можно потратить лайки?', 'Where can you spend likes?', 'Де можна витратити лайки?'],
    options: [
      ['В рейтинге', 'In the rating', 'У рейтингу'],
      [
        'В магазине: одежда и вещи для твоего персонажа',
        'In the shop: clothes and things for your character',
        'У крамниці: одяг і речі для твого персонажа',
      ],
      ['Нигде, их можно только копить', 'Nowhere, you can only save them', 'Ніде, їх можна лише збирати'],
    ],
    correct: 1,
  },
];

/** What every subject's second lesson asks: a teacher's class brings homework; online games and ratings. */
const CLASS_QUESTIONS: Question[] = [
  {
    text: ['Кто задаёт домашние задания?', 'Who gives you homework?', 'Хто задає домашні завдання?'],
    options: [
      ['Робот', 'A robot', 'Робот'],
      ['Никто', 'Nobody', 'Ніхто'],
      ['Учитель твоего класса', 'The teacher of your class', 'Учитель твого класу'],
    ],
    correct: 2,
  },
  {
    text: [
      'Сколько лайков нужно, чтобы открылись онлайн-игры?',
      'How many likes open the online games?',
      'Скільки лайків треба, щоб відкрилися онлайн-ігри?',
    ],
    options: [
      ['10', '10', '10'],
      ['1000', '1000', '1000'],
      ['Они открыты сразу', 'They are open from the start', 'Вони відкриті одразу'],
    ],
    correct: 0,
  },
];

const CLASS_TEXT: Texts = [
  'Скоро учитель пригласит тебя в класс. Тогда появятся домашние задания: учитель выберет тренажёры и задачи, а ты выполнишь их и получишь за них лайки. Когда у тебя будет 10 лайков, откроются онлайн-игры с одноклассниками: «Четыре в ряд» и «Летний пикник». В рейтингах видно, кто больше всех занимается. А пока попробуй тренажёр ниже!',
  'Soon a teacher will invite you to a class. Then homework appears: the teacher picks trainers and tasks, you do them and earn likes for them. Once you have 10 likes, online games with your classmates open: "Connect four" and "Summer picnic". The ratings show who practises the most. Until then, try the trainer below!',
  'Незабаром учитель запросить тебе до класу. Тоді з’являться домашні завдання: учитель обере тренажери й задачі, а ти виконаєш їх і отримаєш за них лайки. Коли в тебе буде 10 лайків, відкриються онлайн-ігри з однокласниками: «Чотири в ряд» і «Літній пікнік». У рейтингах видно, хто займається найбільше. А поки спробуй тренажер нижче!',
];

const CLASS_TITLE: Texts = [
  'Класс, домашние задания и игры',
  'Your class, homework and games',
  'Клас, домашні завдання та ігри',
];

/** Per subject: the welcome lesson (its own words and trainer) and the class lesson (its trainer). */
const SUBJECTS: { id: number; welcome: Texts; first: string; second: string }[] = [
  {
    id: 1,
    welcome: [
      'Привет! Это Умка, здесь математика превращается в игру. На тренажёрах ты считаешь в уме, решаешь примеры на скорость и собираешь дроби. За каждый раунд ты получаешь лайки, а за лайки в магазине покупаешь одежду и вещи для своего персонажа.',
      'Hi! This is Umka, where maths turns into a game. In the trainers you count in your head, solve sums against the clock and put fractions together. Every round earns likes, and in the shop likes buy clothes and things for your character.',
      'Привіт! Це Умка, тут математика перетворюється на гру. На тренажерах ти рахуєш подумки, розв’язуєш приклади на швидкість і складаєш дроби. За кожен раунд ти отримуєш лайки, а за лайки в крамниці купуєш одяг і речі для свого персонажа.',
    ],
    first: 'flashAnzan',
    second: 'schulte',
  },
  {
    id: 2,
    welcome: [
      'Привет! Это Умка, здесь чтение превращается в игру. На тренажёрах ты ищешь слова, читаешь всё быстрее и тренируешь память. За каждый раунд ты получаешь лайки, а за лайки в магазине покупаешь одежду для своего персонажа и кусочки картинок для альбомов.',
      'Hi! This is Umka, where reading turns into a game. In the trainers you hunt for words, read faster and faster and train your memory. Every round earns likes, and in the shop likes buy clothes for your character and pieces of album pictures.',
      'Привіт! Це Умка, тут читання перетворюється на гру. На тренажерах ти шукаєш слова, читаєш дедалі швидше й тренуєш пам’ять. За кожен раунд ти отримуєш лайки, а за лайки в крамниці купуєш одяг для свого персонажа і шматочки картинок для альбомів.',
    ],
    first: 'wordSearch',
    second: 'speedReading',
  },
  {
    id: 3,
    welcome: [
      'Привет! Это Умка, здесь ментальная арифметика превращается в игру. На тренажёрах ты считаешь на абакусе и в уме, сначала медленно, потом всё быстрее. За каждый раунд ты получаешь лайки, а за лайки в магазине покупаешь одежду и вещи для своего персонажа.',
      'Hi! This is Umka, where mental arithmetic turns into a game. In the trainers you count on the abacus and in your head, slowly at first, then faster and faster. Every round earns likes, and in the shop likes buy clothes and things for your character.',
      'Привіт! Це Умка, тут ментальна арифметика перетворюється на гру. На тренажерах ти рахуєш на абакусі й подумки, спочатку повільно, потім дедалі швидше. За кожен раунд ти отримуєш лайки, а за лайки в крамниці купуєш одяг і речі для свого персонажа.',
    ],
    first: 'abacus',
    second: 'flashAnzan',
  },
  {
    id: 9,
    welcome: [
      'Привет! Это Умка, здесь английский превращается в игру. На тренажёрах ты запоминаешь английские слова, ищешь буквы в таблице и учишь новые слова каждый день. За каждый раунд ты получаешь лайки, а за лайки в магазине покупаешь одежду и вещи для своего персонажа.',
      'Hi! This is Umka, where English turns into a game. In the trainers you remember English words, find letters in a table and learn new words every day. Every round earns likes, and in the shop likes buy clothes and things for your character.',
      'Привіт! Це Умка, тут англійська перетворюється на гру. На тренажерах ти запам’ятовуєш англійські слова, шукаєш літери в таблиці й вивчаєш нові слова щодня. За кожен раунд ти отримуєш лайки, а за лайки в крамниці купуєш одяг і речі для свого персонажа.',
    ],
    first: 'memo',
    second: 'schulte',
  },
  {
    id: 10,
    welcome: [
      'Привет! Это Умка, здесь подготовка к школе превращается в игру. На тренажёрах ты находишь числа по порядку, проходишь лабиринты и решаешь первые примеры. За каждый раунд ты получаешь лайки, а за лайки в магазине покупаешь одежду и вещи для своего персонажа.',
      'Hi! This is Umka, where getting ready for school turns into a game. In the trainers you find numbers in order, walk through mazes and solve your first sums. Every round earns likes, and in the shop likes buy clothes and things for your character.',
      'Привіт! Це Умка, тут підготовка до школи перетворюється на гру. На тренажерах ти знаходиш числа по порядку, проходиш лабіринти й розв’язуєш перші приклади. За кожен раунд ти отримуєш лайки, а за лайки в крамниці купуєш одяг і речі для свого персонажа.',
    ],
    first: 'schulte',
    second: 'labyrinth',
  },
];

const WELCOME_TITLE: Texts = ['Добро пожаловать в Умку!', 'Welcome to Umka!', 'Ласкаво просимо до Умки!'];

/** Each lesson's likes: enough to feel, far below a week of practice. */
const LESSON_LIKES = 5;

function lessonsOf(subject: (typeof SUBJECTS)[number]): Lesson[] {
  return [
    {
      title: WELCOME_TITLE,
      text: subject.welcome,
      trainer: subject.first,
      likes: LESSON_LIKES,
      questions: LIKES_QUESTIONS,
    },
    { title: CLASS_TITLE, text: CLASS_TEXT, trainer: subject.second, likes: LESSON_LIKES, questions: CLASS_QUESTIONS },
  ];
}

interface SeedDb {
  zero_lessons: {
    id?: number;
    subject_id: number;
    position: number;
    title_ru: string;
    title_en: string;
    title_uk: string;
    text_ru: string;
    text_en: string;
    text_uk: string;
    trainer_component: string;
    likes: number;
  };
  zero_lesson_questions: { lesson_id: number; position: number; text: string; options: string; correct: number };
}

/**
 * Zero-homework lessons (issue [13], spec §2 /student/zero-homework): introductory lessons a student waiting for a
 * class takes, each a text (a video link once an admin has one), a trainer to try by its catalogue name (the
 * catalogue is seeded after migrations on a fresh database, so the lesson names it rather than pointing at a row) and
 * single-choice questions with localized texts as JSON. `zero_lesson_completions` holds one row a student and lesson,
 * inserted once in the transaction that pays the lesson's likes, so concurrent finishes pay once. Two lessons for
 * each of subjects 1, 2, 3, 9 and 10 are product content, made for every installation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('zero_lessons'), t)
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('text_ru', 'text', (col) => col.notNull())
      .addColumn('text_en', 'text', (col) => col.notNull())
      .addColumn('text_uk', 'text', (col) => col.notNull())
      .addColumn('video_url', 'text')
      .addColumn('trainer_component', 'text')
      .addColumn('likes', 'integer', (col) => col.notNull().check(sql`likes > 0`))
      .addUniqueConstraint('zero_lessons_subject_position_unique', ['subject_id', 'position']),
    t,
  ).execute();

  await withId(db.schema.createTable('zero_lesson_questions'), t)
    .addColumn('lesson_id', 'integer', (col) => col.notNull().references('zero_lessons.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull().check(sql`correct >= 0`))
    .addUniqueConstraint('zero_lesson_questions_position_unique', ['lesson_id', 'position'])
    .execute();

  await db.schema
    .createTable('zero_lesson_completions')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (col) => col.notNull().references('zero_lessons.id').onDelete('cascade'))
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('likes', 'integer', (col) => col.notNull())
    .addColumn('finished_at', t.timestamp, (col) => col.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('zero_lesson_completions_pk', ['student_id', 'lesson_id'])
    .execute();
  await db.schema
    .createIndex('zero_lesson_completions_lesson_idx')
    .on('zero_lesson_completions')
    .column('lesson_id')
    .execute();

  const seed = db as Kysely<SeedDb>;
  for (const subject of SUBJECTS) {
    for (const [index, lesson] of lessonsOf(subject).entries()) {
      const { id } = await seed
        .insertInto('zero_lessons')
        .values({
          subject_id: subject.id,
          position: index + 1,
          title_ru: lesson.title[0],
          title_en: lesson.title[1],
          title_uk: lesson.title[2],
          text_ru: lesson.text[0],
          text_en: lesson.text[1],
          text_uk: lesson.text[2],
          trainer_component: lesson.trainer,
          likes: lesson.likes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seed
        .insertInto('zero_lesson_questions')
        .values(
          lesson.questions.map((question, position) => ({
            lesson_id: id as number,
            position: position + 1,
            text: JSON.stringify(localized(question.text)),
            options: JSON.stringify(question.options.map(localized)),
            correct: question.correct,
          })),
        )
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('zero_lesson_completions').execute();
  await db.schema.dropTable('zero_lesson_questions').execute();
  await db.schema.dropTable('zero_lessons').execute();
}
