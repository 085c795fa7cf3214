import type {
  Homework,
  HomeworkFromTemplate,
  HomeworkItemInput,
  HomeworkTemplate,
  HomeworkTemplateBody,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { HomeworkItems } from './homework.items.ts';
import { toItemInputs } from './homework.mapper.ts';
import { assertManagesClass, assertOwnsTemplate } from './homework.policy.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
} from './homework.repo.ts';
import type { HomeworkService } from './homework.service.ts';
import { describeItems, parseStoredItems, storedItems } from './homework-template-items.ts';

export interface HomeworkTemplatesService {
  list(actor: AuthUser): Promise<HomeworkTemplate[]>;
  get(actor: AuthUser, templateId: number): Promise<HomeworkTemplate>;
  create(actor: AuthUser, body: HomeworkTemplateBody): Promise<HomeworkTemplate>;
  update(actor: AuthUser, templateId: number, body: HomeworkTemplateBody): Promise<HomeworkTemplate>;
  remove(actor: AuthUser, templateId: number): Promise<void>;
  /** Saves a homework the actor manages as a template of their own. */
  saveHomework(actor: AuthUser, homeworkId: number, title: string): Promise<HomeworkTemplate>;
  /** A new homework of a class from the template's items, checked again against the class's subject. */
  createHomework(actor: AuthUser, templateId: number, body: HomeworkFromTemplate): Promise<Homework>;
}

export function createHomeworkTemplatesService(deps: {
  database: Database;
  items: HomeworkItems;
  homework: Pick<HomeworkService, 'get' | 'create'>;
  clock: Clock;
  fileRows: Pick<FilesPort, 'filesByIds'>;
}): HomeworkTemplatesService {
  const { database } = deps;
  const { db, dialect } = database;

  function inputsOf(row: TemplateRow): HomeworkItemInput[] {
    return parseStoredItems(dialect, row.items);
  }

  async function toTemplates(rows: readonly TemplateRow[]): Promise<HomeworkTemplate[]> {
    const items = await describeItems(db, deps.fileRows, rows.map(inputsOf));
    return rows.map((row, index) => ({
      id: row.id,
      teacher_id: row.teacher_id,
      title: row.title,
      description: row.description,
      items: items[index] ?? [],
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function one(row: TemplateRow | undefined): Promise<HomeworkTemplate> {
    const [template] = row ? await toTemplates([row]) : [];
    if (!template) throw new AppError('NOT_FOUND');
    return template;
  }

  async function owned(actor: AuthUser, templateId: number): Promise<TemplateRow> {
    const row = await findTemplate(db, templateId);
    if (!row) throw new AppError('NOT_FOUND');
    assertOwnsTemplate(actor, row);
    return row;
  }

  async function insert(actor: AuthUser, body: HomeworkTemplateBody): Promise<HomeworkTemplate> {
    const id = await insertTemplate(db, {
      teacher_id: actor.id,
      title: body.title,
      description: body.description ?? null,
      items: storedItems(body.items),
      created_at: deps.clock().toISOString(),
    });
    return one(await findTemplate(db, id));
  }

  return {
    async list(actor) {
      return toTemplates(await listTemplates(db, actor.id));
    },

    async get(actor, templateId) {
      return one(await owned(actor, templateId));
    },

    async create(actor, body) {
      await deps.items.validate(actor, null, body.items);
      return insert(actor, body);
    },

    async update(actor, templateId, body) {
      const row = await owned(actor, templateId);
      await deps.items.validate(actor, null, body.items);
      await updateTemplate(db, row.id, {
        title: body.title,
        description: body.description ?? null,
        items: storedItems(body.items),
        updated_at: deps.clock().toISOString(),
      });
      return one(await findTemplate(db, row.id));
    },

    async remove(actor, templateId) {
      const row = await owned(actor, templateId);
      await deleteTemplate(db, row.id);
    },

    async saveHomework(actor, homeworkId, title) {
      const homework = await deps.homework.get(actor, homeworkId);
      assertManagesClass(actor, homework.teacher_id);
      return insert(actor, { title, description: homework.description, items: toItemInputs(homework.items) });
    },

    async createHomework(actor, templateId, body) {
      const row = await owned(actor, templateId);
      return deps.homework.create(actor, {
        group_id: body.group_id,
        title: row.title,
        description: row.description,
        given_on: body.given_on,
        due_on: body.due_on,
        published: body.published,
        items: inputsOf(row),
        template_title: row.title,
      });
    },
  };
}
