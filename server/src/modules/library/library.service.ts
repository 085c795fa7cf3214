import {
  LIBRARY_DOCUMENT_TYPES,
  type LibraryCreateBody,
  type LibraryDraft,
  type LibraryDraftBody,
  type LibraryListQuery,
  type LibraryMaterial,
  type LibraryPage,
  type LibraryPicture,
  type LibraryTagsQuery,
  type LibraryTrainer,
  type LibraryUpdateBody,
  libraryVideoLinkSchema,
  linkSchema,
  type MediaUpload,
  ROLE,
} from '@umka/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { contentDisposition, displayName } from '../files/files.mapper.ts';
import type { ClassLookups } from '../materials/materials.service.ts';
import { readableClass } from '../materials/materials.service.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { parseDoc, toLibraryMaterial, toLibraryTrainer } from './library.mapper.ts';
import { assertReadsMaterial } from './library.policy.ts';
import {
  deleteLibraryMaterial,
  findLibraryMaterial,
  groupLibraryMaterials,
  insertLibraryMaterial,
  type LibraryRow,
  listLibrary,
  publishIfCurrent,
  replaceTags,
  replaceTeacherShares,
  saveDraftIfCurrent,
  sharedWithStudent,
  tagsInUse,
  tagsOf,
  teacherGroupsIn,
  teacherShares,
  updateLibraryMaterial,
} from './library.repo.ts';
import { libraryDocumentType, libraryPicture } from './library-files.ts';
import type { LibraryUpload } from './library-upload.ts';
import { sanitizePageDoc, trainerIdsOf } from './page-doc.ts';

/** The folder of storageDir that holds library documents; they are only ever served through their endpoint. */
export const LIBRARY_FOLDER = 'library';

const EMPTY_DOC = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [] }] });

/** Who did it and from where, for the audit log. */
export interface WriteContext {
  ip: string;
}

export interface DownloadedDocument {
  contentType: string;
  disposition: string;
  bytes: Buffer;
}

export interface LibraryService {
  list(actor: AuthUser, query: LibraryListQuery): Promise<LibraryMaterial[]>;
  tags(actor: AuthUser, query: LibraryTagsQuery): Promise<string[]>;
  create(actor: AuthUser, body: LibraryCreateBody, context: WriteContext): Promise<LibraryMaterial>;
  upload(actor: AuthUser, upload: LibraryUpload, context: WriteContext): Promise<LibraryMaterial>;
  update(actor: AuthUser, id: number, body: LibraryUpdateBody, context: WriteContext): Promise<LibraryMaterial>;
  remove(actor: AuthUser, id: number, context: WriteContext): Promise<{ id: number }>;
  draft(actor: AuthUser, id: number): Promise<LibraryDraft>;
  saveDraft(actor: AuthUser, id: number, body: LibraryDraftBody, context: WriteContext): Promise<LibraryDraft>;
  publish(actor: AuthUser, id: number, version: number, context: WriteContext): Promise<LibraryMaterial>;
  page(actor: AuthUser, id: number): Promise<LibraryPage>;
  document(actor: AuthUser, id: number): Promise<DownloadedDocument>;
  picture(actor: AuthUser, bytes: Buffer, context: WriteContext): Promise<LibraryPicture>;
  trainers(): Promise<LibraryTrainer[]>;
  share(actor: AuthUser, id: number, groupIds: readonly number[]): Promise<LibraryMaterial>;
  ofGroup(actor: AuthUser, groupId: number): Promise<LibraryMaterial[]>;
}

/** Only the fields whose value changed, as the audit convention asks. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export function createLibraryService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  storage: Storage;
  /** Pictures are kept as every admin picture is: checked WebP under /media, never reused names. */
  media: { upload(bytes: Buffer): Promise<MediaUpload> };
  trainers: Pick<TrainersPort, 'listTrainers'>;
  teachers: Pick<TeachersPort, 'teacherSubjectIds'>;
  groups: ClassLookups;
}): LibraryService {
  const { database, audit } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function materialsOf(rows: readonly LibraryRow[], actor: AuthUser): Promise<LibraryMaterial[]> {
    const ids = rows.map((row) => row.id);
    const [tags, shares] = await Promise.all([
      tagsOf(db, ids),
      actor.role_id === ROLE.teacher ? teacherShares(db, ids, actor.id) : Promise.resolve([]),
    ]);
    return rows.map((row) =>
      toLibraryMaterial(
        row,
        tags.get(row.id) ?? [],
        shares.filter((share) => share.material_id === row.id).map((share) => share.group_id),
      ),
    );
  }

  async function one(row: LibraryRow, actor: AuthUser): Promise<LibraryMaterial> {
    const [material] = await materialsOf([row], actor);
    if (!material) throw new AppError('NOT_FOUND');
    return material;
  }

  async function existing(executor: Kysely<DB>, id: number): Promise<LibraryRow> {
    const row = await findLibraryMaterial(executor, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function existingPage(executor: Kysely<DB>, id: number): Promise<LibraryRow> {
    const row = await existing(executor, id);
    if (row.kind !== 'page') throw new AppError('NOT_FOUND');
    return row;
  }

  /** The subjects a caller may browse: all for an admin, their own for a teacher. */
  async function subjectScope(actor: AuthUser, subjectId: number | undefined): Promise<readonly number[] | undefined> {
    if (actor.role_id === ROLE.admin) return subjectId === undefined ? undefined : [subjectId];
    const own = await deps.teachers.teacherSubjectIds(db, actor.id);
    return subjectId === undefined ? own : own.filter((id) => id === subjectId);
  }

  async function readable(actor: AuthUser, id: number): Promise<LibraryRow> {
    return assertReadsMaterial(actor, await findLibraryMaterial(db, id), {
      teacherSubjectIds: () => deps.teachers.teacherSubjectIds(db, actor.id),
      sharedWithStudent: () => sharedWithStudent(db, id, actor.id),
    });
  }

  async function catalogue(): Promise<Map<number, LibraryTrainer>> {
    const rows = await deps.trainers.listTrainers(db);
    return new Map(rows.filter((row) => Boolean(row.listed)).map((row) => [row.id, toLibraryTrainer(row)]));
  }

  async function trainersIn(ids: readonly number[]): Promise<LibraryTrainer[]> {
    if (ids.length === 0) return [];
    const known = await catalogue();
    return ids.flatMap((id) => {
      const trainer = known.get(id);
      return trainer ? [trainer] : [];
    });
  }

  async function draftOf(row: LibraryRow): Promise<LibraryDraft> {
    const doc = parseDoc(row.draft_doc);
    return {
      material_id: row.id,
      title: row.title,
      subject_id: row.subject_id,
      doc,
      version: row.draft_version,
      saved_at: row.draft_saved_at ?? row.created_at,
      published_at: row.published_at,
      unpublished_changes: row.published_version !== row.draft_version,
      trainers: await trainersIn(trainerIdsOf(doc)),
    };
  }

  /** A link's or a video's address, checked as its kind needs (a video plays only from YouTube or Vimeo). */
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

  async function created(
    actor: AuthUser,
    values: Parameters<typeof insertLibraryMaterial>[1],
    tags: readonly string[],
    context: WriteContext,
  ): Promise<LibraryMaterial> {
    const row = await database.transaction(async (trx) => {
      const inserted = await insertLibraryMaterial(trx, values);
      await replaceTags(trx, inserted.id, tags);
      await audit.record(trx, {
        user_id: actor.id,
        action: 'material.create',
        target_type: 'material',
        target_id: inserted.id,
        ip: context.ip,
        meta: { after: { kind: inserted.kind, subject_id: inserted.subject_id, title: inserted.title, tags } },
      });
      return inserted;
    });
    return one(row, actor);
  }

  async function recordIn(
    trx: Transaction<DB>,
    actor: AuthUser,
    action: string,
    id: number,
    context: WriteContext,
    meta: Record<string, unknown>,
  ) {
    await audit.record(trx, {
      user_id: actor.id,
      action,
      target_type: 'material',
      target_id: id,
      ip: context.ip,
      meta,
    });
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
      return materialsOf(rows, actor);
    },

    async tags(actor, query) {
      return tagsInUse(db, await subjectScope(actor, query.subject_id));
    },

    async create(actor, body, context) {
      const stamp = now();
      return created(
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
    },

    async upload(actor, upload, context) {
      const stamp = now();
      const { fields } = upload;
      const base = {
        subject_id: fields.subject_id,
        kind: fields.kind,
        title: fields.title,
        description: fields.description,
        created_by: actor.id,
        created_at: stamp,
        updated_at: stamp,
      };
      if (fields.kind === 'picture') {
        const { url } = await deps.media.upload(await libraryPicture(upload.bytes));
        return created(actor, { ...base, picture_url: url }, fields.tags, context);
      }
      const extension = await libraryDocumentType(upload.bytes);
      const stored = await deps.storage.write(LIBRARY_FOLDER, extension, upload.bytes);
      try {
        return await created(
          actor,
          {
            ...base,
            document_name: stored,
            document_original_name: displayName(upload.filename, extension),
            document_size: upload.bytes.length,
            document_type: LIBRARY_DOCUMENT_TYPES[extension],
          },
          fields.tags,
          context,
        );
      } catch (error) {
        // A refused row leaves no file behind.
        await deps.storage.remove(LIBRARY_FOLDER, stored);
        throw error;
      }
    },

    async update(actor, id, body, context) {
      const row = await database.transaction(async (trx) => {
        const before = await existing(trx, id);
        const beforeTags = (await tagsOf(trx, [id])).get(id) ?? [];
        const url = before.kind === 'link' || before.kind === 'video' ? checkedUrl(before.kind, body.url) : null;
        const after = await updateLibraryMaterial(trx, id, {
          subject_id: body.subject_id,
          title: body.title,
          description: body.description,
          ...(url === null ? {} : { url }),
          updated_at: now(),
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
        await recordIn(
          trx,
          actor,
          'material.update',
          id,
          context,
          changed(pick(before, beforeTags), pick(after, body.tags)),
        );
        return after;
      });
      return one(row, actor);
    },

    async remove(actor, id, context) {
      const row = await database.transaction(async (trx) => {
        const deleted = await deleteLibraryMaterial(trx, id);
        if (!deleted) throw new AppError('NOT_FOUND');
        await recordIn(trx, actor, 'material.delete', id, context, {
          before: { kind: deleted.kind, subject_id: deleted.subject_id, title: deleted.title },
        });
        return deleted;
      });
      // After the row: a file whose removal fails is left over on disk, never a material without its file.
      if (row.document_name) await deps.storage.remove(LIBRARY_FOLDER, row.document_name);
      return { id };
    },

    async draft(_actor, id) {
      return draftOf(await existingPage(db, id));
    },

    async saveDraft(actor, id, body, context) {
      const { doc, trainerIds } = sanitizePageDoc(body.doc);
      if (trainerIds.length > 0) {
        const known = await catalogue();
        if (trainerIds.some((trainerId) => !known.has(trainerId))) throw invalidField('doc', 'FIELD_INVALID');
      }
      const row = await database.transaction(async (trx) => {
        await existingPage(trx, id);
        const saved = await saveDraftIfCurrent(trx, id, body.version, {
          draft_doc: JSON.stringify(doc),
          draft_saved_at: now(),
        });
        if (!saved) throw new AppError('LIBRARY_DRAFT_OUTDATED');
        // The document itself is the draft's, not the log's: the log keeps which version was saved.
        await recordIn(trx, actor, 'material.draft_save', id, context, {
          before: { version: body.version },
          after: { version: saved.draft_version },
        });
        return saved;
      });
      return draftOf(row);
    },

    async publish(actor, id, version, context) {
      const row = await database.transaction(async (trx) => {
        const before = await existingPage(trx, id);
        const published = await publishIfCurrent(trx, id, version, now());
        if (!published) throw new AppError('LIBRARY_DRAFT_OUTDATED');
        await recordIn(trx, actor, 'material.publish', id, context, {
          before: { published_version: before.published_version },
          after: { published_version: published.published_version },
        });
        return published;
      });
      return one(row, actor);
    },

    async page(actor, id) {
      const row = await readable(actor, id);
      if (row.kind !== 'page' || row.published_at === null || row.published_doc === null) {
        throw new AppError('NOT_FOUND');
      }
      const doc = parseDoc(row.published_doc);
      return {
        material_id: row.id,
        title: row.title,
        subject_id: row.subject_id,
        doc,
        published_at: row.published_at,
        trainers: await trainersIn(trainerIdsOf(doc)),
      };
    },

    async document(actor, id) {
      const row = await readable(actor, id);
      if (row.kind !== 'document' || !row.document_name || !row.document_type || !row.document_original_name) {
        throw new AppError('NOT_FOUND');
      }
      const bytes = await deps.storage.read(LIBRARY_FOLDER, row.document_name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return {
        contentType: row.document_type,
        disposition: contentDisposition(row.document_original_name),
        bytes,
      };
    },

    async picture(actor, bytes, context) {
      const picture = await deps.media.upload(await libraryPicture(bytes));
      await database.transaction((trx) =>
        audit.record(trx, {
          user_id: actor.id,
          action: 'material.picture_upload',
          target_type: 'media',
          target_id: null,
          ip: context.ip,
          meta: { after: { url: picture.url } },
        }),
      );
      return picture;
    },

    async trainers() {
      return [...(await catalogue()).values()];
    },

    async share(actor, id, groupIds) {
      const row = await readable(actor, id);
      const wanted = [...new Set(groupIds)];
      const own = await teacherGroupsIn(db, actor.id, row.subject_id, wanted);
      if (own.length !== wanted.length) throw invalidField('group_ids', 'FIELD_INVALID');
      await database.transaction((trx) => replaceTeacherShares(trx, id, actor.id, wanted, now()));
      return one(row, actor);
    },

    async ofGroup(actor, groupId) {
      await readableClass(db, deps.groups, actor, groupId);
      const rows = await groupLibraryMaterials(db, [groupId]);
      return materialsOf(rows, actor);
    },
  };
}
