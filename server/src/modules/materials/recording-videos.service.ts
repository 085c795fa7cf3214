import type { Readable } from 'node:stream';
import {
  RECORDING_VIDEO_TYPES,
  type Recording,
  type RecordingVideoUrl,
  recordingVideoFieldsSchema,
  roleIdSchema,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SignedVideoQuery, SignedVideoUrls } from '../../lib/signed-video-url.ts';
import type { ServedVideo } from '../../lib/video-http.ts';
import type { ReceivedFile, VideoStore } from '../../lib/video-store.ts';
import { checkedVideoUpload, storeReceiver, withReceivedFile } from '../../lib/video-upload.ts';
import type { UsersPort } from '../users/users.port.ts';
import { toRecording } from './materials.mapper.ts';
import { findRecording, insertRecording } from './materials.repo.ts';
import { type ClassLookups, managedClass, readableClass } from './materials.service.ts';

export interface RecordingVideosService {
  /** The size limit the multipart reader enforces (config.recordingMaxBytes). */
  readonly maxBytes: number;
  /** Checked before the body is read, so a refused caller does not get to fill the disk first. */
  assertMayUpload(actor: AuthUser, groupId: number): Promise<void>;
  receive(stream: Readable): Promise<ReceivedFile>;
  discard(file: ReceivedFile | null): Promise<void>;
  /** Keeps the received file as the class's recording, or refuses it and leaves nothing on disk. */
  add(actor: AuthUser, groupId: number, fields: Record<string, string>, file: ReceivedFile | null): Promise<Recording>;
  videoUrl(actor: AuthUser, recordingId: number): Promise<RecordingVideoUrl>;
  /**
   * The video behind a signed address. The signature is checked before anything is looked up; then the
   * reader it names must still be active and still see the class.
   */
  video(recordingId: number, query: SignedVideoQuery): Promise<ServedVideo>;
}

export function createRecordingVideosService(deps: {
  database: Database;
  clock: Clock;
  store: VideoStore;
  urls: SignedVideoUrls;
  maxBytes: number;
  users: Pick<UsersPort, 'findAuthState'>;
  groups: ClassLookups;
}): RecordingVideosService {
  const { findAuthState } = deps.users;
  const { db } = deps.database;
  const { store } = deps;

  async function findVideo(recordingId: number, reader: AuthUser) {
    const recording = await findRecording(db, recordingId);
    if (!recording) throw new AppError('NOT_FOUND');
    // Access first, so an outsider learns nothing of what kind of recording it is.
    await readableClass(db, deps.groups, reader, recording.group_id);
    const { video_name: name, video_type: contentType } = recording;
    if (recording.kind !== 'video' || !name || !contentType) throw new AppError('NOT_FOUND');
    return { id: recording.id, name, contentType };
  }

  return {
    maxBytes: deps.maxBytes,

    async assertMayUpload(actor, groupId) {
      await managedClass(db, deps.groups, actor, groupId);
    },

    ...storeReceiver(store),

    add: (actor, groupId, fields, received) =>
      withReceivedFile(store, received, async (keep) => {
        await managedClass(db, deps.groups, actor, groupId);
        const { data, file, extension } = await checkedVideoUpload(store, recordingVideoFieldsSchema, fields, received);
        const row = await insertRecording(db, {
          group_id: groupId,
          title: data.title,
          recorded_on: data.recorded_on,
          kind: 'video',
          url: null,
          video_name: await keep(file, extension),
          video_size: file.size,
          video_type: RECORDING_VIDEO_TYPES[extension],
          created_at: deps.clock().toISOString(),
        });
        return toRecording(row);
      }),

    async videoUrl(actor, recordingId) {
      const video = await findVideo(recordingId, actor);
      return deps.urls.sign(video.id, actor.id);
    },

    async video(recordingId, query) {
      const readerId = deps.urls.verify(recordingId, query);
      const reader = readerId === null ? null : await findAuthState(db, readerId);
      if (!reader?.is_active) throw new AppError('VIDEO_LINK_EXPIRED');
      const video = await findVideo(recordingId, { id: reader.id, role_id: roleIdSchema.parse(reader.role_id) });
      const file = await store.locate(video.name);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, contentType: video.contentType };
    },
  };
}
