import type { Attendance, DiaryEntry, DiaryEntryUpdate, GroupStudent } from '@umka/contracts';

export interface DraftRow {
  student_id: number;
  name: string;
  attendance: Attendance;
  mark: number | null;
  comment: string;
}

export interface LessonDraft {
  date: string;
  topic: string;
  rows: DraftRow[];
}

/** A new lesson starts with the whole class present: the teacher only touches the exceptions. */
export function newDraft(roster: readonly GroupStudent[], date: string): LessonDraft {
  return {
    date,
    topic: '',
    rows: roster.map((student) => ({
      student_id: student.id,
      name: student.name,
      attendance: 'present',
      mark: null,
      comment: '',
    })),
  };
}

export function draftOf(entry: DiaryEntry): LessonDraft {
  return {
    date: entry.date,
    topic: entry.topic,
    rows: entry.rows.map((row) => ({ ...row, comment: row.comment ?? '' })),
  };
}

/** Who sits in the class now but has no row in the lesson (joined after it, or left out by mistake). */
export function missingStudents(draft: LessonDraft, roster: readonly GroupStudent[]): GroupStudent[] {
  const listed = new Set(draft.rows.map((row) => row.student_id));
  return roster.filter((student) => !listed.has(student.id));
}

export function toLessonBody(draft: LessonDraft): DiaryEntryUpdate {
  return {
    date: draft.date,
    topic: draft.topic.trim(),
    rows: draft.rows.map((row) => ({
      student_id: row.student_id,
      attendance: row.attendance,
      mark: row.attendance === 'absent' ? null : row.mark,
      comment: row.comment.trim() || null,
    })),
  };
}
