import type { ColumnType, Generated } from 'kysely';

/** ISO-8601 text in SQLite, timestamptz in PostgreSQL (read back as ISO text, see database.ts). */
type Timestamp = ColumnType<string, string | undefined, string>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
/** PostgreSQL answers booleans, SQLite answers 0/1; repos read it through `Boolean()`. */
type DbBoolean = ColumnType<boolean | number, boolean | undefined, boolean>;
/** jsonb in PostgreSQL (parsed on read), text in SQLite; always written as JSON text. */
type Json<T> = ColumnType<T | string, string, string>;

export interface UserPropertyJson {
  age?: number | null;
  guides?: string[];
}

export interface UsersTable {
  id: Generated<number>;
  role_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  is_active: DbBoolean;
  avatar: string | null;
  property: Json<UserPropertyJson>;
  locale: string;
  /** Bumped when the password changes, so tokens issued before stop working. */
  token_version: Generated<number>;
  /** Set when the student's data was erased; the row stays, anonymous (docs/DATA-RIGHTS.md). */
  erased_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentsTable {
  user_id: number;
  timezone: string | null;
  birth_date: string | null;
  created_at: Timestamp;
}

export interface TeachersTable {
  user_id: number;
  created_at: Timestamp;
}

/** Spec §3 Teacher.subjects: a teacher's classes, distribution and placements stay within these. */
export interface TeacherSubjectsTable {
  teacher_id: number;
  subject_id: number;
  created_at: Timestamp;
}

export interface SubjectsTable {
  id: number;
  main_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  color: string;
  position: number;
  is_open: DbBoolean;
}

export interface StudentSubjectsTable {
  student_id: number;
  subject_id: number;
  status: 'active' | 'blocked';
  /** Spec §4: whether a student waiting for a class in this subject is to be placed now or put aside. */
  distribution_status: ColumnType<'active' | 'frozen', 'active' | 'frozen' | undefined, 'active' | 'frozen'>;
  created_at: Timestamp;
}

export interface GroupsTable {
  id: Generated<number>;
  title: string;
  subject_id: number;
  teacher_id: number;
  message: string | null;
  message_updated_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Picture passwords (picture-login module): the setting and the class's login code. */
  picture_login: DbBoolean;
  login_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Parents of the class's students may write to its teacher (parents module). */
  parent_chat: DbBoolean;
}

/** A parent's own settings (parents module, docs/PARENTS.md). */
export interface ParentsTable {
  user_id: number;
  digest_enabled: DbBoolean;
  created_at: Timestamp;
}

/** The children a parent follows. */
export interface ParentChildrenTable {
  parent_id: number;
  student_id: number;
  created_at: Timestamp;
}

/** A one-time invitation for a parent: only the code's hash is kept. */
export interface ParentInvitesTable {
  id: Generated<number>;
  code_hash: string;
  student_id: number;
  created_by: number | null;
  expires_at: Timestamp;
  redeemed_at: NullableTimestamp;
  redeemed_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** The periods a scheduled job ran for: inserting the row is how one instance of several claims a period. */
export interface ScheduledRunsTable {
  name: string;
  period: string;
  created_at: Timestamp;
}

/** A student's picture password: argon2id hash of the sequence, and the sequence sealed for printing cards. */
export interface PictureSecretsTable {
  student_id: number;
  secret_hash: string;
  sealed_sequence: string;
  set_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupStudentsTable {
  group_id: number;
  student_id: number;
  created_at: Timestamp;
}

/** A "needs help" signal's occurrence its class's teacher marked handled (issue [15], help-signals module). */
export interface HelpSignalsHandledTable {
  group_id: number;
  student_id: number;
  rule: string;
  fingerprint: string;
  handled_by: number | null;
  handled_at: Timestamp;
}

export interface DiaryEntriesTable {
  id: Generated<number>;
  group_id: number;
  /** YYYY-MM-DD. */
  date: string;
  topic: string;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DiaryRowsTable {
  entry_id: number;
  student_id: number;
  attendance: 'present' | 'late' | 'absent';
  mark: number | null;
  comment: string | null;
}

export interface LikesBalancesTable {
  student_id: number;
  subject_id: number;
  balance: number;
  /** Likes ever earned in the subject, raised with the balance by every accrual. */
  earned: Generated<number>;
  updated_at: Timestamp;
}

export interface LikesLedgerTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  ip: string | null;
  meta: ColumnType<Record<string, unknown> | string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** One per reset request; see the reset-tokens migration. `user_id` is null for an unknown email. */
export interface PasswordResetsTable {
  id: Generated<number>;
  /** SHA-256 of the opaque reset token the client holds; the token itself is never stored. */
  token_hash: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One per login; see the sessions migration. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** The absolute end: no renewal reaches past it. */
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The generation of the newest token renewal handed out. */
  generation: Generated<number>;
  /** When `generation` last moved on; older tokens keep working for a short grace after it. */
  renewed_at: NullableTimestamp;
  created_at: Timestamp;
  /** The login's user agent, cut to SESSION_USER_AGENT_MAX characters; null when it sent none. */
  user_agent: string | null;
  /** The login's address as the server saw it (behind the trusted proxy). */
  ip: string | null;
  /** At login and at each renewal, never per request: as fine as half a token's life (docs/SESSIONS.md). */
  last_seen_at: Timestamp;
  /** The user's token_version at login: once a new password bumps the user's, the session is gone from the list. */
  token_version: Generated<number>;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export type JobState = 'pending' | 'done' | 'failed';

/** A durable background job (mail and the like), claimed by a worker with a lease; see the jobs migration. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not before this time: the backoff after a failure moves it on. */
  run_at: Timestamp;
  /** A worker holds the job until then; a crashed worker's job is taken again after it. */
  locked_until: NullableTimestamp;
  last_error: string | null;
  finished_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  created_at: Timestamp;
}

/** How many likes a validated result earns; data per trainer, read by the trainers service. */
export interface TrainerLikesRuleJson {
  per_correct: number;
  min_correct: number;
  max_per_round: number;
  daily_cap: number;
  per_win?: number;
}

export interface TrainersTable {
  id: Generated<number>;
  component: string;
  subjects: Json<number[]>;
  title_ru: string;
  title_en: string;
  title_uk: string;
  icon: string;
  type_id: number;
  /** Null: the rules' own defaults. */
  default_settings: ColumnType<unknown, string | null, string | null>;
  likes_rule: Json<TrainerLikesRuleJson>;
  position: number;
  /** False for a trainer played from another page (a mental test), never shown as a card. */
  listed: DbBoolean;
  created_at: Timestamp;
}

export type TrainerSessionStatus = 'started' | 'finished' | 'rejected' | 'expired';

export interface TrainerSessionsTable {
  id: Generated<number>;
  student_id: number;
  trainer_id: number;
  subject_id: number;
  seed: number;
  settings: ColumnType<unknown, string, string>;
  status: TrainerSessionStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Set when the round is played for a homework trainer item: its validated result counts toward the target. */
  homework_item_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TrainerResultsTable {
  id: Generated<number>;
  session_id: number;
  student_id: number;
  trainer_id: number;
  subject_id: number;
  score: number;
  correct: number;
  total: number;
  won: number;
  duration_ms: number;
  likes_earned: number;
  validate_status: 'ok' | 'rejected';
  validate_reason: string | null;
  created_at: Timestamp;
}

/** Each student's standing per trainer and subject, kept with every validated result (ratings, spec §9). */
export interface TrainerStatsTable {
  trainer_id: number;
  subject_id: number;
  student_id: number;
  best_score: number;
  wins: number;
  rounds: number;
  /** The UTC day (YYYY-MM-DD) likes_today counts, null before the first validated round since it was kept. */
  likes_day: string | null;
  /** Likes earned on likes_day, which the trainer's daily cap limits. */
  likes_today: Generated<number>;
  updated_at: Timestamp;
}

/** A round as the statistics page lists it, with the result id its label is looked up by. */
export interface KeptRoundJson {
  id: number;
  subject_id: number;
  score: number;
  correct: number;
  total: number;
  /** 0/1, as trainer_results holds it. */
  won: number;
  likes_earned: number;
  duration_ms: number;
  validate_status: 'ok' | 'rejected';
  created_at: string;
}

/** A validated round's point of the trend chart; the id orders rounds of the same instant. */
export interface KeptScoreJson {
  id: number;
  created_at: string;
  score: number;
}

/**
 * A KeptRoundJson as trainer_stats_rounds stores it: a list rather than an object, which halves the stored
 * text and its parse on every read of the statistics page.
 */
export type KeptRoundTuple = [
  id: number,
  subject_id: number,
  score: number,
  correct: number,
  total: number,
  won: number,
  likes_earned: number,
  duration_ms: number,
  validate_status: 'ok' | 'rejected',
  created_at: string,
];

/** A KeptScoreJson as trainer_stats_rounds stores it. */
export type KeptScoreTuple = [id: number, created_at: string, score: number];

/**
 * A student's latest rounds of a trainer in a subject for the statistics page, newest first (created_at
 * desc, id desc), kept with every result, rejected ones too: the 10 newest rounds and the 30 newest
 * validated scores (trainer-stats.rounds.ts).
 */
export interface TrainerStatsRoundsTable {
  student_id: number;
  trainer_id: number;
  subject_id: number;
  recent: Json<KeptRoundTuple[]>;
  trend: Json<KeptScoreTuple[]>;
}

/** How many students hold one rating value of a trainer and subject, kept with trainer_stats (spec §9). */
export interface TrainerRatingBucketsTable {
  trainer_id: number;
  subject_id: number;
  metric: 'score' | 'wins';
  value: number;
  students: number;
}

/** An active member of a subject with the likes they earned there, kept for the likes rating (spec §9). */
export interface LikesRatingEntriesTable {
  student_id: number;
  subject_id: number;
  value: number;
  /** The year of the student's birth date, copied for the rating by age; null while it is not known. */
  birth_year: ColumnType<number | null, number | null | undefined, number | null>;
}

/** How many members of a subject born in one year hold one likes value: the rating by age's buckets. */
export interface LikesAgeBucketsTable {
  subject_id: number;
  value: number;
  birth_year: number;
  students: number;
}

/** How many members of a subject hold one likes value, kept with likes_rating_entries. */
export interface LikesRatingBucketsTable {
  subject_id: number;
  value: number;
  students: number;
}

/** A likes bucket split by blocks of student ids (block = student_id / LIKES_RATING_BLOCK). */
export interface LikesRatingBlocksTable {
  subject_id: number;
  value: number;
  block: number;
  students: number;
}

/** A likes bucket split by superblocks of student ids (superblock = student_id / LIKES_RATING_SUPERBLOCK). */
export interface LikesRatingSuperblocksTable {
  subject_id: number;
  value: number;
  superblock: number;
  students: number;
}

/** An admin math task (spec §3): a word-problem template of one class. */
export interface MathTasksTable {
  id: Generated<number>;
  text: string;
  text_en: string | null;
  text_uk: string | null;
  expression: string;
  variables: Json<string[]>;
  digit_rank: number;
  integer_answer: DbBoolean;
  class_number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An admin mental test (spec §2): fixed arithmetic tasks with a time limit, for subjects 1 and 3. */
export interface MentalTestsTable {
  id: Generated<number>;
  title_ru: string;
  title_en: string;
  title_uk: string;
  subjects: Json<number[]>;
  time_limit_sec: number;
  tasks: Json<string[]>;
  is_published: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A character a student dresses (spec §1): a body drawn on the shared 200×300 canvas. */
export interface CharactersTable {
  id: Generated<number>;
  code: string;
  title_ru: string;
  title_en: string;
  title_uk: string;
  image: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A piece of clothes (spec §3): one slot of the character canvas, for the characters it fits. */
export interface ClothesTable {
  id: Generated<number>;
  title_ru: string;
  title_en: string;
  title_uk: string;
  price: number;
  slot: string;
  categories: Json<string[]>;
  characters: Json<number[]>;
  preview: string | null;
  picture: string;
  is_standard: DbBoolean;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One level of a profession: the likes (earned in subject 1 since choosing) that reach it. */
export interface FieldActivityLevelJson {
  level: number;
  threshold: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  background: string | null;
}

/** A profession (spec §3 field activity) with its levels as data. */
export interface FieldActivitiesTable {
  id: Generated<number>;
  code: string;
  title_ru: string;
  title_en: string;
  title_uk: string;
  description_ru: string;
  description_en: string;
  description_uk: string;
  icon: string;
  background: string;
  levels: Json<FieldActivityLevelJson[]>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A place with things (spec §3, §7): the home, a profession's workplace or a class's shared place. */
export interface LocationsTable {
  id: Generated<number>;
  kind: 'home' | 'job' | 'class';
  field_activity_id: number | null;
  title_ru: string;
  title_en: string;
  title_uk: string;
  background: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A thing that can be bought for a location. */
export interface LocationThingsTable {
  id: Generated<number>;
  location_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  image: string;
  price: number;
  width: number;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentCharactersTable {
  student_id: number;
  subject_id: number;
  character_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentClothesTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  clothes_id: number;
  price_paid: number;
  worn: DbBoolean;
  created_at: Timestamp;
}

export interface StudentThingsTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  thing_id: number;
  location_id: number;
  group_id: number | null;
  price_paid: number;
  placed: DbBoolean;
  x: number;
  y: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentFieldActivitiesTable {
  student_id: number;
  field_activity_id: number;
  level: Generated<number>;
  ledger_mark: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CertificatesTable {
  id: Generated<number>;
  student_id: number;
  issued_by: number | null;
  issuer_name: string;
  title: string;
  reason: string;
  /** A calendar day, YYYY-MM-DD. */
  issued_on: string;
  /** The course whose finishing earned it (issue [13]); null for a certificate a teacher wrote. */
  course_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface PrivateFilesTable {
  id: Generated<number>;
  owner_id: number;
  original_name: string;
  stored_name: string;
  size: number;
  content_type: string;
  created_at: Timestamp;
}

export interface HomeworkTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  description: string | null;
  given_on: string;
  due_on: string;
  published: DbBoolean;
  template_title: string | null;
  /** The course lesson whose homework this class's copy is (issue [13]); null for a teacher's own homework. */
  course_lesson_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type HomeworkItemType = 'trainer' | 'task' | 'material';

export interface HomeworkItemsTable {
  id: Generated<number>;
  homework_id: number;
  position: number;
  type: HomeworkItemType;
  trainer_id: number | null;
  settings: ColumnType<unknown, string | null, string | null>;
  target_rounds: number | null;
  min_score: number | null;
  text: string | null;
  /** A library material (type `material`); null once an admin deleted it. */
  material_id: number | null;
}

/** A student's first opening of a material item. */
export interface HomeworkMaterialOpensTable {
  item_id: number;
  student_id: number;
  opened_at: Timestamp;
}

export interface HomeworkItemFilesTable {
  item_id: number;
  file_id: number;
  position: number;
}

export type HomeworkAnswerStatusValue = 'submitted' | 'accepted' | 'needs_rework';

export interface HomeworkAnswersTable {
  id: Generated<number>;
  item_id: number;
  student_id: number;
  version: number;
  text: string;
  status: ColumnType<HomeworkAnswerStatusValue, HomeworkAnswerStatusValue | undefined, HomeworkAnswerStatusValue>;
  comment: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface HomeworkAnswerFilesTable {
  answer_id: number;
  file_id: number;
  position: number;
}

/** A course lesson's homework as its author wrote it (issue [13]); classes get copies of it. */
export interface CourseLessonHomeworkTable {
  lesson_id: number;
  description: string | null;
  items: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HomeworkTemplatesTable {
  id: Generated<number>;
  teacher_id: number;
  title: string;
  description: string | null;
  items: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MaterialsTable {
  id: Generated<number>;
  teacher_id: number;
  title: string;
  kind: 'file' | 'link';
  url: string | null;
  file_id: number | null;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupMaterialsTable {
  group_id: number;
  material_id: number;
}

export type LibraryKindColumn = 'document' | 'picture' | 'video' | 'link' | 'page';

/** The school's library (issue [14]); a page's docs are TipTap JSON as text, sanitised before they are stored. */
export interface LibraryMaterialsTable {
  id: Generated<number>;
  subject_id: number;
  kind: LibraryKindColumn;
  title: string;
  description: string | null;
  url: string | null;
  picture_url: string | null;
  document_name: string | null;
  document_original_name: string | null;
  document_size: number | null;
  document_type: string | null;
  /** An uploaded video's stored name (the library's video store), size and type; null for a linked one. */
  video_name: string | null;
  video_size: number | null;
  video_type: 'video/mp4' | 'video/webm' | null;
  draft_doc: string | null;
  draft_version: Generated<number>;
  draft_saved_at: NullableTimestamp;
  published_doc: string | null;
  published_version: number | null;
  published_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LibraryMaterialTagsTable {
  material_id: number;
  tag: string;
}

export interface GroupLibraryMaterialsTable {
  group_id: number;
  material_id: number;
  shared_by: number | null;
  created_at: Timestamp;
}

export interface GroupScheduleSlotsTable {
  id: Generated<number>;
  group_id: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** `HH:MM`, the class's local time. */
  starts_at: string;
  duration_minutes: number;
}

export interface GroupRecordingsTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  /** A calendar day, YYYY-MM-DD. */
  recorded_on: string;
  kind: ColumnType<'link' | 'video', 'link' | 'video' | undefined, never>;
  /** Set for a link, null for an uploaded video (a check constraint keeps the two apart). */
  url: string | null;
  /** The stored file name of an uploaded video, under storageDir/recordings. */
  video_name: string | null;
  video_size: number | null;
  video_type: 'video/mp4' | 'video/webm' | null;
  created_at: Timestamp;
}

export interface AlbumsTable {
  id: Generated<number>;
  subject_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  position: Generated<number>;
  reward_likes: Generated<number>;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlbumPicturesTable {
  id: Generated<number>;
  album_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  image: string;
  is_legendary: DbBoolean;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PuzzlesTable {
  id: Generated<number>;
  picture_id: number;
  number: number;
  image: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentAlbumsTable {
  student_id: number;
  album_id: number;
  subject_id: number;
  opened_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface StudentPicturesTable {
  student_id: number;
  picture_id: number;
  completed_at: Timestamp;
}

export interface PuzzleStudentsTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  puzzle_id: number;
  is_legendary: DbBoolean;
  slot_picture_id: number | null;
  slot_number: number | null;
  lot_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CrystalsTable {
  id: Generated<number>;
  code: string;
  title_ru: string;
  title_en: string;
  title_uk: string;
  description_ru: string;
  description_en: string;
  description_uk: string;
  image: string;
  price: number;
  is_for_sale: DbBoolean;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CrystalStudentsTable {
  student_id: number;
  subject_id: number;
  crystal_id: number;
  count: number;
  charge: Generated<number>;
  active_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarketLotsTable {
  id: Generated<number>;
  subject_id: number;
  seller_id: number;
  price: number;
  status: Generated<string>;
  type: string;
  buyer_id: number | null;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarketLotItemsTable {
  id: Generated<number>;
  lot_id: number;
  item_type: string;
  puzzle_student_id: number | null;
  crystal_id: number | null;
  created_at: Timestamp;
}

export interface PuzzlePricesTable {
  id: Generated<number>;
  kind: string;
  size: number;
  price: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CrystalChargeRulesTable {
  event: string;
  points: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CollectorScoresTable {
  student_id: number;
  subject_id: number;
  pictures: Generated<number>;
  sales: Generated<number>;
  updated_at: Timestamp;
}

export interface AlbumItemLedgerTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  item_type: string;
  item_id: number;
  delta: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: Timestamp;
}

/** One chat message; only `is_read` ever changes. (from_id, client_key) is unique: a resent message is the same row. */
export interface ChatMessagesTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  text: string;
  is_read: DbBoolean;
  client_key: string;
  created_at: Timestamp;
}

/** A teacher's stop on one student's messages to them; one per pair. */
export interface ChatBlocksTable {
  id: Generated<number>;
  teacher_id: number;
  student_id: number;
  created_at: Timestamp;
}

/** A subject's news item; ru-RU always written, the other languages empty where left out. Text is sanitised HTML. */
export interface ReadingTextsTable {
  id: Generated<number>;
  locale: string;
  level: number;
  slug: string | null;
  title: string;
  text: string;
  questions: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SpeechImagesTable {
  id: Generated<number>;
  locale: string;
  sound: string;
  word: string;
  art_key: string | null;
  image_name: string | null;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An eye or finger exercise of a subject: built into the web app, a link, or an uploaded video (one of the three). */
export interface GymnasticsVideosTable {
  id: Generated<number>;
  subject_id: number;
  kind: 'eyes' | 'fingers';
  source: 'builtin' | 'link' | 'video';
  /** Null only for a built-in exercise, which the web then names in the reader's language. */
  title: string | null;
  link_url: string | null;
  builtin_key: string | null;
  /** The stored file name of an uploaded video, under storageDir/gymnastics. */
  video_name: string | null;
  video_size: number | null;
  video_type: 'video/mp4' | 'video/webm' | null;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type GuideSource = 'none' | 'link' | 'video';

/**
 * A guide (issue [13]): a written explanation in three languages, with a video when an admin has added one. Its code
 * is what users' `property.guides` lists once they have seen it.
 */
export interface GuidesTable {
  id: Generated<number>;
  code: string;
  subject_id: number;
  number: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  text_ru: string;
  text_en: string;
  text_uk: string;
  source: ColumnType<GuideSource, GuideSource | undefined, GuideSource>;
  link_url: string | null;
  /** The stored file name of an uploaded video, under storageDir/guides. */
  video_name: string | null;
  video_size: number | null;
  video_type: 'video/mp4' | 'video/webm' | null;
  feature: 'home' | 'trainers' | 'shop' | 'albums' | 'market' | 'online' | 'world' | 'ratings' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An admin's replacement of a shipped text in one locale (issue [14] "Texts", docs/TEXTS.md). */
export interface TextOverridesTable {
  id: Generated<number>;
  /** The dotted key: a web locale file's (`auth.login.submit`) or a server mail template's (`mail.passwordReset.body`). */
  key: string;
  locale: 'ru-RU' | 'en-US' | 'uk-UA';
  value: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A student's gymnastics sessions of one (UTC) day. */
export interface GymnasticsDoneTable {
  user_id: number;
  /** YYYY-MM-DD on the server's clock. */
  day: string;
  count: number;
  last_done_at: Timestamp;
}

export interface TrainerWordsTable {
  id: Generated<number>;
  locale: string;
  word: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: Generated<number>;
  subject_id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  text_ru: string;
  text_en: string;
  text_uk: string;
  picture: string | null;
  is_required: DbBoolean;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

/** A student has read a news item; written once, never changed. */
export interface NewsReadsTable {
  news_id: number;
  student_id: number;
  read_at: Timestamp;
}

/** A letter the platform sends on an event; a language left out falls back to ru-RU on the web. */
export interface MailTemplatesTable {
  id: Generated<number>;
  code: string;
  text_ru: string | null;
  text_en: string | null;
  text_uk: string | null;
}

/** An admin's mailing: its text or template, who it goes to, and how far its delivery job has come. */
export interface MailingsTable {
  id: Generated<number>;
  text_ru: string | null;
  text_en: string | null;
  text_uk: string | null;
  template_id: number | null;
  audience: Json<Record<string, unknown>>;
  status: ColumnType<'running' | 'done', 'running' | 'done' | undefined, 'running' | 'done'>;
  total: Generated<number>;
  sent: Generated<number>;
  /** The last user id the delivery has reached; recipients are taken in ascending id order. */
  cursor: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** One letter in a user's mail; (mailing_id, user_id) is unique, so a mailing never writes twice to one user. */
export interface MailMessagesTable {
  id: Generated<number>;
  user_id: number;
  subject_id: number | null;
  type_id: number;
  author_id: number | null;
  character_code: string | null;
  template_id: number | null;
  text_ru: string | null;
  text_en: string | null;
  text_uk: string | null;
  params: Json<Record<string, string>>;
  is_read: DbBoolean;
  mailing_id: number | null;
  created_at: Timestamp;
}

/** A child's recording sent to their teacher; the file is storageDir/voice-recordings/`audio_name`. */
export interface VoiceRecordingsTable {
  id: Generated<number>;
  student_id: number;
  teacher_id: number;
  subject_id: number;
  topic: string;
  topic_title: string;
  audio_name: string;
  audio_type: 'audio/webm' | 'audio/mp4';
  size: number;
  duration_ms: number;
  created_at: Timestamp;
  heard_at: NullableTimestamp;
}

/** What a student sent on a UTC day (YYYY-MM-DD), for the daily limit. */
export interface VoiceRecordingDaysTable {
  student_id: number;
  day: string;
  sent: Generated<number>;
}

/** A finished online game (issue [11]); `game_key` is the room and the game's seed, written once. */
export interface OnlineGamesTable {
  id: Generated<number>;
  game_key: string;
  trainer_id: number;
  subject_id: number;
  players: number;
  with_bot: DbBoolean;
  finished_at: Timestamp;
}

/** How one student came off in a finished online game, and the likes it earned them. */
export interface OnlineGamePlayersTable {
  game_id: number;
  student_id: number;
  trainer_id: number;
  subject_id: number;
  standing: 'won' | 'draw' | 'lost';
  likes_earned: Generated<number>;
}

export interface ItPointBalancesTable {
  student_id: number;
  balance: number;
  /** IT points ever earned, raised with the balance by every accrual and never lowered by spending. */
  earned: Generated<number>;
  updated_at: Timestamp;
}

export interface ItPointLedgerTable {
  id: Generated<number>;
  student_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: Timestamp;
}

/** How many IT points a source pays now (docs/IT-POINTS.md); one row a source, edited by admins. */
export interface ItPointRulesTable {
  source: 'task_accepted' | 'quiz_correct_answer' | 'project_like';
  points: number;
  updated_at: Timestamp;
}

export interface ItShopItemsTable {
  id: Generated<number>;
  title_ru: string;
  title_en: string;
  title_uk: string;
  description_ru: Generated<string>;
  description_en: Generated<string>;
  description_uk: Generated<string>;
  kind: 'sticker' | 'frame' | 'badge' | 'prize';
  art_key: string;
  price: number;
  stock: number | null;
  is_active: DbBoolean;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItShopPurchasesTable {
  id: Generated<number>;
  student_id: number;
  item_id: number;
  price: number;
  status: 'owned' | 'awaiting' | 'given';
  given_at: NullableTimestamp;
  given_by: number | null;
  created_at: Timestamp;
}

/** Issue [12]: an IT course; `number` is its place in the course list. */
export interface ItCoursesTable {
  id: Generated<number>;
  /** 8 for the IT direction's courses, 11 for the course direction's (issue [13]). */
  subject_id: ColumnType<number, number | undefined, number>;
  title: string;
  description: string;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItBlocksTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A lesson's text is HTML the server sanitised; `link` is a YouTube or Vimeo address for a video. */
export interface ItLessonsTable {
  id: Generated<number>;
  block_id: number;
  type: 'text' | 'video' | 'link' | 'task';
  title: string;
  text: string;
  link: string | null;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue [12]: a quiz of an IT lesson; `number` is its place among the lesson's quizzes. */
export interface ItQuizzesTable {
  id: Generated<number>;
  lesson_id: number;
  title: string;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** `options` ({text, correct}[]) and `accepted` (string[]) are JSON text. */
export interface ItQuizQuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  kind: 'single' | 'multiple' | 'short' | 'output';
  text: string;
  code: string;
  options: string;
  accepted: string;
  explanation: string;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItQuizAttemptsTable {
  id: Generated<number>;
  student_id: number;
  quiz_id: number;
  /** The submitted answers as JSON text. */
  answers: string;
  correct: number;
  total: number;
  created_at: Timestamp;
}

/** An introductory lesson of a subject for a student waiting for a class (issue [13]). */
export interface ZeroLessonsTable {
  id: Generated<number>;
  subject_id: number;
  position: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  text_ru: string;
  text_en: string;
  text_uk: string;
  video_url: string | null;
  /** The trainer to try, by the catalogue's component name. */
  trainer_component: string | null;
  likes: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A single-choice question of a zero lesson: `text` a localized text, `options` localized texts, as JSON. */
export interface ZeroLessonQuestionsTable {
  id: Generated<number>;
  lesson_id: number;
  position: number;
  text: string;
  options: string;
  correct: number;
}

/** A student's finish of a zero lesson: one row, written with the likes it paid. */
export interface ZeroLessonCompletionsTable {
  student_id: number;
  lesson_id: number;
  correct: number;
  total: number;
  likes: number;
  finished_at: Timestamp;
}

/** The best score of a student's quiz that IT points were paid for. */
export interface ItQuizBestTable {
  student_id: number;
  quiz_id: number;
  best_correct: number;
}

export interface ItLessonProgressTable {
  student_id: number;
  lesson_id: number;
  done_at: Timestamp;
}

export interface ItCategoriesTable {
  id: Generated<number>;
  title_ru: string;
  title_en: string;
  title_uk: string;
  number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItProjectsTable {
  id: Generated<number>;
  student_id: number;
  category_id: number;
  title: string;
  /** The title in small letters, for the exhibition's search on both dialects. */
  title_search: string;
  title_justification: string;
  stages: string;
  difficulties: string;
  reason: string;
  link: string | null;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | 'approved' | 'rejected' | undefined>;
  comment: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  likes_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItSolutionsTable {
  id: Generated<number>;
  lesson_id: number;
  student_id: number;
  text: string | null;
  code: string | null;
  link: string | null;
  /** The storage's name of the attached file; `file_name` is the name the student's file had. */
  file: string | null;
  file_name: string | null;
  status: ColumnType<
    'submitted' | 'accepted' | 'needs_work' | 'rejected',
    'submitted' | 'accepted' | 'needs_work' | 'rejected' | undefined
  >;
  teacher_comment: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  attempt: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ItTaskRewardsTable {
  student_id: number;
  lesson_id: number;
  created_at: Timestamp;
}

export interface ItProjectScreenshotsTable {
  id: Generated<number>;
  project_id: number;
  file: string;
  number: number;
  created_at: Timestamp;
}

export interface ItProjectLikesTable {
  project_id: number;
  student_id: number;
  created_at: Timestamp;
}

/** Who has earned a project's author an IT point with a like: once per liker and project, ever. */
export interface ItProjectLikeRewardsTable {
  project_id: number;
  student_id: number;
  created_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  students: StudentsTable;
  teachers: TeachersTable;
  teacher_subjects: TeacherSubjectsTable;
  subjects: SubjectsTable;
  student_subjects: StudentSubjectsTable;
  groups: GroupsTable;
  picture_secrets: PictureSecretsTable;
  parents: ParentsTable;
  parent_children: ParentChildrenTable;
  parent_invites: ParentInvitesTable;
  scheduled_runs: ScheduledRunsTable;
  group_students: GroupStudentsTable;
  help_signals_handled: HelpSignalsHandledTable;
  diary_entries: DiaryEntriesTable;
  diary_rows: DiaryRowsTable;
  likes_balances: LikesBalancesTable;
  likes_ledger: LikesLedgerTable;
  audit_log: AuditLogTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  mail_outbox: MailOutboxTable;
  jobs: JobsTable;
  trainers: TrainersTable;
  trainer_sessions: TrainerSessionsTable;
  private_files: PrivateFilesTable;
  homework: HomeworkTable;
  homework_items: HomeworkItemsTable;
  homework_item_files: HomeworkItemFilesTable;
  homework_material_opens: HomeworkMaterialOpensTable;
  homework_answers: HomeworkAnswersTable;
  homework_answer_files: HomeworkAnswerFilesTable;
  homework_templates: HomeworkTemplatesTable;
  trainer_results: TrainerResultsTable;
  trainer_stats: TrainerStatsTable;
  trainer_stats_rounds: TrainerStatsRoundsTable;
  trainer_rating_buckets: TrainerRatingBucketsTable;
  likes_age_buckets: LikesAgeBucketsTable;
  likes_rating_entries: LikesRatingEntriesTable;
  likes_rating_buckets: LikesRatingBucketsTable;
  likes_rating_blocks: LikesRatingBlocksTable;
  likes_rating_superblocks: LikesRatingSuperblocksTable;
  math_tasks: MathTasksTable;
  trainer_words: TrainerWordsTable;
  reading_texts: ReadingTextsTable;
  gymnastics_videos: GymnasticsVideosTable;
  gymnastics_done: GymnasticsDoneTable;
  guides: GuidesTable;
  text_overrides: TextOverridesTable;
  zero_lessons: ZeroLessonsTable;
  zero_lesson_questions: ZeroLessonQuestionsTable;
  zero_lesson_completions: ZeroLessonCompletionsTable;
  speech_images: SpeechImagesTable;
  mental_tests: MentalTestsTable;
  characters: CharactersTable;
  clothes: ClothesTable;
  field_activities: FieldActivitiesTable;
  locations: LocationsTable;
  location_things: LocationThingsTable;
  student_characters: StudentCharactersTable;
  student_clothes: StudentClothesTable;
  student_things: StudentThingsTable;
  student_field_activities: StudentFieldActivitiesTable;
  certificates: CertificatesTable;
  materials: MaterialsTable;
  group_materials: GroupMaterialsTable;
  library_materials: LibraryMaterialsTable;
  library_material_tags: LibraryMaterialTagsTable;
  group_library_materials: GroupLibraryMaterialsTable;
  group_schedule_slots: GroupScheduleSlotsTable;
  group_recordings: GroupRecordingsTable;
  albums: AlbumsTable;
  album_pictures: AlbumPicturesTable;
  puzzles: PuzzlesTable;
  student_albums: StudentAlbumsTable;
  student_pictures: StudentPicturesTable;
  puzzle_students: PuzzleStudentsTable;
  crystals: CrystalsTable;
  crystal_students: CrystalStudentsTable;
  market_lots: MarketLotsTable;
  market_lot_items: MarketLotItemsTable;
  puzzle_prices: PuzzlePricesTable;
  crystal_charge_rules: CrystalChargeRulesTable;
  collector_scores: CollectorScoresTable;
  album_item_ledger: AlbumItemLedgerTable;
  chat_messages: ChatMessagesTable;
  chat_blocks: ChatBlocksTable;
  news: NewsTable;
  news_reads: NewsReadsTable;
  mail_templates: MailTemplatesTable;
  mailings: MailingsTable;
  mail_messages: MailMessagesTable;
  voice_recordings: VoiceRecordingsTable;
  voice_recording_days: VoiceRecordingDaysTable;
  online_games: OnlineGamesTable;
  online_game_players: OnlineGamePlayersTable;
  it_courses: ItCoursesTable;
  course_lesson_homework: CourseLessonHomeworkTable;
  it_blocks: ItBlocksTable;
  it_lessons: ItLessonsTable;
  it_lesson_progress: ItLessonProgressTable;
  it_quizzes: ItQuizzesTable;
  it_quiz_questions: ItQuizQuestionsTable;
  it_quiz_attempts: ItQuizAttemptsTable;
  it_quiz_best: ItQuizBestTable;
  it_point_balances: ItPointBalancesTable;
  it_point_ledger: ItPointLedgerTable;
  it_point_rules: ItPointRulesTable;
  it_shop_items: ItShopItemsTable;
  it_shop_purchases: ItShopPurchasesTable;
  it_categories: ItCategoriesTable;
  it_projects: ItProjectsTable;
  it_project_screenshots: ItProjectScreenshotsTable;
  it_project_likes: ItProjectLikesTable;
  it_project_like_rewards: ItProjectLikeRewardsTable;
  it_solutions: ItSolutionsTable;
  it_task_rewards: ItTaskRewardsTable;
}
