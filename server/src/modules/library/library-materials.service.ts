import {
  type LibraryCreateBody,
  type LibraryListQuery,
  type LibraryMaterial,
  type LibraryTagsQuery,
  type LibraryUpdateBody,
  libraryVideoLinkSchema,
  linkSchema,
  ROLE,
} from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import {
  deleteLibraryMaterial,
  type LibraryRow,
  listLibrary,
  replaceTags,
  tagsInUse,
  tagsOf,
  updateLibraryMaterial,
} from './library.repo.ts';
import { changed, type LibraryContext, type LibraryDeps, type WriteContext } from './library-context.ts';
import { removeDroppedFiles } from './library-stored-files.ts';

const EMPTY_DOC = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [] }] });

export interface LibraryMaterialsService {
  list(actor: AuthUser, query: LibraryListQuery): Promise<LibraryMaterial[]>;
  tags(actor: AuthUser, query: LibraryTagsQuery): Promise<string[]>;
  create(actor: AuthUser, body: LibraryCreateBody, context: WriteContext): Promise<LibraryMaterial>;
  update(actor: AuthUser, id: number, body: LibraryUpdateBody, context: WriteContext): Promise<LibraryMaterial>;
  remove(actor: AuthUser, id: number, context: WriteContext): Promise<{ id: number }>;
}

/** A link's or a linked video's address, checked as its kind needs (a video plays only from YouTube or Vimeo). */
function checkedUrl(kind: LibraryRow['kind'], url: string | null | undefined): string {
  const parsed = (kind === 'video' ? libraryVideoLinkSchema : linkSchema).safeParse(url ?? '');
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message;
    throw invalidField(
      'url',
      code === 'LIBRARY_VIDEO_HOST_NOT_ALLOWED' || code === 'LINK_NOT_HTTPS' ? code : 'FIELD_REQUIRED',
    );
  }
  return parsed.data;
}

/** Whether the material plays from a link it keeps (a link, a linked video), rather than a file of its own. */
const hasLink = (row: LibraryRow) => row.kind === 'link' || (row.kind === 'video' && row.video_name === null);

/** The library's materials as admins keep them and teachers browse them. */
export function createLibraryMaterialsService(deps: LibraryDeps, library: LibraryContext): LibraryMaterialsService {
  const { database } = deps;
  const { db } = database;

  /** The subjects a caller may browse: all for an admin, their own for a teacher. */
  async function subjectScope(actor: AuthUser, subjectId: number | undefined): Promise<readonly number[] | undefined> {
    if (actor.role_id === ROLE.admin) return subjectId === undefined ? undefined : [subjectId];
    const own = await deps.teachers.teacherSubjectIds(db, actor.id);
    return subjectId === undefined ? own : own.filter((id) => id === subjectId);
  }

  return {
    async list(actor, query) {
      const rows = await listLibrary(db, {
        subjectIds: await subjectScope(actor, query.subject_id),
        kind: query.kind,
        tag: query.tag || undefined,
        q: query.q || undefined,
        visibleOnly: actor.role_id !== ROLE.admin,
      });
      return library.materialsOf(rows, actor);
    },

    async tags(actor, query) {
      return tagsInUse(db, await subjectScope(actor, query.subject_id));
    },

    async create(actor, body, context) {
      const stamp = library.now();
      const row = await library.insert(
        actor,
        {
          subject_id: body.subject_id,
          kind: body.kind,
          title: body.title,
          description: body.description,
          url: body.kind === 'page' ? null : checkedUrl(body.kind, body.url),
          draft_doc: body.kind === 'page' ? EMPTY_DOC : null,
          draft_saved_at: body.kind === 'page' ? stamp : null,
          created_by: actor.id,
          created_at: stamp,
          updated_at: stamp,
        },
        body.tags,
        context,
      );
      return library.one(row, actor);
    },

    async update(actor, id, body, context) {
      const row = await database.transaction(async (trx) => {
        const before = await library.existing(trx, id);
        const beforeTags = (await tagsOf(trx, [id])).get(id) ?? [];
        const url = hasLink(before) ? checkedUrl(before.kind, body.url) : null;
        const after = await updateLibraryMaterial(trx, id, {
          subject_id: body.subject_id,
          title: body.title,
          description: body.description,
          ...(url === null ? {} : { url }),
          updated_at: library.now(),
        });
        if (!after) throw new AppError('NOT_FOUND');
        await replaceTags(trx, id, body.tags);
        const pick = (r: LibraryRow, tags: readonly string[]) => ({
          subject_id: r.subject_id,
          title: r.title,
          description: r.description,
          url: r.url,
          tags: [...tags].sort(),
        });
        await library.record(
          trx,
          actor,
          'material.update',
          id,
          context,
          changed(pick(before, beforeTags), pick(after, body.tags)),
        );
        return after;
      });
      return library.one(row, actor);
    },

    async remove(actor, id, context) {
      const row = await database.transaction(async (trx) => {
        const deleted = await deleteLibraryMaterial(trx, id);
        if (!deleted) throw new AppError('NOT_FOUND');
        await library.record(trx, actor, 'material.delete', id, context, {
          before: { kind: deleted.kind, subject_id: deleted.subject_id, title: deleted.title },
        });
        return deleted;
      });
      await removeDroppedFiles(db, deps, row, null);
      return { id };
    },
  };
}
