import {
  type MathTask,
  type MathTaskBody,
  type MathTaskListQuery,
  type MathTaskPatch,
  type WordProblemSessionSettings,
  wordProblemSessionSettingsSchema,
} from '@umka/contracts';
import { templatesForClass, type WordProblemSettings } from '@umka/games';
import type { Database } from '../../db/database.ts';
import { AppError, invalidField, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { toMathTask, toTemplate, validTemplate } from './math-tasks.mapper.ts';
import {
  deleteMathTask,
  findMathTask,
  insertMathTask,
  listMathTasks,
  mathTasksOfClass,
  updateMathTask,
} from './math-tasks.repo.ts';

/** Most templates one word-problem session carries (the bound of wordProblemSettings in @umka/games). */
const MAX_SESSION_TEMPLATES = 100;

export interface MathTasksService {
  list(query: MathTaskListQuery): Promise<Page<MathTask>>;
  get(id: number): Promise<MathTask>;
  create(body: MathTaskBody): Promise<MathTask>;
  update(id: number, patch: MathTaskPatch): Promise<MathTask>;
  remove(id: number): Promise<{ id: number }>;
  /**
   * The word-problem trainer's session settings from what a student asked for (class and count):
   * the templates are the stored tasks of that class, never ones the client sends.
   */
  wordProblemSettings(requested: unknown): Promise<WordProblemSettings | undefined>;
  /**
   * The same settings for a teacher or admin trying the trainer out without a session; the
   * choice arrives already parsed as the request body, so a class without tasks is named `class_number`.
   */
  tryOutSettings(chosen: WordProblemSessionSettings): Promise<WordProblemSettings>;
}

export function createMathTasksService(deps: { database: Database; clock: Clock }): MathTasksService {
  const { db, dialect } = deps.database;

  async function load(id: number): Promise<MathTask> {
    const row = await findMathTask(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toMathTask(dialect, row);
  }

  function columns(task: MathTaskBody) {
    return { ...task, variables: JSON.stringify(task.variables) };
  }

  /** The stored tasks of a class as the trainer's settings; `field` names the class where the caller sent it. */
  async function settingsOfClass(
    { class_number: classNumber, count }: WordProblemSessionSettings,
    field: string,
  ): Promise<WordProblemSettings> {
    const rows = await mathTasksOfClass(db, classNumber, MAX_SESSION_TEMPLATES);
    const templates = templatesForClass(
      rows.map((row) => toTemplate(dialect, row)),
      classNumber,
    );
    if (templates.length === 0) throw invalidField(field, 'NO_TASKS_FOR_CLASS');
    return { templates, count };
  }

  return {
    async list(query) {
      const { rows, total } = await listMathTasks(db, query);
      return toPage(
        rows.map((row) => toMathTask(dialect, row)),
        total,
        query,
      );
    },

    get: load,

    async create(body) {
      const now = deps.clock().toISOString();
      const id = await insertMathTask(db, { ...columns(validTemplate(body)), created_at: now, updated_at: now });
      return load(id);
    },

    async update(id, patch) {
      const current = await load(id);
      const merged = validTemplate({
        text: patch.text ?? current.text,
        text_en: patch.text_en === undefined ? current.text_en : patch.text_en,
        text_uk: patch.text_uk === undefined ? current.text_uk : patch.text_uk,
        expression: patch.expression ?? current.expression,
        variables: patch.variables ?? current.variables,
        digit_rank: patch.digit_rank ?? current.digit_rank,
        integer_answer: patch.integer_answer ?? current.integer_answer,
        class_number: patch.class_number ?? current.class_number,
      });
      const updated = await updateMathTask(db, id, { ...columns(merged), updated_at: deps.clock().toISOString() });
      if (!updated) throw new AppError('NOT_FOUND');
      return load(id);
    },

    async remove(id) {
      if (!(await deleteMathTask(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },

    async wordProblemSettings(requested) {
      // Nothing asked: the catalogue's or the rules' own defaults apply, as for every trainer.
      if (requested === undefined) return undefined;
      const parsed = wordProblemSessionSettingsSchema.safeParse(requested);
      if (!parsed.success) {
        throw invalidFields('settings', parsed.error.issues);
      }
      return settingsOfClass(parsed.data, 'settings.class_number');
    },

    tryOutSettings: (chosen) => settingsOfClass(chosen, 'class_number'),
  };
}
