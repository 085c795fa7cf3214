import type { TrainerLikesRule } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

interface CatalogueEntry {
  component: string;
  subjects: number[];
  ru: string;
  en: string;
  uk: string;
  icon: string;
  type_id: number;
  likes_rule: TrainerLikesRule;
  /** False: played from its own page (a mental test), not shown among the trainer cards. */
  listed?: boolean;
}

/** One like per five right answers, a few per round, a daily ceiling: practice pays, grinding does not. */
const STANDARD_LIKES: TrainerLikesRule = { per_correct: 0.2, min_correct: 5, max_per_round: 3, daily_cap: 15 };

/**
 * Online games: a win against a person earns 3 likes, against a bot 1, up to 12 a day, so a game is worth winning
 * but farming bots is not. A round of the picnic alone earns a like per three baskets.
 */
const ONLINE_LIKES: TrainerLikesRule = {
  per_correct: 0,
  min_correct: 0,
  max_per_round: 3,
  daily_cap: 12,
  per_win: 3,
  per_bot_win: 1,
};

/** The trainers of issues [2] and [9]; `component` is the rules' name in packages/games and the web's trainer folder. */
export const TRAINER_CATALOGUE: readonly CatalogueEntry[] = [
  {
    component: 'flashAnzan',
    // Issue [13]: school readiness plays it with two one-digit numbers shown slowly, a pre-schooler's first sums.
    subjects: [1, 3, 10],
    ru: 'Ментальный счёт',
    en: 'Flash mental arithmetic',
    uk: 'Ментальний рахунок',
    icon: 'flash-anzan',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'abacus',
    subjects: [1, 3],
    ru: 'Абакус: флеш-карты',
    en: 'Abacus flash cards',
    uk: 'Абакус: флеш-картки',
    icon: 'abacus',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'fractions',
    subjects: [1],
    ru: 'Дроби',
    en: 'Fractions',
    uk: 'Дроби',
    icon: 'fractions',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'equations',
    subjects: [1],
    ru: 'Уравнения',
    en: 'Equations',
    uk: 'Рівняння',
    icon: 'equations',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'unitConverter',
    subjects: [1],
    ru: 'Единицы измерения',
    en: 'Unit converter',
    uk: 'Одиниці вимірювання',
    icon: 'units',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'graphs',
    subjects: [1],
    ru: 'Графики',
    en: 'Graphs',
    uk: 'Графіки',
    icon: 'graphs',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'speedTest',
    subjects: [1, 3],
    ru: 'Тест на скорость',
    en: 'Speed test',
    uk: 'Тест на швидкість',
    icon: 'speed-test',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'wordProblem',
    subjects: [1],
    ru: 'Текстовые задачи',
    en: 'Word problems',
    uk: 'Текстові задачі',
    icon: 'word-problems',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'schulte',
    // Attention practice for every subject's children, and the reader's first trainer (issue [9]); English finds
    // the letters of its alphabet, school readiness a small table of numbers (issue [13]).
    subjects: [2, 1, 3, 9, 10, 11],
    ru: 'Таблица Шульте',
    en: 'Schulte table',
    uk: 'Таблиця Шульте',
    icon: 'schulte',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'stroop',
    subjects: [2, 1, 3, 11],
    ru: 'Тест Струпа',
    en: 'Stroop test',
    uk: 'Тест Струпа',
    icon: 'stroop',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'mentalTest',
    subjects: [1, 3],
    ru: 'Контрольная по устному счёту',
    en: 'Mental arithmetic test',
    uk: 'Контрольна з усного рахунку',
    icon: 'speed-test',
    type_id: 1,
    // A test is a whole lesson's worth of tasks, so it pays a little more than a practice round.
    likes_rule: { per_correct: 0.25, min_correct: 5, max_per_round: 5, daily_cap: 15 },
    listed: false,
  },
  {
    component: 'wordSearch',
    // Reading practice for readers, English learners and pre-schoolers learning letters (issue [9]).
    subjects: [2, 9, 10],
    ru: 'Найди слова',
    en: 'Word search',
    uk: 'Знайди слова',
    icon: 'word-search',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'speedReading',
    // The reader's own trainer: texts per interface language and school years (issue [9]).
    subjects: [2, 9, 11],
    ru: 'Скорочтение',
    en: 'Speed reading',
    uk: 'Швидкочитання',
    icon: 'speed-reading',
    type_id: 1,
    // Three questions a round: two understood pay a like, all three (a win) one more.
    likes_rule: { per_correct: 0.5, min_correct: 2, per_win: 1, max_per_round: 3, daily_cap: 12 },
  },
  {
    component: 'memo',
    // Memory practice for every subject's children: pictures for the youngest, words and numbers later (English words
    // in English, issue [13]).
    subjects: [2, 1, 3, 10, 9, 11],
    ru: 'Мнемотехника',
    en: 'Memory trainer',
    uk: 'Мнемотехніка',
    icon: 'memo',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'labyrinth',
    // Issue [10]: mazes for everyone; the gates' examples make it a math trainer too.
    subjects: [1, 3, 10, 11],
    ru: 'Лабиринт',
    en: 'Labyrinth',
    uk: 'Лабіринт',
    icon: 'labyrinth',
    type_id: 1,
    likes_rule: { per_correct: 0.5, min_correct: 2, max_per_round: 3, daily_cap: 12 },
  },
  {
    component: 'dino',
    // Issue [10]: a reaction game for every subject's breaks, scored by distance.
    subjects: [1, 2, 3, 10, 11],
    ru: 'Динозаврик',
    en: 'Dino run',
    uk: 'Динозаврик',
    icon: 'dino',
    type_id: 1,
    likes_rule: { per_correct: 1, min_correct: 1, max_per_round: 1, daily_cap: 5 },
  },
  {
    component: 'metronome',
    // Issue [10]: rhythm for every subject's children; a steady hand helps counting and reading aloud alike.
    subjects: [1, 2, 3, 10],
    ru: 'Метроном',
    en: 'Metronome',
    uk: 'Метроном',
    icon: 'metronome',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'fillword',
    subjects: [2, 9, 10],
    ru: 'Филворд',
    en: 'Fillword',
    uk: 'Філворд',
    icon: 'fillword',
    type_id: 1,
    likes_rule: STANDARD_LIKES,
  },
  {
    component: 'articulation',
    // Issue [10]: a speech therapist's daily gymnastics for readers and the youngest; a whole round done earns a like
    // or two, however slowly it was done, and waiting through holds is not a way to farm likes.
    subjects: [2, 10],
    ru: 'Артикуляционная гимнастика',
    en: 'Articulation exercises',
    uk: 'Артикуляційна гімнастика',
    icon: 'articulation',
    type_id: 1,
    likes_rule: { per_correct: 0.2, min_correct: 3, max_per_round: 2, daily_cap: 6, per_win: 1 },
  },
  {
    component: 'speechCards',
    // Issue [10]: a memory game of pictures whose words hold Р, Л, Ш or С, named aloud as they are turned.
    subjects: [2, 10],
    ru: 'Логопедические карточки',
    en: 'Speech cards',
    uk: 'Логопедичні картки',
    icon: 'speechCards',
    type_id: 1,
    likes_rule: { per_correct: 0.5, min_correct: 3, max_per_round: 3, daily_cap: 9 },
  },
  {
    component: 'connect4',
    // Issue [11]: played online against a classmate or a bot, ranked by wins (type_id 2).
    subjects: [1, 2, 3, 8, 9, 10, 11],
    ru: 'Четыре в ряд',
    en: 'Connect four',
    uk: 'Чотири в ряд',
    icon: 'connect4',
    type_id: 2,
    likes_rule: ONLINE_LIKES,
  },
  {
    component: 'picnic',
    // Issue [11]: the number game for two to four players; alone it is a 90-second round scored by baskets.
    subjects: [1, 3, 10],
    ru: 'Летний пикник',
    en: 'Summer picnic',
    uk: 'Літній пікнік',
    icon: 'picnic',
    type_id: 2,
    likes_rule: { ...ONLINE_LIKES, per_correct: 0.34, min_correct: 3 },
  },
];

/** Adds the catalogue rows that are missing; rows already there (perhaps edited by an admin) stay as they are. */
export async function insertTrainerCatalogue(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .insertInto('trainers')
    .values(
      TRAINER_CATALOGUE.map((entry, index) => ({
        component: entry.component,
        subjects: JSON.stringify(entry.subjects),
        title_ru: entry.ru,
        title_en: entry.en,
        title_uk: entry.uk,
        icon: entry.icon,
        type_id: entry.type_id,
        default_settings: null,
        likes_rule: JSON.stringify(entry.likes_rule),
        position: index + 1,
        listed: entry.listed ?? true,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('component').doNothing())
    .execute();
}
