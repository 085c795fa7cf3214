import { type AnyTrainerRules, rulesFor } from '@umka/games';
import type { Kysely } from 'kysely';
import { applyLikesChange } from '../../modules/likes/likes.repo.ts';
import type { LedgerEntry } from '../../modules/likes/likes.types.ts';
import { storeJudgedRound } from '../../modules/trainers/round-store.ts';
import { toTrainer } from '../../modules/trainers/trainer-mapper.ts';
import { claimSession, insertSession, listTrainers } from '../../modules/trainers/trainers.repo.ts';
import type { DialectName } from '../database.ts';
import type { DB } from '../schema.ts';
import { readingCorpus } from './reading/reading-corpus.ts';
import { speechArtCards } from './speech-art.ts';

const DAY_MS = 86_400_000;
/** The rounds of a trainer are spread over this many past days, oldest first, so the trend chart has a story. */
const SPREAD_DAYS = 20;

/** One trainer a demo student has practised: the share of right answers in each round, oldest first. */
interface PractisedTrainer {
  component: string;
  subjectId: number;
  accuracy: readonly number[];
  /**
   * For trainers scored by pace (the Schulte table, Stroop, the word search): how long each task took in each round, oldest first.
   * Without it, a task takes half as long again as the fastest honest answer.
   */
  paceMs?: readonly number[];
  /** Settings of the trainer's rounds, oldest first (speed reading: its text and a pace that grows). */
  settings?: readonly object[];
  /** For trainers scored by what a round weighs (the dino's metres, the metronome's closeness): each round's points. */
  points?: readonly number[];
}

/** The text Миша's speed-reading rounds read: the first of the second level in the Russian corpus. */
const DEMO_READING = readingCorpus['ru-RU'].find((text) => text.level === 2);
const demoReading = (wpm: number) => ({
  locale: 'ru-RU',
  level: 2,
  mode: 'rsvp',
  wpm,
  text: { id: 0, title: DEMO_READING?.title, text: DEMO_READING?.text, questions: DEMO_READING?.questions },
});

/** The field Миша's speech-card rounds were dealt: three pictures of Р from the repo's art. */
const demoSpeechCards = {
  locale: 'ru-RU',
  sound: 'r',
  pairs: 3,
  faces: 'pictures',
  cards: speechArtCards('ru-RU')
    .filter((card) => card.sound === 'r')
    .slice(0, 3)
    .map((card) => ({ id: 0, word: card.word, image_url: `/speech-art/${card.art_key}.svg` })),
};

/** Катя's English rounds: a table of English letters, and English words to find or remember. */
const ENGLISH_LETTERS = { size: 5, variant: 'classic', symbols: 'lettersEn' };
const englishWordSearch = (words: readonly string[]) => ({ locale: 'en-US', level: 1, words });
const ENGLISH_MEMO = {
  kind: 'words',
  length: 4,
  showMs: 2500,
  locale: 'en-US',
  words: ['CAT', 'SUN', 'FISH', 'MOON', 'BOOK', 'TREE', 'DOG'],
};

/** Тёма's school readiness rounds: a three-by-three table of numbers and sums of two numbers shown slowly. */
const SMALL_NUMBERS = { size: 3, variant: 'classic', symbols: 'numbers' };
const FIRST_SUMS = { digits: 1, count: 2, speedMs: 3000, operations: 'add', allowNegative: false, problems: 5 };

/**
 * Who played what. Each student's rounds earn fewer likes than the demo balance in README.md, and the seed
 * tops the rest up, so the balances stay as documented and the likes history shows both kinds of entry.
 */
export const DEMO_TRAINER_ROUNDS: Readonly<Record<string, readonly PractisedTrainer[]>> = {
  'student@example.com': [
    { component: 'equations', subjectId: 1, accuracy: [0.6, 0.7, 0.7, 0.8, 0.9, 1] },
    { component: 'fractions', subjectId: 1, accuracy: [0.5, 0.6, 0.8] },
    { component: 'flashAnzan', subjectId: 1, accuracy: [0.6, 0.8, 1] },
    { component: 'flashAnzan', subjectId: 3, accuracy: [0.8, 1] },
    { component: 'abacus', subjectId: 3, accuracy: [0.7, 0.9] },
    { component: 'schulte', subjectId: 2, accuracy: [1, 1, 1, 1], paceMs: [1700, 1500, 1300, 1150] },
    { component: 'stroop', subjectId: 2, accuracy: [0.7, 0.85, 0.95], paceMs: [1300, 1100, 950] },
    { component: 'wordSearch', subjectId: 2, accuracy: [0.67, 0.84, 1], paceMs: [16_000, 12_000, 9000] },
    {
      component: 'speedReading',
      subjectId: 2,
      accuracy: [0.67, 0.67, 1, 1],
      settings: [110, 130, 150, 170].map(demoReading),
    },
    { component: 'fillword', subjectId: 2, accuracy: [0.67, 1], paceMs: [15_000, 11_000] },
    { component: 'memo', subjectId: 2, accuracy: [0.75, 1, 1] },
    { component: 'labyrinth', subjectId: 3, accuracy: [0.67, 1], paceMs: [25_000, 18_000] },
    // Runs that last longer each time: the metres are what such a run covers before its crash.
    {
      component: 'dino',
      subjectId: 2,
      accuracy: [1, 1, 1, 1],
      paceMs: [15_000, 21_000, 30_000, 40_000],
      points: [634, 949, 1504, 2247],
    },
    // Pairs of Р pictures found with fewer and fewer cards turned in vain.
    {
      component: 'speechCards',
      subjectId: 2,
      accuracy: [1, 1],
      paceMs: [9000, 6000],
      settings: [demoSpeechCards, demoSpeechCards],
    },
    // Sixteen beats at 90 a minute, tapped closer to the beat each time.
    {
      component: 'metronome',
      subjectId: 3,
      accuracy: [0.75, 0.875, 1],
      paceMs: [667, 667, 667],
      points: [1040, 1250, 1410],
    },
    // Articulation gymnastics: one exercise of three skipped, then all three done: a single like, so reading's 40 in
    // README.md stays within reach of its other rounds.
    { component: 'articulation', subjectId: 2, accuracy: [0.67, 1] },
  ],
  'student2@example.com': [{ component: 'equations', subjectId: 1, accuracy: [0.5, 0.7, 0.9] }],
  'student3@example.com': [
    { component: 'equations', subjectId: 1, accuracy: [0.8, 0.9, 1] },
    { component: 'fractions', subjectId: 1, accuracy: [0.9, 1] },
  ],
  'student4@example.com': [
    { component: 'equations', subjectId: 1, accuracy: [0.9, 1, 1, 1] },
    { component: 'unitConverter', subjectId: 1, accuracy: [0.8, 1] },
  ],
  'student5@example.com': [
    { component: 'equations', subjectId: 1, accuracy: [0.3, 0.5] },
    { component: 'fractions', subjectId: 1, accuracy: [0.4] },
  ],
  // English (issue [13]): the alphabet found faster each time, English words found and remembered.
  'student8@example.com': [
    {
      component: 'schulte',
      subjectId: 9,
      accuracy: [1, 1, 1],
      paceMs: [2600, 2100, 1700],
      settings: [ENGLISH_LETTERS, ENGLISH_LETTERS, ENGLISH_LETTERS],
    },
    {
      component: 'wordSearch',
      subjectId: 9,
      accuracy: [0.67, 1],
      paceMs: [18_000, 12_000],
      settings: [
        englishWordSearch(['CAT', 'BIRD', 'APPLE', 'HOUSE', 'TRAIN', 'FROG']),
        englishWordSearch(['DOG', 'LEMON', 'BOOK', 'TREE', 'SUN', 'FISH']),
      ],
    },
    { component: 'memo', subjectId: 9, accuracy: [0.75, 1], settings: [ENGLISH_MEMO, ENGLISH_MEMO] },
  ],
  // School readiness (issue [13]): numbers up to nine, first sums, mazes and a run now and then.
  'student9@example.com': [
    {
      component: 'schulte',
      subjectId: 10,
      accuracy: [1, 1, 1],
      paceMs: [4000, 3200, 2500],
      settings: [SMALL_NUMBERS, SMALL_NUMBERS, SMALL_NUMBERS],
    },
    { component: 'flashAnzan', subjectId: 10, accuracy: [0.6, 0.8], settings: [FIRST_SUMS, FIRST_SUMS] },
    { component: 'labyrinth', subjectId: 10, accuracy: [0.67, 1], paceMs: [40_000, 30_000] },
    { component: 'dino', subjectId: 10, accuracy: [1, 1], paceMs: [12_000, 18_000], points: [480, 760] },
  ],
};

/** When round `index` of `count` was played: spread over the past days, in the afternoon, trainers apart. */
function playedAt(now: Date, index: number, count: number, trainerIndex: number): Date {
  const daysAgo = count === 1 ? SPREAD_DAYS / 2 : SPREAD_DAYS - Math.round((index * (SPREAD_DAYS - 1)) / (count - 1));
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  // Afternoon hours only, however many trainers a student played: a past day's round never lands after midnight.
  day.setUTCHours(13 + (trainerIndex % 8), 10 + 7 * index, 0, 0);
  return day;
}

/** A pace a child could keep: the planned one, or half as slow again as the fastest honest answer to each task. */
function roundDuration(
  rules: AnyTrainerRules,
  seed: number,
  settings: unknown,
  paceMs: number | undefined,
): { total: number; ms: number } {
  const tasks = rules.generate(seed, settings);
  const answering = tasks.reduce<number>(
    (sum, task) => sum + (paceMs ?? Math.ceil(rules.minAnswerMs(task, settings) * 1.5)),
    0,
  );
  // A text read at its pace takes its own time before the answers (speed reading's round floor).
  const reading = Math.ceil((rules.minRoundMs?.(settings) ?? 0) / 0.9);
  return { total: tasks.length, ms: reading + answering };
}

/**
 * Plays the demo students' past rounds into the database as the trainers service stores a validated round:
 * a session claimed as finished, then standings, rating buckets, the statistics page's latest rounds and
 * the likes each round earned under its trainer's rule. Scores come from each trainer's own rules.
 * Returns the likes earned per student and subject.
 */
export async function insertDemoTrainerRounds(
  trx: Kysely<DB>,
  dialect: DialectName,
  student: { id: number; email: string },
  now: Date,
): Promise<Map<number, number>> {
  const catalogue = (await listTrainers(trx)).map((row) => toTrainer(dialect, row));
  const rounds = (DEMO_TRAINER_ROUNDS[student.email] ?? []).flatMap((plan, trainerIndex) => {
    const rules = rulesFor(plan.component);
    const trainer = catalogue.find((entry) => entry.component === plan.component);
    if (!rules || !trainer) throw new Error(`the demo rounds need the ${plan.component} trainer`);
    const base = rules.settings.parse(trainer.default_settings ?? rules.defaults);
    return plan.accuracy.map((accuracy, index) => ({
      paceMs: plan.paceMs?.[index],
      points: plan.points?.[index] ?? 0,
      plan,
      rules,
      trainer,
      settings: plan.settings?.[index] ? rules.settings.parse(plan.settings[index]) : base,
      accuracy,
      at: playedAt(now, index, plan.accuracy.length, trainerIndex),
      seed: student.id * 10_007 + trainerIndex * 101 + index,
    }));
  });
  // In the order they were played, so ids, the likes history and the daily cap follow time as in real play.
  rounds.sort((a, b) => a.at.getTime() - b.at.getTime());

  const earned = new Map<number, number>();
  for (const { plan, rules, trainer, settings, accuracy, at, seed, paceMs, points } of rounds) {
    const { total, ms } = roundDuration(rules, seed, settings, paceMs);
    const correct = Math.round(total * accuracy);
    const facts = {
      playedMs: ms,
      misses: 0,
      rightAnswerMs: Array.from({ length: correct }, () => ms / total),
      points,
    };
    const sessionId = await insertSession(trx, {
      student_id: student.id,
      trainer_id: trainer.id,
      subject_id: plan.subjectId,
      seed,
      settings,
      created_at: new Date(at.getTime() - ms).toISOString(),
      expires_at: new Date(at.getTime() + DAY_MS).toISOString(),
    });
    if (!(await claimSession(trx, sessionId, 'finished', at.toISOString())))
      throw new Error('a fresh demo session could not be claimed');
    const { likes } = await storeJudgedRound(
      trx,
      dialect,
      {
        session: { id: sessionId, student_id: student.id, trainer_id: trainer.id, subject_id: plan.subjectId },
        likesRule: trainer.likes_rule,
        verdict: { status: 'ok', outcome: rules.outcome(correct, total, ms, settings, facts) },
        durationMs: ms,
        now: at,
      },
      (db, entry: LedgerEntry) => accrue(db, entry, at),
    );
    earned.set(plan.subjectId, (earned.get(plan.subjectId) ?? 0) + likes);
  }
  return earned;
}

async function accrue(db: Kysely<DB>, entry: LedgerEntry, at: Date): Promise<number> {
  const balance = await applyLikesChange(db, entry, at.toISOString());
  if (balance === null) throw new Error('a positive change cannot be refused');
  return balance;
}
