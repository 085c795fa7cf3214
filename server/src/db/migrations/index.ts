import type { Migration } from 'kysely';
import * as createUsers from './202611210900_create_users.ts';
import * as createSubjects from './202611210905_create_subjects.ts';
import * as createGroups from './202611210910_create_groups.ts';
import * as createLikes from './202611210915_create_likes.ts';
import * as createSystemTables from './202611210920_create_system_tables.ts';
import * as trainers from './202611211000_trainers.ts';
import * as mathTasks from './202611211100_math_tasks.ts';
import * as ratingOrderIndexes from './202611211200_rating_order_indexes.ts';
import * as mentalTests from './202611211300_mental_tests.ts';
import * as ratingBuckets from './202611211310_rating_buckets.ts';
import * as trainerStatsRounds from './202611211400_trainer_stats_rounds.ts';
import * as studentWorld from './202611211500_student_world.ts';
import * as groupsDistribution from './202611211600_groups_distribution.ts';
import * as diaries from './202611211700_diaries.ts';
import * as certificates from './202611211710_certificates.ts';
import * as homework from './202611211720_homework.ts';
import * as materials from './202611211730_materials.ts';
import * as likesEarned from './202611211800_likes_earned.ts';
import * as recordingVideos from './202611211900_recording_videos.ts';
import * as sessions from './202611251000_sessions.ts';
import * as resetTokensAndJobs from './202611251100_reset_tokens_and_jobs.ts';
import * as teacherSubjects from './202611251100_teacher_subjects.ts';
import * as subjectsOpen from './202611251200_subjects_open.ts';
import * as mathTaskTranslations from './202611251210_math_task_translations.ts';
import * as likesRatingBuckets from './202611251300_likes_rating_buckets.ts';
import * as likesRatingSuperblocks from './202611251330_likes_rating_superblocks.ts';
import * as trainerDailyLikes from './202611251400_trainer_daily_likes.ts';
import * as dropUnreadIndexes from './202611251500_drop_unread_indexes.ts';
import * as albumsAndMarket from './202611281000_albums_and_market.ts';
import * as chat from './202611291000_chat.ts';
import * as mail from './202611291010_mail.ts';
import * as news from './202611291020_news.ts';
import * as ageRating from './202611291100_age_rating.ts';
import * as wordLists from './202612021000_word_lists.ts';
import * as readingTexts from './202612021100_reading_texts.ts';
import * as gymnastics from './202612021200_gymnastics.ts';
import * as speechImages from './202612021300_speech_images.ts';
import * as voiceRecordings from './202612021400_voice_recordings.ts';
import * as onlineGames from './202612031000_online_games.ts';
import * as itPoints from './202612040900_it_points.ts';
import * as itCourses from './202612041000_it_courses.ts';
import * as itProjects from './202612041100_it_projects.ts';
import * as itQuizzes from './202612041200_it_quizzes.ts';
import * as itSolutions from './202612041300_it_solutions.ts';
import * as itPointRules from './202612041400_it_point_rules.ts';
import * as guides from './202612051000_guides.ts';
import * as englishAndSchoolReadiness from './202612061000_english_and_school_readiness.ts';
import * as zeroLessons from './202612071000_zero_lessons.ts';
import * as courses from './202612081000_courses.ts';
import * as auditLogFilters from './202612091000_audit_log_filters.ts';
import * as textOverrides from './202612091100_text_overrides.ts';
import * as libraryMaterials from './202612091500_library_materials.ts';
import * as libraryUploadedVideos from './202612101000_library_uploaded_videos.ts';
import * as homeworkMaterialItems from './202612101100_homework_material_items.ts';
import * as helpSignalsHandled from './202612111000_help_signals_handled.ts';
import * as picturePasswords from './202612111100_picture_passwords.ts';
import * as parents from './202612121000_parents.ts';
import * as sessionDevices from './202612131000_session_devices.ts';
import * as erasedStudents from './202612131100_erased_students.ts';

/** Listed by hand (not read from disk) so they load the same under tsx, vitest and a bundler. */
export const migrations: Record<string, Migration> = {
  '202611210900_create_users': createUsers,
  '202611210905_create_subjects': createSubjects,
  '202611210910_create_groups': createGroups,
  '202611210915_create_likes': createLikes,
  '202611210920_create_system_tables': createSystemTables,
  '202611211000_trainers': trainers,
  '202611211100_math_tasks': mathTasks,
  '202611211200_rating_order_indexes': ratingOrderIndexes,
  '202611211300_mental_tests': mentalTests,
  '202611211310_rating_buckets': ratingBuckets,
  '202611211400_trainer_stats_rounds': trainerStatsRounds,
  '202611211500_student_world': studentWorld,
  '202611211600_groups_distribution': groupsDistribution,
  '202611211700_diaries': diaries,
  '202611211710_certificates': certificates,
  '202611211720_homework': homework,
  '202611211730_materials': materials,
  '202611211800_likes_earned': likesEarned,
  '202611211900_recording_videos': recordingVideos,
  '202611251000_sessions': sessions,
  '202611251100_reset_tokens_and_jobs': resetTokensAndJobs,
  '202611251100_teacher_subjects': teacherSubjects,
  '202611251200_subjects_open': subjectsOpen,
  '202611251210_math_task_translations': mathTaskTranslations,
  '202611251300_likes_rating_buckets': likesRatingBuckets,
  '202611251330_likes_rating_superblocks': likesRatingSuperblocks,
  '202611251400_trainer_daily_likes': trainerDailyLikes,
  '202611251500_drop_unread_indexes': dropUnreadIndexes,
  '202611281000_albums_and_market': albumsAndMarket,
  '202611291000_chat': chat,
  '202611291010_mail': mail,
  '202611291020_news': news,
  '202611291100_age_rating': ageRating,
  '202612021000_word_lists': wordLists,
  '202612021100_reading_texts': readingTexts,
  '202612021200_gymnastics': gymnastics,
  '202612021300_speech_images': speechImages,
  '202612021400_voice_recordings': voiceRecordings,
  '202612031000_online_games': onlineGames,
  '202612040900_it_points': itPoints,
  '202612041100_it_projects': itProjects,
  '202612041000_it_courses': itCourses,
  '202612041200_it_quizzes': itQuizzes,
  '202612041300_it_solutions': itSolutions,
  '202612041400_it_point_rules': itPointRules,
  '202612051000_guides': guides,
  '202612061000_english_and_school_readiness': englishAndSchoolReadiness,
  '202612071000_zero_lessons': zeroLessons,
  '202612081000_courses': courses,
  '202612091000_audit_log_filters': auditLogFilters,
  '202612091100_text_overrides': textOverrides,
  '202612091500_library_materials': libraryMaterials,
  '202612101000_library_uploaded_videos': libraryUploadedVideos,
  '202612101100_homework_material_items': homeworkMaterialItems,
  '202612111000_help_signals_handled': helpSignalsHandled,
  '202612111100_picture_passwords': picturePasswords,
  '202612121000_parents': parents,
  '202612131000_session_devices': sessionDevices,
  '202612131100_erased_students': erasedStudents,
};
