import { randomInt } from 'node:crypto';
import {
  type ReadingText,
  type ReadingTextBody,
  type ReadingTextListQuery,
  type SessionReadingText,
  type SpeedReadingChoice,
  speedReadingChoiceSchema,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError, invalidField, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { toReadingText, toSessionText } from './reading-texts.mapper.ts';
import {
  deleteReadingText,
  findReadingText,
  insertReadingText,
  listReadingTexts,
  readingTextIds,
  updateReadingText,
} from './reading-texts.repo.ts';

/** The speed-reading trainer's settings: the reader's choice and the text the server dealt for it. */
export interface SpeedReadingSettings extends SpeedReadingChoice {
  text: SessionReadingText;
}

export interface ReadingTextsService {
  list(query: ReadingTextListQuery): Promise<Page<ReadingText>>;
  get(id: number): Promise<ReadingText>;
  create(body: ReadingTextBody): Promise<ReadingText>;
  update(id: number, body: ReadingTextBody): Promise<ReadingText>;
  remove(id: number): Promise<{ id: number }>;
  /** A session's settings from a reader's choice: the text is drawn here, never sent by the client. */
  sessionSettings(requested: unknown): Promise<SpeedReadingSettings>;
  /** The same for a teacher or admin trying the trainer out without a session. */
  tryOutSettings(choice: SpeedReadingChoice): Promise<SpeedReadingSettings>;
}

/** What a session is dealt when the reader asked for nothing: a first-year text flashed at a calm pace. */
const DEFAULT_CHOICE: SpeedReadingChoice = { locale: 'ru-RU', level: 1, mode: 'rsvp', wpm: 120 };

export function createReadingTextsService(deps: { database: Database; clock: Clock }): ReadingTextsService {
  const { db, dialect } = deps.database;

  async function load(id: number): Promise<ReadingText> {
    const row = await findReadingText(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toReadingText(dialect, row);
  }

  const columns = (body: ReadingTextBody) => ({ ...body, questions: JSON.stringify(body.questions) });

  async function settingsFor(choice: SpeedReadingChoice, field: string): Promise<SpeedReadingSettings> {
    const ids = await readingTextIds(db, choice.locale, choice.level);
    const id = ids[randomInt(0, Math.max(ids.length, 1))];
    const row = id === undefined ? undefined : await findReadingText(db, id);
    if (!row) throw invalidField(field, 'NO_READING_TEXTS');
    return { ...choice, text: toSessionText(dialect, row) };
  }

  return {
    async list(query) {
      const { rows, total } = await listReadingTexts(db, query);
      return toPage(
        rows.map((row) => toReadingText(dialect, row)),
        total,
        query,
      );
    },

    get: load,

    async create(body) {
      const now = deps.clock().toISOString();
      const id = await insertReadingText(db, { ...columns(body), slug: null, created_at: now, updated_at: now });
      return load(id);
    },

    async update(id, body) {
      const updated = await updateReadingText(db, id, { ...columns(body), updated_at: deps.clock().toISOString() });
      if (!updated) throw new AppError('NOT_FOUND');
      return load(id);
    },

    async remove(id) {
      if (!(await deleteReadingText(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },

    async sessionSettings(requested) {
      if (requested === undefined) return settingsFor(DEFAULT_CHOICE, 'settings.level');
      const parsed = speedReadingChoiceSchema.safeParse(requested);
      if (!parsed.success) throw invalidFields('settings', parsed.error.issues);
      return settingsFor(parsed.data, 'settings.level');
    },

    tryOutSettings: (choice) => settingsFor(choice, 'level'),
  };
}
