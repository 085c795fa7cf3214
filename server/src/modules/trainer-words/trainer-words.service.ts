import { randomInt } from 'node:crypto';
import {
  isListWord,
  type Locale,
  type MemoChoice,
  memoChoiceSchema,
  type TrainerWord,
  type TrainerWordBody,
  type TrainerWordListQuery,
  type TrainerWordPatch,
  type WordDictionary,
  type WordGameChoice,
  type WordGameComponent,
  type WordGameTryOut,
  wordGameChoiceSchema,
} from '@umka/contracts';
import {
  createRng,
  FILLWORD_MAX_LENGTH,
  FILLWORD_SIZES,
  type MemoSettings,
  memoWordsNeeded,
  pickCoveringWords,
  pickSearchWords,
  WORD_SEARCH_LEVEL_SHAPES,
} from '@umka/games';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, invalidField, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import {
  deleteTrainerWord,
  findTrainerWord,
  insertTrainerWord,
  listTrainerWords,
  type TrainerWordRow,
  updateTrainerWord,
  wordsOfLocale,
} from './trainer-words.repo.ts';

/** What a word game's settings hold: the player's choice and the words the server dealt for it. */
export interface WordGameSettings extends WordGameChoice {
  words: string[];
}

export interface TrainerWordsService {
  dictionary(locale: Locale): Promise<WordDictionary>;
  list(query: TrainerWordListQuery): Promise<Page<TrainerWord>>;
  create(body: TrainerWordBody): Promise<TrainerWord>;
  update(id: number, patch: TrainerWordPatch): Promise<TrainerWord>;
  remove(id: number): Promise<{ id: number }>;
  /** A word game's session settings from a player's choice: the words are drawn here, never sent by the client. */
  sessionSettings(component: WordGameComponent): (requested: unknown) => Promise<WordGameSettings>;
  /** The same for a teacher or admin trying a word game out without a session. */
  tryOutSettings(choice: WordGameTryOut): Promise<WordGameSettings>;
  /** Mnemonics' session settings: a word round is dealt its words here; pictures and numbers come from the seed. */
  memoSessionSettings(requested: unknown): Promise<MemoSettings>;
  memoTryOutSettings(choice: MemoChoice): Promise<MemoSettings>;
}

/** A mnemonics round's words are read at a glance: short ones. */
const MEMO_WORD_LENGTHS = { min: 3, max: 7 };
const DEFAULT_MEMO: MemoChoice = { kind: 'pictures', length: 4, showMs: 2000, locale: 'ru-RU' };

/** What a game is dealt when the player asked for nothing: the easiest level in the default language. */
const DEFAULT_CHOICE: WordGameChoice = { locale: 'ru-RU', level: 1 };

const toTrainerWord = (row: TrainerWordRow): TrainerWord => ({
  id: row.id,
  locale: row.locale as Locale,
  word: row.word,
  updated_at: row.updated_at,
});

/** The words of one game drawn from a list; null when the list is too short for the level. */
function dealWords(component: WordGameComponent, choice: WordGameChoice, list: readonly string[]): string[] | null {
  const rng = createRng(randomInt(0, 2 ** 31 - 1));
  if (component === 'wordSearch') {
    const shape = WORD_SEARCH_LEVEL_SHAPES[choice.level];
    return pickSearchWords(rng, list, shape.words, { min: shape.minLength, max: shape.maxLength });
  }
  const size = FILLWORD_SIZES[choice.level];
  return pickCoveringWords(rng, list, size * size, FILLWORD_MAX_LENGTH[choice.level]);
}

export function createTrainerWordsService(deps: { database: Database; clock: Clock }): TrainerWordsService {
  const { db } = deps.database;

  async function load(id: number): Promise<TrainerWord> {
    const row = await findTrainerWord(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toTrainerWord(row);
  }

  function taken(error: unknown): never {
    if (isUniqueViolation(error)) {
      throw new AppError('WORD_TAKEN', { fields: [fieldError('word', 'WORD_TAKEN')], cause: error });
    }
    throw error;
  }

  async function settingsFor(
    component: WordGameComponent,
    choice: WordGameChoice,
    field: string,
  ): Promise<WordGameSettings> {
    const words = dealWords(component, choice, await wordsOfLocale(db, choice.locale));
    if (!words) throw invalidField(field, 'NOT_ENOUGH_WORDS');
    return { locale: choice.locale, level: choice.level, words };
  }

  async function memoSettingsFor(choice: MemoChoice, field: string): Promise<MemoSettings> {
    if (choice.kind !== 'words') return { ...choice, words: [] };
    const rng = createRng(randomInt(0, 2 ** 31 - 1));
    const words = pickSearchWords(
      rng,
      await wordsOfLocale(db, choice.locale),
      memoWordsNeeded(choice.length),
      MEMO_WORD_LENGTHS,
    );
    if (!words) throw invalidField(field, 'NOT_ENOUGH_WORDS');
    return { ...choice, words };
  }

  return {
    async dictionary(locale) {
      return { locale, words: await wordsOfLocale(db, locale) };
    },

    async list(query) {
      const contains = query.search ? query.search.toLocaleUpperCase().replaceAll('Ё', 'Е') : null;
      // Words are letters alone: a search with anything else finds none, and never reaches LIKE's wildcards.
      if (contains !== null && !/^\p{L}+$/u.test(contains)) return toPage([], 0, query);
      const { rows, total } = await listTrainerWords(db, { ...query, contains });
      return toPage(rows.map(toTrainerWord), total, query);
    },

    async create(body) {
      const now = deps.clock().toISOString();
      const id = await insertTrainerWord(db, { ...body, created_at: now, updated_at: now }).catch(taken);
      return load(id);
    },

    async update(id, patch) {
      const current = await load(id);
      if (!isListWord(current.locale, patch.word)) throw invalidField('word', 'WORD_LETTERS');
      const updated = await updateTrainerWord(db, id, patch.word, deps.clock().toISOString()).catch(taken);
      if (!updated) throw new AppError('NOT_FOUND');
      return load(id);
    },

    async remove(id) {
      if (!(await deleteTrainerWord(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },

    sessionSettings: (component) => async (requested) => {
      if (requested === undefined) return settingsFor(component, DEFAULT_CHOICE, 'settings.level');
      const parsed = wordGameChoiceSchema.safeParse(requested);
      if (!parsed.success) throw invalidFields('settings', parsed.error.issues);
      return settingsFor(component, parsed.data, 'settings.level');
    },

    tryOutSettings: ({ component, ...choice }) => settingsFor(component, choice, 'level'),

    async memoSessionSettings(requested) {
      if (requested === undefined) return memoSettingsFor(DEFAULT_MEMO, 'settings.kind');
      const parsed = memoChoiceSchema.safeParse(requested);
      if (!parsed.success) throw invalidFields('settings', parsed.error.issues);
      return memoSettingsFor(parsed.data, 'settings.kind');
    },

    memoTryOutSettings: (choice) => memoSettingsFor(choice, 'kind'),
  };
}
