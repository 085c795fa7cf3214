import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Storage } from '../../lib/storage.ts';
import { insertVoiceRecording } from '../../modules/voice-recordings/voice-recordings.repo.ts';
import { VOICE_RECORDINGS_FOLDER } from '../../modules/voice-recordings/voice-recordings.storage.ts';
import type { DB } from '../schema.ts';

/**
 * The speech therapist's «Записи учеников» page as a reviewer should find it (issue [10]): two articulation exercises
 * the two students of her reading class «Логопедия» recorded and sent her, one already heard. The sounds are
 * synthetic (see server/assets/voice-recordings/make-demo.sh), WebM/Opus as a browser records them.
 */

const ASSETS = new URL('../../../assets/voice-recordings/', import.meta.url);
const MINUTE_MS = 60 * 1000;
/** Reading: the articulation exercises' subject that «Логопедия» is a class of. */
const SUBJECT = 2;

interface DemoVoice {
  file: string;
  student: string;
  topic: string;
  topic_title: string;
  duration_ms: number;
  minutesAgo: number;
  heardMinutesAgo: number | null;
}

const VOICES: readonly DemoVoice[] = [
  {
    file: 'demo-horse.webm',
    student: 'student4@example.com',
    topic: 'articulation:horse',
    topic_title: 'Лошадка',
    duration_ms: 6300,
    minutesAgo: 26 * 60,
    heardMinutesAgo: 25 * 60,
  },
  {
    file: 'demo-drummer.webm',
    student: 'student@example.com',
    topic: 'articulation:drummer',
    topic_title: 'Барабанщик',
    duration_ms: 4400,
    minutesAgo: 40,
    heardMinutesAgo: null,
  },
];

export interface StoredDemoVoice {
  name: string;
  size: number;
}

/** Copies the sounds into the storage, which no transaction covers: before the seed's transaction, as the pictures. */
export async function storeDemoVoices(storage: Storage): Promise<StoredDemoVoice[]> {
  return Promise.all(
    VOICES.map(async (voice) => {
      const bytes = await readFile(new URL(voice.file, ASSETS));
      return { name: await storage.write(VOICE_RECORDINGS_FOLDER, 'webm', bytes), size: bytes.length };
    }),
  );
}

export async function insertDemoVoiceRecordings(
  db: Kysely<DB>,
  people: { teacherId: number; studentIds: ReadonlyMap<string, number> },
  stored: readonly StoredDemoVoice[],
  now: string,
): Promise<void> {
  const at = (minutesAgo: number) => new Date(new Date(now).getTime() - minutesAgo * MINUTE_MS).toISOString();
  for (const [index, voice] of VOICES.entries()) {
    const studentId = people.studentIds.get(voice.student);
    const file = stored[index];
    if (studentId === undefined || !file) throw new Error(`the demo voice of ${voice.student} has no student or file`);
    await insertVoiceRecording(db, {
      student_id: studentId,
      teacher_id: people.teacherId,
      subject_id: SUBJECT,
      topic: voice.topic,
      topic_title: voice.topic_title,
      audio_name: file.name,
      audio_type: 'audio/webm',
      size: file.size,
      duration_ms: voice.duration_ms,
      created_at: at(voice.minutesAgo),
      heard_at: voice.heardMinutesAgo === null ? null : at(voice.heardMinutesAgo),
    });
  }
}
