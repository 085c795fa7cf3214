import {
  type Guide,
  type GuideAdminListQuery,
  type GuideCreateBody,
  type GuideList,
  type GuideListQuery,
  type GuideUpdateBody,
  guideCode,
  isGuideSubject,
  RECORDING_VIDEO_TYPES,
  roleIdSchema,
} from '@umka/contracts';
import { z } from 'zod';
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
import { textColumns, toGuide } from './guides.mapper.ts';
import { assertMayReadGuides } from './guides.policy.ts';
import { deleteGuide, findGuide, type GuideRow, insertGuide, listGuides, updateGuide } from './guides.repo.ts';

/** The folder of storageDir that holds uploaded guide videos. */
export const GUIDES_FOLDER = 'guides';

/** An upload to an existing guide carries the file alone. */
const NO_FIELDS = z.object({});

export interface GuidesService extends VideoReceiver {
  /** The size limit the multipart reader enforces (config.recordingMaxBytes). */
  readonly maxBytes: number;
  list(actor: AuthUser, query: GuideListQuery): Promise<GuideList>;
  adminList(actor: AuthUser, query: GuideAdminListQuery): Promise<Guide[]>;
  create(actor: AuthUser, body: GuideCreateBody): Promise<Guide>;
  update(actor: AuthUser, id: number, body: GuideUpdateBody): Promise<Guide>;
  /** Makes the received file the guide's video, or refuses it and leaves nothing on disk. */
  upload(actor: AuthUser, id: number, fields: Record<string, string>, file: ReceivedFile | null): Promise<Guide>;
  remove(id: number): Promise<{ id: number }>;
  /** The uploaded video behind a signed address, while its reader is active and may still read the subject's guides. */
  video(id: number, query: SignedVideoQuery): Promise<ServedVideo>;
}

export function createGuidesService(deps: {
  database: Database;
  clock: Clock;
  store: VideoStore;
  urls: SignedVideoUrls;
  maxBytes: number;
  users: Pick<UsersPort, 'watchedGuides' | 'findAuthState'>;
  trainers: Pick<TrainersPort, 'activeSubjectIds'>;
}): GuidesService {
  const { store, urls } = deps;
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();
  const mapFor = (reader: AuthUser) => (row: GuideRow) => toGuide(row, (id) => urls.sign(id, reader.id));

  async function assertMayRead(actor: AuthUser, subjectId: number): Promise<void> {
    assertMayReadGuides(actor, subjectId, await deps.trainers.activeSubjectIds(db, actor.id));
  }

  /** The stored file a change left behind; the row changed first, so a failed removal is an orphan, never a gap. */
  async function dropReplacedFile(before: GuideRow, after: GuideRow): Promise<void> {
    if (before.video_name && before.video_name !== after.video_name) await store.remove(before.video_name);
  }

  return {
    maxBytes: deps.maxBytes,

    ...storeReceiver(store),

    async list(actor, query) {
      await assertMayRead(actor, query.subject_id);
      const [rows, watched] = await Promise.all([
        listGuides(db, query.subject_id),
        deps.users.watchedGuides(db, actor.id),
      ]);
      const seen = new Set(watched);
      const map = mapFor(actor);
      return {
        subject_id: query.subject_id,
        guides: rows.map((row) => ({ ...map(row), seen: seen.has(row.code) })),
      };
    },

    async adminList(actor, query) {
      return (await listGuides(db, query.subject_id)).map(mapFor(actor));
    },

    async create(actor, body) {
      // The schema refused any other subject; this narrows the number to the subjects that have guide codes.
      if (!isGuideSubject(body.subject_id)) throw invalidField('subject_id', 'FIELD_INVALID');
      const row = await insertGuide(db, {
        code: guideCode(body.subject_id, body.number),
        subject_id: body.subject_id,
        number: body.number,
        ...textColumns(body),
        source: body.link_url === null ? 'none' : 'link',
        link_url: body.link_url,
        feature: body.feature,
        created_at: now(),
        updated_at: now(),
      });
      if (!row) throw new AppError('CONFLICT');
      return mapFor(actor)(row);
    },

    async update(actor, id, body) {
      const before = await findGuide(db, id);
      if (!before) throw new AppError('NOT_FOUND');
      // The code, subject and number stay: users' property names the code of what they have seen.
      const row = await updateGuide(db, id, {
        ...textColumns(body),
        ...(body.link_url !== undefined
          ? {
              source: body.link_url === null ? 'none' : 'link',
              link_url: body.link_url,
              video_name: null,
              video_size: null,
              video_type: null,
            }
          : {}),
        feature: body.feature,
        updated_at: now(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      await dropReplacedFile(before, row);
      return mapFor(actor)(row);
    },

    upload: (actor, id, fields, received) =>
      withReceivedFile(store, received, async (keep) => {
        const { file, extension } = await checkedVideoUpload(store, NO_FIELDS, fields, received);
        const before = await findGuide(db, id);
        if (!before) throw new AppError('NOT_FOUND');
        const row = await updateGuide(db, id, {
          source: 'video',
          link_url: null,
          video_name: await keep(file, extension),
          video_size: file.size,
          video_type: RECORDING_VIDEO_TYPES[extension],
          updated_at: now(),
        });
        if (!row) throw new AppError('NOT_FOUND');
        await dropReplacedFile(before, row);
        return mapFor(actor)(row);
      }),

    async remove(id) {
      const row = await deleteGuide(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.video_name) await store.remove(row.video_name);
      return { id };
    },

    async video(id, query) {
      const readerId = urls.verify(id, query);
      const reader = readerId === null ? null : await deps.users.findAuthState(db, readerId);
      if (!reader?.is_active) throw new AppError('VIDEO_LINK_EXPIRED');
      const row = await findGuide(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      await assertMayRead({ id: reader.id, role_id: roleIdSchema.parse(reader.role_id) }, row.subject_id);
      if (row.source !== 'video' || !row.video_name || !row.video_type) throw new AppError('NOT_FOUND');
      const file = await store.locate(row.video_name);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, contentType: row.video_type };
    },
  };
}
