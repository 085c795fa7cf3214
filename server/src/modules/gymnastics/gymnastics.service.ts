import {
  GYMNASTICS_BUILTINS,
  type GymnasticsAdminListQuery,
  type GymnasticsCreateBody,
  type GymnasticsDone,
  type GymnasticsDoneBody,
  type GymnasticsOrderBody,
  type GymnasticsPage,
  type GymnasticsPageQuery,
  type GymnasticsUpdateBody,
  type GymnasticsVideo,
  gymnasticsUploadFieldsSchema,
  RECORDING_VIDEO_TYPES,
  ROLE,
  roleIdSchema,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SignedVideoQuery, SignedVideoUrls } from '../../lib/signed-video-url.ts';
import type { ServedVideo, VideoReceiver } from '../../lib/video-http.ts';
import type { ReceivedFile, VideoStore } from '../../lib/video-store.ts';
import { checkedVideoUpload, storeReceiver, withReceivedFile } from '../../lib/video-upload.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import {
  builtinKindOf,
  countsIfBefore,
  GYMNASTICS_ADVICE,
  gymnasticsDay,
  toGymnasticsVideo,
  toToday,
} from './gymnastics.mapper.ts';
import { assertMayUseGymnastics } from './gymnastics.policy.ts';
import {
  countGymnasticsSession,
  deleteGymnasticsVideo,
  findGymnasticsDone,
  findGymnasticsVideo,
  type GymnasticsVideoRow,
  insertGymnasticsVideo,
  listGymnasticsVideos,
  nextGymnasticsPosition,
  updateGymnasticsVideo,
} from './gymnastics.repo.ts';

/** The folder of storageDir that holds uploaded gymnastics videos. */
export const GYMNASTICS_FOLDER = 'gymnastics';

export interface GymnasticsService extends VideoReceiver {
  /** The size limit the multipart reader enforces (config.recordingMaxBytes). */
  readonly maxBytes: number;
  page(actor: AuthUser, query: GymnasticsPageQuery): Promise<GymnasticsPage>;
  done(actor: AuthUser, body: GymnasticsDoneBody): Promise<GymnasticsDone>;
  adminList(actor: AuthUser, query: GymnasticsAdminListQuery): Promise<GymnasticsVideo[]>;
  create(actor: AuthUser, body: GymnasticsCreateBody): Promise<GymnasticsVideo>;
  /** Keeps the received file as an exercise, or refuses it and leaves nothing on disk. */
  upload(actor: AuthUser, fields: Record<string, string>, file: ReceivedFile | null): Promise<GymnasticsVideo>;
  update(actor: AuthUser, id: number, body: GymnasticsUpdateBody): Promise<GymnasticsVideo>;
  order(actor: AuthUser, body: GymnasticsOrderBody): Promise<GymnasticsVideo[]>;
  remove(id: number): Promise<{ id: number }>;
  /** The uploaded video behind a signed address, while its reader is active and may still see the subject. */
  video(id: number, query: SignedVideoQuery): Promise<ServedVideo>;
}

export function createGymnasticsService(deps: {
  database: Database;
  clock: Clock;
  store: VideoStore;
  urls: SignedVideoUrls;
  maxBytes: number;
  users: Pick<UsersPort, 'findAuthState'>;
  trainers: Pick<TrainersPort, 'activeSubjectIds'>;
}): GymnasticsService {
  const { database, store, urls } = deps;
  const { db } = database;

  const mapFor = (reader: AuthUser) => (row: GymnasticsVideoRow) =>
    toGymnasticsVideo(row, (id) => urls.sign(id, reader.id));

  async function assertMayUse(actor: AuthUser, subjectId: number): Promise<void> {
    if (actor.role_id !== ROLE.student) return;
    assertMayUseGymnastics(actor, subjectId, await deps.trainers.activeSubjectIds(db, actor.id));
  }

  async function load(id: number): Promise<GymnasticsVideoRow> {
    const row = await findGymnasticsVideo(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  function checkUpdate(row: GymnasticsVideoRow, body: GymnasticsUpdateBody): void {
    if (row.source === 'builtin') {
      if (body.kind !== builtinKindOf(row.builtin_key)) throw invalidField('kind', 'FIELD_INVALID');
    } else if (body.title === null) {
      throw invalidField('title', 'FIELD_REQUIRED');
    }
    if (body.link_url !== undefined && row.source !== 'link') throw invalidField('link_url', 'FIELD_INVALID');
  }

  return {
    maxBytes: deps.maxBytes,

    ...storeReceiver(store),

    async page(actor, query) {
      await assertMayUse(actor, query.subject_id);
      const day = gymnasticsDay(deps.clock());
      const [rows, done] = await Promise.all([
        listGymnasticsVideos(db, query.subject_id),
        findGymnasticsDone(db, actor.id, day),
      ]);
      return {
        subject_id: query.subject_id,
        advice: GYMNASTICS_ADVICE,
        today: toToday(day, done),
        videos: rows.map(mapFor(actor)),
      };
    },

    async done(actor, body) {
      await assertMayUse(actor, body.subject_id);
      const now = deps.clock();
      const day = gymnasticsDay(now);
      const counted = await countGymnasticsSession(db, {
        userId: actor.id,
        day,
        now: now.toISOString(),
        countsIfBefore: countsIfBefore(now),
      });
      return {
        counted: counted !== undefined,
        today: toToday(day, counted ?? (await findGymnasticsDone(db, actor.id, day))),
      };
    },

    async adminList(actor, query) {
      return (await listGymnasticsVideos(db, query.subject_id)).map(mapFor(actor));
    },

    async create(actor, body) {
      const now = deps.clock().toISOString();
      const kind = body.source === 'builtin' ? GYMNASTICS_BUILTINS[body.builtin_key] : body.kind;
      const row = await insertGymnasticsVideo(db, {
        subject_id: body.subject_id,
        kind,
        source: body.source,
        title: body.title,
        link_url: body.source === 'link' ? body.link_url : null,
        builtin_key: body.source === 'builtin' ? body.builtin_key : null,
        position: await nextGymnasticsPosition(db, body.subject_id, kind),
        created_at: now,
        updated_at: now,
      });
      return mapFor(actor)(row);
    },

    upload: (actor, fields, received) =>
      withReceivedFile(store, received, async (keep) => {
        const { data, file, extension } = await checkedVideoUpload(
          store,
          gymnasticsUploadFieldsSchema,
          fields,
          received,
        );
        const { subject_id: subjectId, kind, title } = data;
        const position = await nextGymnasticsPosition(db, subjectId, kind);
        const now = deps.clock().toISOString();
        const row = await insertGymnasticsVideo(db, {
          subject_id: subjectId,
          kind,
          source: 'video',
          title,
          video_name: await keep(file, extension),
          video_size: file.size,
          video_type: RECORDING_VIDEO_TYPES[extension],
          position,
          created_at: now,
          updated_at: now,
        });
        return mapFor(actor)(row);
      }),

    async update(actor, id, body) {
      const row = await load(id);
      checkUpdate(row, body);
      const moved = row.subject_id !== body.subject_id || row.kind !== body.kind;
      const updated = await updateGymnasticsVideo(db, id, {
        subject_id: body.subject_id,
        kind: body.kind,
        title: body.title,
        ...(body.link_url !== undefined ? { link_url: body.link_url } : {}),
        ...(moved ? { position: await nextGymnasticsPosition(db, body.subject_id, body.kind) } : {}),
        updated_at: deps.clock().toISOString(),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return mapFor(actor)(updated);
    },

    async order(actor, body) {
      const rows = await database.transaction(async (trx) => {
        const current = (await listGymnasticsVideos(trx, body.subject_id)).filter((row) => row.kind === body.kind);
        const wanted = new Set(body.ids);
        const same =
          wanted.size === body.ids.length &&
          current.length === body.ids.length &&
          current.every((row) => wanted.has(row.id));
        if (!same) throw invalidField('ids', 'FIELD_INVALID');
        const now = deps.clock().toISOString();
        const ordered: GymnasticsVideoRow[] = [];
        for (const [position, id] of body.ids.entries()) {
          const row = await updateGymnasticsVideo(trx, id, { position, updated_at: now });
          if (row) ordered.push(row);
        }
        return ordered;
      });
      return rows.map(mapFor(actor));
    },

    async remove(id) {
      const row = await deleteGymnasticsVideo(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      // The row goes first: a file whose removal fails is an orphan on disk, never a row that plays nothing.
      if (row.video_name) await store.remove(row.video_name);
      return { id };
    },

    async video(id, query) {
      const readerId = urls.verify(id, query);
      const reader = readerId === null ? null : await deps.users.findAuthState(db, readerId);
      if (!reader?.is_active) throw new AppError('VIDEO_LINK_EXPIRED');
      const row = await load(id);
      await assertMayUse({ id: reader.id, role_id: roleIdSchema.parse(reader.role_id) }, row.subject_id);
      if (row.source !== 'video' || !row.video_name || !row.video_type) throw new AppError('NOT_FOUND');
      const file = await store.locate(row.video_name);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, contentType: row.video_type };
    },
  };
}
