import type { AccessRow } from './access-row.ts';
import { ADMIN_ROWS } from './admin.ts';
import { ADMIN_STUDENTS_ROWS } from './admin-students.ts';
import { ADMIN_TEACHERS_ROWS } from './admin-teachers.ts';
import { ALBUMS_ROWS } from './albums.ts';
import { ALBUMS_ADMIN_ROWS } from './albums-admin.ts';
import { AUTH_ROWS } from './auth.ts';
import { CERTIFICATES_ROWS } from './certificates.ts';
import { CHAT_ROWS } from './chat.ts';
import { CLASS_EXPORT_ROWS } from './class-export.ts';
import { COURSES_ROWS } from './courses.ts';
import { DATA_RIGHTS_ROWS } from './data-rights.ts';
import { DIARIES_ROWS } from './diaries.ts';
import { GROUPS_ROWS } from './groups.ts';
import { GUIDES_ROWS } from './guides.ts';
import { GYMNASTICS_ROWS } from './gymnastics.ts';
import { HELP_SIGNALS_ROWS } from './help-signals.ts';
import { HOMEWORK_ROWS } from './homework.ts';
import { IT_COURSES_ROWS } from './it-courses.ts';
import { IT_POINT_RULES_ROWS } from './it-point-rules.ts';
import { IT_PROJECTS_ROWS } from './it-projects.ts';
import { IT_QUIZZES_ROWS } from './it-quizzes.ts';
import { IT_SHOP_ROWS } from './it-shop.ts';
import { IT_SOLUTIONS_ROWS } from './it-solutions.ts';
import { LIBRARY_ROWS } from './library.ts';
import { LIKES_ROWS } from './likes.ts';
import { MAIL_ROWS } from './mail.ts';
import { MARKET_ROWS } from './market.ts';
import { MATERIALS_ROWS } from './materials.ts';
import { NEWS_ROWS } from './news.ts';
import { ONLINE_ROWS } from './online.ts';
import { PARENT_DIGEST_ROWS } from './parent-digest.ts';
import { PARENTS_ROWS } from './parents.ts';
import { PHONE_ROWS } from './phone.ts';
import { PICTURE_LOGIN_ROWS } from './picture-login.ts';
import { SESSIONS_ROWS } from './sessions.ts';
import { SHOP_ROWS } from './shop.ts';
import { SPEECH_IMAGES_ROWS } from './speech-images.ts';
import { STUDENT_IMPORT_ROWS } from './student-import.ts';
import { SYSTEM_ROWS } from './system.ts';
import { TEXTS_ROWS } from './texts.ts';
import { TRAINERS_ROWS } from './trainers.ts';
import { USERS_ROWS } from './users.ts';
import { VOICE_RECORDINGS_ROWS } from './voice-recordings.ts';
import { WORLD_ROWS } from './world.ts';
import { ZERO_HOMEWORK_ADMIN_ROWS, ZERO_HOMEWORK_ROWS } from './zero-homework.ts';

export { type AccessRow, type MatrixActor, operationOf } from './access-row.ts';
export { buildMatrixWorld, type MatrixWorld, SECRET } from './matrix-world.ts';

/** Every operation of the API, area by area; rows that end sessions or accounts bring their own. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  ...SYSTEM_ROWS,
  ...AUTH_ROWS,
  ...SESSIONS_ROWS,
  ...USERS_ROWS,
  ...GROUPS_ROWS,
  ...CERTIFICATES_ROWS,
  ...DATA_RIGHTS_ROWS,
  ...PICTURE_LOGIN_ROWS,
  ...DIARIES_ROWS,
  ...CLASS_EXPORT_ROWS,
  ...HELP_SIGNALS_ROWS,
  ...MATERIALS_ROWS,
  ...LIBRARY_ROWS,
  ...HOMEWORK_ROWS,
  ...TRAINERS_ROWS,
  ...GYMNASTICS_ROWS,
  ...GUIDES_ROWS,
  ...LIKES_ROWS,
  ...WORLD_ROWS,
  ...SHOP_ROWS,
  ...ALBUMS_ROWS,
  ...MARKET_ROWS,
  ...ADMIN_ROWS,
  ...ADMIN_STUDENTS_ROWS,
  ...ADMIN_TEACHERS_ROWS,
  ...TEXTS_ROWS,
  ...ALBUMS_ADMIN_ROWS,
  ...NEWS_ROWS,
  ...IT_COURSES_ROWS,
  ...COURSES_ROWS,
  ...CHAT_ROWS,
  ...MAIL_ROWS,
  ...PHONE_ROWS,
  ...SPEECH_IMAGES_ROWS,
  ...STUDENT_IMPORT_ROWS,
  ...VOICE_RECORDINGS_ROWS,
  ...ONLINE_ROWS,
  ...IT_PROJECTS_ROWS,
  ...IT_QUIZZES_ROWS,
  ...IT_SOLUTIONS_ROWS,
  ...IT_SHOP_ROWS,
  ...IT_POINT_RULES_ROWS,
  ...ZERO_HOMEWORK_ROWS,
  ...ZERO_HOMEWORK_ADMIN_ROWS,
  ...PARENT_DIGEST_ROWS,
  ...PARENTS_ROWS,
];
