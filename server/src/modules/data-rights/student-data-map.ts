import type { DB } from '../../db/schema.ts';

export type TableName = keyof DB & string;

/**
 * What erasing does to a table's rows of the student: `delete` drops them; `keep` leaves them under the
 * anonymised account, for tables that hold sums (ledgers, balances, purchases) or the other side's history (a
 * buyer's lot, an opponent's game, a like on someone else's project) and no text of the student's own.
 */
export type Erasure = 'delete' | 'keep';

/** A stored file a column names, and the storage folder it lives in. */
export interface StoredFileColumn {
  column: string;
  folder: string;
  /** The stored name inside the column's value, when the value is a path; null when it names no stored file. */
  nameOf?: (value: string) => string | null;
}

export interface StudentTable {
  table: TableName;
  /** Columns that hold the student's id: a row is the student's when any of them does. */
  columns: readonly string[];
  erase: Erasure;
  /** Secrets (hashes) that never leave in an export. */
  secret?: readonly string[];
  files?: readonly StoredFileColumn[];
}

/** Rows that belong to the student through a row of a table above (an answer's files, a project's screenshots). */
export interface LinkedTable {
  table: TableName;
  column: string;
  parent: TableName;
  files?: readonly StoredFileColumn[];
}

const STORED_AVATAR = /^\/media\/avatars\/([a-z0-9-]+\.webp)(\?v=\d+)?$/;

/**
 * Every table that holds a student's id, and what erasure does with it. `student-data-map.test.ts` compares this
 * list with the foreign keys of the live schema, so a new table that refers to a user fails the build until it
 * is named here (or among STAFF_COLUMNS).
 */
export const STUDENT_TABLES: readonly StudentTable[] = [
  {
    table: 'users',
    columns: ['id'],
    erase: 'keep',
    secret: ['password_hash'],
    files: [{ column: 'avatar', folder: 'avatars', nameOf: (value) => STORED_AVATAR.exec(value)?.[1] ?? null }],
  },
  { table: 'students', columns: ['user_id'], erase: 'keep' },
  { table: 'student_subjects', columns: ['student_id'], erase: 'delete' },
  { table: 'group_students', columns: ['student_id'], erase: 'delete' },
  { table: 'sessions', columns: ['user_id'], erase: 'delete' },
  { table: 'password_resets', columns: ['user_id'], erase: 'delete', secret: ['token_hash', 'code_hash'] },
  { table: 'picture_secrets', columns: ['student_id'], erase: 'delete', secret: ['secret_hash', 'sealed_sequence'] },
  { table: 'parent_children', columns: ['student_id'], erase: 'delete' },
  { table: 'parent_invites', columns: ['student_id'], erase: 'delete', secret: ['code_hash'] },
  { table: 'likes_balances', columns: ['student_id'], erase: 'keep' },
  { table: 'likes_ledger', columns: ['student_id'], erase: 'keep' },
  { table: 'likes_rating_entries', columns: ['student_id'], erase: 'delete' },
  { table: 'trainer_sessions', columns: ['student_id'], erase: 'delete' },
  { table: 'trainer_results', columns: ['student_id'], erase: 'delete' },
  { table: 'trainer_stats', columns: ['student_id'], erase: 'delete' },
  { table: 'trainer_stats_rounds', columns: ['student_id'], erase: 'delete' },
  { table: 'homework_answers', columns: ['student_id'], erase: 'delete' },
  { table: 'homework_material_opens', columns: ['student_id'], erase: 'delete' },
  {
    table: 'private_files',
    columns: ['owner_id'],
    erase: 'delete',
    files: [{ column: 'stored_name', folder: 'private' }],
  },
  { table: 'diary_rows', columns: ['student_id'], erase: 'delete' },
  { table: 'chat_messages', columns: ['from_id', 'to_id'], erase: 'delete' },
  { table: 'chat_blocks', columns: ['student_id'], erase: 'delete' },
  { table: 'help_signals_handled', columns: ['student_id'], erase: 'delete' },
  { table: 'news_reads', columns: ['student_id'], erase: 'delete' },
  { table: 'mail_messages', columns: ['user_id'], erase: 'delete' },
  { table: 'gymnastics_done', columns: ['user_id'], erase: 'delete' },
  {
    table: 'voice_recordings',
    columns: ['student_id'],
    erase: 'delete',
    files: [{ column: 'audio_name', folder: 'voice-recordings' }],
  },
  { table: 'voice_recording_days', columns: ['student_id'], erase: 'delete' },
  { table: 'certificates', columns: ['student_id'], erase: 'delete' },
  { table: 'zero_lesson_completions', columns: ['student_id'], erase: 'delete' },
  { table: 'student_characters', columns: ['student_id'], erase: 'delete' },
  { table: 'student_clothes', columns: ['student_id'], erase: 'delete' },
  { table: 'student_things', columns: ['student_id'], erase: 'delete' },
  { table: 'student_field_activities', columns: ['student_id'], erase: 'delete' },
  { table: 'student_albums', columns: ['student_id'], erase: 'delete' },
  { table: 'student_pictures', columns: ['student_id'], erase: 'delete' },
  { table: 'puzzle_students', columns: ['student_id'], erase: 'delete' },
  { table: 'crystal_students', columns: ['student_id'], erase: 'delete' },
  { table: 'collector_scores', columns: ['student_id'], erase: 'delete' },
  { table: 'album_item_ledger', columns: ['student_id'], erase: 'keep' },
  { table: 'market_lots', columns: ['seller_id', 'buyer_id'], erase: 'keep' },
  { table: 'online_game_players', columns: ['student_id'], erase: 'keep' },
  { table: 'it_point_balances', columns: ['student_id'], erase: 'keep' },
  { table: 'it_point_ledger', columns: ['student_id'], erase: 'keep' },
  { table: 'it_shop_purchases', columns: ['student_id'], erase: 'keep' },
  { table: 'it_lesson_progress', columns: ['student_id'], erase: 'delete' },
  { table: 'it_quiz_attempts', columns: ['student_id'], erase: 'delete' },
  { table: 'it_quiz_best', columns: ['student_id'], erase: 'delete' },
  { table: 'it_task_rewards', columns: ['student_id'], erase: 'delete' },
  {
    table: 'it_solutions',
    columns: ['student_id'],
    erase: 'delete',
    files: [{ column: 'file', folder: 'it-solutions' }],
  },
  { table: 'it_projects', columns: ['student_id'], erase: 'delete' },
  { table: 'it_project_likes', columns: ['student_id'], erase: 'keep' },
  { table: 'it_project_like_rewards', columns: ['student_id'], erase: 'keep' },
];

export const LINKED_TABLES: readonly LinkedTable[] = [
  { table: 'homework_answer_files', column: 'answer_id', parent: 'homework_answers' },
  {
    table: 'it_project_screenshots',
    column: 'project_id',
    parent: 'it_projects',
    files: [{ column: 'file', folder: 'media' }],
  },
  { table: 'market_lot_items', column: 'lot_id', parent: 'market_lots' },
];

/**
 * Columns that refer to a user but only ever to staff (or a parent): the teacher who reviewed, the admin who
 * wrote. A student's erasure leaves them alone; the map test proves the demo student's id is in none of them.
 */
export const STAFF_COLUMNS: Readonly<Record<string, string>> = {
  'teachers.user_id': 'a teacher account',
  'parents.user_id': 'a parent account',
  'parent_children.parent_id': 'the parent who follows the child',
  'parent_invites.created_by': 'who invited: the child, a teacher or an admin; the invite goes with the child',
  'parent_invites.redeemed_by': 'the parent who joined; the invite goes with the child',
  'groups.teacher_id': 'the class teacher',
  'teacher_subjects.teacher_id': 'a teacher’s subjects',
  'certificates.issued_by': 'the teacher who issued',
  'homework_answers.reviewed_by': 'the teacher who reviewed',
  'homework_templates.teacher_id': 'a teacher’s templates',
  'materials.teacher_id': 'a teacher’s materials',
  'chat_blocks.teacher_id': 'the teacher who closed the chat',
  'mailings.created_by': 'the admin who sent a mailing',
  'mail_messages.author_id': 'the teacher who wrote',
  'news.created_by': 'the author of news',
  'voice_recordings.teacher_id': 'the teacher a recording is for',
  'it_shop_purchases.given_by': 'the admin who handed a purchase over',
  'it_projects.reviewed_by': 'the teacher who reviewed',
  'it_solutions.reviewed_by': 'the teacher who reviewed',
  'text_overrides.updated_by': 'the admin who edited a text',
  'group_library_materials.shared_by': 'the teacher who shared',
  'library_materials.created_by': 'the author of a library material',
  'help_signals_handled.handled_by': 'the teacher who handled a signal',
  'picture_secrets.set_by': 'the teacher who set a picture password',
};

/**
 * References to a row of a student table that only ever point at staff's rows of it: `private_files` holds
 * teachers' uploads too, and only theirs are attached to homework or materials; a student's are answers' files.
 */
export const STAFF_LINKS: Readonly<Record<string, string>> = {
  'homework_item_files.file_id': 'a teacher’s file attached to a homework item',
  'materials.file_id': 'a teacher’s file in their materials',
};
