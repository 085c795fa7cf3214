import {
  IT_PROJECT_MAX_SCREENSHOTS,
  IT_PROJECTS_TOP_SIZE,
  type ItProjectBody,
  type ItProjectDetail,
  type ItProjectEdit,
  type ItProjectList,
  type ItProjectListQuery,
  type ItProjectTop,
  ROLE,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { findItCategory } from './it-categories.repo.ts';
import type { ProjectForm } from './it-projects.form.ts';
import { SCREENSHOT_FOLDER, toItProjectCard, toItProjectDetail } from './it-projects.mapper.ts';
import type { ItAccess } from './it-projects.policy.ts';
import {
  countItProjects,
  deleteItProject,
  deleteScreenshots,
  findItProjectCard,
  type ItProjectCardRow,
  type ItProjectFilter,
  insertItProject,
  insertScreenshots,
  listItProjectCards,
  listScreenshots,
  updateItProject,
} from './it-projects.repo.ts';
import { screenshotOf } from './it-projects.screenshot.ts';

export interface ItProjectsService {
  /** The exhibition (approved projects) or, with `mine`, the caller's own in any state. */
  list(actor: AuthUser, query: ItProjectListQuery): Promise<ItProjectList>;
  top(actor: AuthUser): Promise<ItProjectTop>;
  get(actor: AuthUser, id: number): Promise<ItProjectDetail>;
  /** `form` reads the request's form, once the caller is known to be an IT student. */
  create(actor: AuthUser, form: () => Promise<ProjectForm<ItProjectBody>>): Promise<ItProjectDetail>;
  /** The author's edit; whatever the project's state, it goes back to the teacher. */
  update(actor: AuthUser, id: number, form: () => Promise<ProjectForm<ItProjectEdit>>): Promise<ItProjectDetail>;
  /** The author's own delete (the project and its screenshots are gone). */
  removeOwn(actor: AuthUser, id: number): Promise<{ id: number }>;
}

const invalid = (field: string, code: Parameters<typeof fieldError>[1]) =>
  new AppError('IT_PROJECT_INVALID', { fields: [fieldError(field, code)] });

/** What a project keeps of its text: the title folded for the search as well. */
function textColumns(body: ItProjectBody) {
  return {
    title: body.title,
    title_search: body.title.toLocaleLowerCase(),
    title_justification: body.title_justification,
    stages: body.stages,
    difficulties: body.difficulties,
    reason: body.reason,
    category_id: body.category_id,
    link: body.link ?? null,
  };
}

export function createItProjectsService(deps: {
  database: Database;
  clock: Clock;
  storage: Storage;
  access: ItAccess;
}): ItProjectsService {
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();

  async function detail(row: ItProjectCardRow, actor: AuthUser, showComment: boolean): Promise<ItProjectDetail> {
    return toItProjectDetail(row, await listScreenshots(db, row.id), actor.id, showComment);
  }

  async function loadOwn(actor: AuthUser, id: number): Promise<ItProjectCardRow> {
    const row = await findItProjectCard(db, id, actor.id);
    if (!row || (row.student_id !== actor.id && row.status !== 'approved')) throw new AppError('IT_PROJECT_NOT_FOUND');
    if (row.student_id !== actor.id) throw new AppError('FORBIDDEN');
    return row;
  }

  async function assertCategory(categoryId: number) {
    if (!(await findItCategory(db, categoryId))) throw invalid('category_id', 'IT_CATEGORY_UNKNOWN');
  }

  /** Checks every screenshot before any is kept, then keeps them; answers the stored names in order. */
  async function store(files: Buffer[], firstIndex: number): Promise<string[]> {
    const shots = await Promise.all(files.map((file, index) => screenshotOf(file, firstIndex + index)));
    const names: string[] = [];
    try {
      for (const shot of shots) names.push(await deps.storage.write(SCREENSHOT_FOLDER, shot.extension, shot.bytes));
    } catch (error) {
      // A disk that fills up halfway leaves none of the set behind.
      await forget(names);
      throw error;
    }
    return names;
  }

  async function forget(names: readonly string[]) {
    for (const name of names) await deps.storage.remove(SCREENSHOT_FOLDER, name);
  }

  /** Writes with the new screenshots on disk; should the write fail, the files go with it. */
  async function withStored<T>(names: string[], write: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    try {
      return await deps.database.transaction(write);
    } catch (error) {
      await forget(names);
      throw error;
    }
  }

  return {
    async list(actor, query) {
      await deps.access.assertItStudent(db, actor);
      const filter: ItProjectFilter = {
        ...(query.mine === '1' ? { studentId: actor.id } : { status: 'approved' as const }),
        title: query.title ? query.title.toLocaleLowerCase() : undefined,
        categoryId: query.category_id,
      };
      const [total, rows] = await Promise.all([
        countItProjects(db, filter),
        listItProjectCards(db, filter, {
          viewerId: actor.id,
          order: query.order_by,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
      ]);
      return {
        data: rows.map((row) => toItProjectCard(row, actor.id)),
        page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      };
    },

    async top(actor) {
      await deps.access.assertItStudent(db, actor);
      const rows = await listItProjectCards(
        db,
        { status: 'approved' },
        { viewerId: actor.id, order: 'likes', limit: IT_PROJECTS_TOP_SIZE, offset: 0 },
      );
      return { data: rows.map((row) => toItProjectCard(row, actor.id)) };
    },

    async get(actor, id) {
      if (actor.role_id === ROLE.student) {
        await deps.access.assertItStudent(db, actor);
        const row = await findItProjectCard(db, id, actor.id);
        const own = row?.student_id === actor.id;
        if (!row || (!own && row.status !== 'approved')) throw new AppError('IT_PROJECT_NOT_FOUND');
        return detail(row, actor, own);
      }
      const row = await findItProjectCard(db, id, actor.id);
      if (!row) throw new AppError('IT_PROJECT_NOT_FOUND');
      if (!(await deps.access.mayReview(db, actor, row.student_id))) throw new AppError('FORBIDDEN');
      return detail(row, actor, true);
    },

    async create(actor, form) {
      await deps.access.assertItStudent(db, actor);
      const { body, files } = await form();
      await assertCategory(body.category_id);
      if (files.length === 0 && !body.link) throw invalid('screenshots', 'IT_PROJECT_SHOWCASE_REQUIRED');
      const names = await store(files, 0);
      const id = await withStored(names, async (trx) => {
        const projectId = await insertItProject(trx, {
          student_id: actor.id,
          ...textColumns(body),
          status: 'pending',
          created_at: now(),
          updated_at: now(),
        });
        await insertScreenshots(trx, projectId, names, 1, now());
        return projectId;
      });
      return detail(await loadOwn(actor, id), actor, true);
    },

    async update(actor, id, form) {
      await deps.access.assertItStudent(db, actor);
      await loadOwn(actor, id);
      const { body, files } = await form();
      await assertCategory(body.category_id);
      const current = await listScreenshots(db, id);
      const keep = new Set(body.keep_screenshot_ids);
      if (body.keep_screenshot_ids.some((shotId) => !current.some((shot) => shot.id === shotId))) {
        throw invalid('keep_screenshot_ids', 'FIELD_INVALID');
      }
      const kept = current.filter((shot) => keep.has(shot.id));
      const dropped = current.filter((shot) => !keep.has(shot.id));
      if (kept.length + files.length > IT_PROJECT_MAX_SCREENSHOTS) {
        throw invalid('screenshots', 'IT_PROJECT_TOO_MANY_SCREENSHOTS');
      }
      if (kept.length + files.length === 0 && !body.link) throw invalid('screenshots', 'IT_PROJECT_SHOWCASE_REQUIRED');
      const names = await store(files, kept.length);
      const after = Math.max(0, ...kept.map((shot) => shot.number));
      await withStored(names, async (trx) => {
        // Changed after a decision, it is the teacher's to look at again before others see it (spec §4).
        const found = await updateItProject(trx, id, { ...textColumns(body), status: 'pending', updated_at: now() });
        if (!found) throw new AppError('IT_PROJECT_NOT_FOUND');
        await deleteScreenshots(
          trx,
          dropped.map((shot) => shot.id),
        );
        await insertScreenshots(trx, id, names, after + 1, now());
      });
      await forget(dropped.map((shot) => shot.file));
      return detail(await loadOwn(actor, id), actor, true);
    },

    async removeOwn(actor, id) {
      await deps.access.assertItStudent(db, actor);
      await loadOwn(actor, id);
      const shots = await listScreenshots(db, id);
      await deps.database.transaction((trx) => deleteItProject(trx, id));
      await forget(shots.map((shot) => shot.file));
      return { id };
    },
  };
}
