import type { VoiceRecording } from '@umka/contracts';
import type { VoiceRecordingRow } from './voice-recordings.repo.ts';

export function toVoiceRecording(row: VoiceRecordingRow): VoiceRecording {
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: `${row.first_name} ${row.last_name}`.trim(),
    teacher_id: row.teacher_id,
    subject_id: row.subject_id,
    topic: row.topic,
    topic_title: row.topic_title,
    content_type: row.audio_type,
    size: Number(row.size),
    duration_ms: Number(row.duration_ms),
    created_at: row.created_at,
    heard_at: row.heard_at,
  };
}
