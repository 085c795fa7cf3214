import type { Readable } from 'node:stream';
import {
  type PageQuery,
  roleIdSchema,
  VOICE_RECORDING_MAX_BYTES,
  VOICE_RECORDING_TYPES,
  VOICE_RECORDINGS_PER_DAY,
  type VoiceAudioUrl,
  type VoiceRecording,
  type VoiceRecordingsPage,
  type VoiceUnheard,
  voiceRecordingFieldsSchema,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, fieldErrorsOf } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { SignedVideoQuery, SignedVideoUrls } from '../../lib/signed-video-url.ts';
import type { ServedVideo } from '../../lib/video-http.ts';
import type { ReceivedFile, VideoStore } from '../../lib/video-store.ts';
import { storeReceiver, withReceivedFile } from '../../lib/video-upload.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import { toVoiceRecording } from './voice-recordings.mapper.ts';
import { assertParty, assertRecipient } from './voice-recordings.policy.ts';
import {
  claimDailySend,
  countUnheard,
  countVoiceRecordings,
  deleteVoiceRecording,
  findVoiceRecording,
  insertVoiceRecording,
  listVoiceRecordings,
  markHeard,
  type Party,
} from './voice-recordings.repo.ts';
import { detectVoiceType, VOICE_HEAD_BYTES } from './voice-recordings.type.ts';

export interface VoiceRecordingsService {
  /** The size limit the multipart reader enforces. */
  readonly maxBytes: number;
  receive(stream: Readable): Promise<ReceivedFile>;
  discard(file: ReceivedFile | null): Promise<void>;
  /** Keeps the received file as the student's recording for their teacher, or refuses it and leaves nothing on disk. */
  send(actor: AuthUser, fields: Record<string, string>, file: ReceivedFile | null): Promise<VoiceRecording>;
  received(actor: AuthUser, query: PageQuery): Promise<VoiceRecordingsPage>;
  unheard(actor: AuthUser): Promise<VoiceUnheard>;
  sent(actor: AuthUser, query: PageQuery): Promise<VoiceRecordingsPage>;
  audioUrl(actor: AuthUser, id: number): Promise<VoiceAudioUrl>;
  /** The sound behind a signed address; the reader it names must still be active and still one of the pair. */
  audio(id: number, query: SignedVideoQuery): Promise<ServedVideo>;
  heard(actor: AuthUser, id: number): Promise<VoiceRecording>;
  remove(actor: AuthUser, id: number): Promise<{ id: number }>;
}

/**
 * A child's recordings sent to their teacher (issue [10]). They are kept until the teacher or the child deletes
 * them: there is no retention rule that removes them behind anyone's back.
 */
export function createVoiceRecordingsService(deps: {
  database: Database;
  clock: Clock;
  store: VideoStore;
  urls: SignedVideoUrls;
  users: Pick<UsersPort, 'findAuthState'>;
  groups: Pick<GroupsPort, 'findStudentTeacher'>;
}): VoiceRecordingsService {
  const { database, store } = deps;
  const { db } = database;

  async function found(id: number) {
    const row = await findVoiceRecording(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function page(party: Party, query: PageQuery): Promise<VoiceRecordingsPage> {
    const [rows, counts] = await Promise.all([
      listVoiceRecordings(db, party, { limit: query.per_page, offset: pageOffset(query) }),
      countVoiceRecordings(db, party),
    ]);
    return { ...toPage(rows.map(toVoiceRecording), counts.total, query), unheard: counts.unheard };
  }

  /** What is wrong with the fields and the file, all at once; the parsed fields and the file's kind when nothing is. */
  async function checked(fields: Record<string, string>, file: ReceivedFile | null) {
    if (file?.truncated) throw new AppError('VOICE_TOO_LARGE');
    const parsed = voiceRecordingFieldsSchema.safeParse(fields);
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues);
    const extension = file ? await detectVoiceType(await store.head(file.temporary, VOICE_HEAD_BYTES)) : null;
    if (!file) errors.push(fieldError('audio', 'FIELD_REQUIRED'));
    else if (!extension) errors.push(fieldError('audio', 'VOICE_TYPE_NOT_ALLOWED'));
    if (!parsed.success || !file || !extension) throw new AppError('VALIDATION_FAILED', { fields: errors });
    return { data: parsed.data, file, extension };
  }

  return {
    maxBytes: VOICE_RECORDING_MAX_BYTES,

    ...storeReceiver(store),

    send: (actor, fields, received) =>
      withReceivedFile(store, received, async (keep) => {
        const { data, file, extension } = await checked(fields, received);
        const teacherId = await deps.groups.findStudentTeacher(db, actor.id, data.subject_id);
        if (teacherId === undefined) throw new AppError('NO_TEACHER_FOR_SUBJECT');

        const name = await keep(file, extension);
        const now = deps.clock().toISOString();
        const id = await database.transaction(async (trx) => {
          if (!(await claimDailySend(trx, actor.id, now.slice(0, 10), VOICE_RECORDINGS_PER_DAY))) {
            throw new AppError('VOICE_DAILY_LIMIT');
          }
          return insertVoiceRecording(trx, {
            student_id: actor.id,
            teacher_id: teacherId,
            subject_id: data.subject_id,
            topic: data.topic,
            topic_title: data.topic_title,
            audio_name: name,
            audio_type: VOICE_RECORDING_TYPES[extension],
            size: file.size,
            duration_ms: data.duration_ms,
            created_at: now,
          });
        });
        return toVoiceRecording(await found(id));
      }),

    received: (actor, query) => page({ teacherId: actor.id }, query),

    async unheard(actor) {
      return { count: await countUnheard(db, actor.id) };
    },

    sent: (actor, query) => page({ studentId: actor.id }, query),

    async audioUrl(actor, id) {
      const row = await found(id);
      assertParty(actor, row);
      return deps.urls.sign(row.id, actor.id);
    },

    async audio(id, query) {
      const readerId = deps.urls.verify(id, query);
      const reader = readerId === null ? null : await deps.users.findAuthState(db, readerId);
      if (!reader?.is_active) throw new AppError('VIDEO_LINK_EXPIRED');
      const row = await found(id);
      assertParty({ id: reader.id, role_id: roleIdSchema.parse(reader.role_id) }, row);
      const file = await store.locate(row.audio_name);
      if (!file) throw new AppError('NOT_FOUND');
      return { ...file, contentType: row.audio_type };
    },

    async heard(actor, id) {
      assertRecipient(actor, await found(id));
      await markHeard(db, id, deps.clock().toISOString());
      return toVoiceRecording(await found(id));
    },

    async remove(actor, id) {
      assertParty(actor, await found(id));
      const name = await deleteVoiceRecording(db, id);
      if (name === undefined) throw new AppError('NOT_FOUND');
      await store.remove(name);
      return { id };
    },
  };
}
