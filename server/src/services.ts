import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database.ts';
import { createAuditLog } from './lib/audit.ts';
import type { Clock, Sleep } from './lib/clock.ts';
import type { CounterStore } from './lib/counter-store.ts';
import { createJobQueue, type JobQueueOptions } from './lib/jobs/job-queue.ts';
import { MAIL_JOB, mailJobHandler } from './lib/jobs/mail-job.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import { createStorage } from './lib/storage.ts';
import type { TokenService } from './lib/tokens.ts';
import { createVideoStore } from './lib/video-store.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createMaintenanceService } from './modules/admin/maintenance.service.ts';
import { createAdminStudentsService } from './modules/admin-students/admin-students.service.ts';
import { createAdminStudentsBulkService } from './modules/admin-students/admin-students-bulk.service.ts';
import { createAdminStudentsExport } from './modules/admin-students/admin-students-export.ts';
import { albumsPort } from './modules/albums/albums.port.ts';
import { createAlbumsServices } from './modules/albums/albums.services.ts';
import { createAlbumsAdminService } from './modules/albums/albums-admin.service.ts';
import { createCollectorsService } from './modules/albums/collectors.service.ts';
import { createMarketService } from './modules/albums/market.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAuthChanges } from './modules/auth/auth-changes.ts';
import type { AuthStateCache } from './modules/auth/auth-state-cache.ts';
import { createAuthenticator } from './modules/auth/authenticator.ts';
import { createLoginThrottle, type LoginThrottleLimits } from './modules/auth/login-throttle.ts';
import { createPasswordResetService, type ResetLimits } from './modules/auth/password-reset.service.ts';
import { createSessionService } from './modules/auth/sessions.service.ts';
import { createAvatarsService } from './modules/avatars/avatars.service.ts';
import { certificatesPort } from './modules/certificates/certificates.port.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createChatBlocksService } from './modules/chat/chat-blocks.service.ts';
import { createParentChatService } from './modules/chat/parent-chat.service.ts';
import { createClassExportService } from './modules/class-export/class-export.service.ts';
import { createClothesService } from './modules/clothes/clothes.service.ts';
import { createCourseCompletion } from './modules/courses/course-completion.ts';
import { createCourseLessonHomeworkService } from './modules/courses/course-lesson-homework.service.ts';
import { coursesDirection } from './modules/courses/courses.policy.ts';
import { createCoursesLearningService } from './modules/courses/courses-learning.service.ts';
import { createDataRightsService } from './modules/data-rights/data-rights.service.ts';
import { createDiariesService } from './modules/diaries/diaries.service.ts';
import { filesPort } from './modules/files/files.port.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createDistributionService } from './modules/groups/distribution.service.ts';
import { createGroupStudentsService } from './modules/groups/group-students.service.ts';
import { groupsPort } from './modules/groups/groups.port.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { createTeacherStudentsService } from './modules/groups/teacher-students.service.ts';
import { guidesPort } from './modules/guides/guides.port.ts';
import { createGuidesService, GUIDES_FOLDER } from './modules/guides/guides.service.ts';
import { createGuideVideoUrls } from './modules/guides/guides-video-url.ts';
import { createGymnasticsService, GYMNASTICS_FOLDER } from './modules/gymnastics/gymnastics.service.ts';
import { createGymnasticsVideoUrls } from './modules/gymnastics/gymnastics-video-url.ts';
import { createHelpSignalsService } from './modules/help-signals/help-signals.service.ts';
import { homeworkPort } from './modules/homework/homework.port.ts';
import { createHomeworkServices } from './modules/homework/homework.services.ts';
import { itDirection } from './modules/it-courses/it-courses.policy.ts';
import { itCoursesPort } from './modules/it-courses/it-courses.port.ts';
import { createItCoursesAdminService } from './modules/it-courses/it-courses-admin.service.ts';
import { createItLearningService } from './modules/it-courses/it-learning.service.ts';
import { createItPointsService } from './modules/it-points/it-points.service.ts';
import { itProjectsPort } from './modules/it-projects/it-projects.port.ts';
import { createItProjectsServices } from './modules/it-projects/it-projects.services.ts';
import { createItQuizzesService } from './modules/it-quizzes/it-quizzes.service.ts';
import { createItQuizzesAdminService } from './modules/it-quizzes/it-quizzes-admin.service.ts';
import { createItShopService } from './modules/it-shop/it-shop.service.ts';
import { createItSolutionsService } from './modules/it-solutions/it-solutions.service.ts';
import { createLibraryService } from './modules/library/library.service.ts';
import { createLibraryHomeworkReader } from './modules/library/library-homework.ts';
import { createLibraryVideos } from './modules/library/library-videos.ts';
import { likesPort } from './modules/likes/likes.port.ts';
import { createLikesService } from './modules/likes/likes.service.ts';
import { createLikesHistoryService } from './modules/likes/likes-history.service.ts';
import { createLocationsAdminService } from './modules/locations/locations-admin.service.ts';
import { createMailPort } from './modules/mail/mail.port.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createMailingService, MAILING_JOB } from './modules/mail/mailing.service.ts';
import { createMaterialsService } from './modules/materials/materials.service.ts';
import { createRecordingVideoStore } from './modules/materials/recording-video-store.ts';
import { createRecordingVideoUrls } from './modules/materials/recording-video-url.ts';
import { createRecordingVideosService } from './modules/materials/recording-videos.service.ts';
import { createMathTasksService } from './modules/math-tasks/math-tasks.service.ts';
import { createMeService } from './modules/me/me.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createMentalTestsService } from './modules/mental-tests/mental-tests.service.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { createOnlineServices, type OnlineOptions } from './modules/online/online.services.ts';
import { createParentDigestService, PARENT_DIGEST_JOB } from './modules/parent-digest/parent-digest.service.ts';
import { createParentsService } from './modules/parents/parents.service.ts';
import { createPhoneService } from './modules/phone/phone.service.ts';
import { createPictureLoginService } from './modules/picture-login/picture-login.service.ts';
import { createPictureKeys } from './modules/picture-login/picture-seal.ts';
import { createProfessionsService } from './modules/professions/professions.service.ts';
import { createAgeRatingService } from './modules/ratings/age-rating.service.ts';
import { createLikesRatingService } from './modules/ratings/likes-rating.service.ts';
import { createRatingPlacesService } from './modules/ratings/rating-places.service.ts';
import { ratingsPort } from './modules/ratings/ratings.port.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { createReadingTextsService } from './modules/reading-texts/reading-texts.service.ts';
import { createSpeechCardsService } from './modules/speech-cards/speech-cards.service.ts';
import { createSpeechImagesService } from './modules/speech-images/speech-images.service.ts';
import { createStudentImportService } from './modules/students/import/student-import.service.ts';
import { studentsPort } from './modules/students/students.port.ts';
import { createStudentsService } from './modules/students/students.service.ts';
import { subjectsPort } from './modules/subjects/subjects.port.ts';
import { createSubjectsService } from './modules/subjects/subjects.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createAdminTeachersService } from './modules/teachers/admin-teachers.service.ts';
import { teachersPort } from './modules/teachers/teachers.port.ts';
import { createTeachersService } from './modules/teachers/teachers.service.ts';
import { loadShippedCatalogue } from './modules/texts/load-shipped-texts.ts';
import { textsPort } from './modules/texts/texts.port.ts';
import { createTextsService } from './modules/texts/texts.service.ts';
import { createTrainerWordsService } from './modules/trainer-words/trainer-words.service.ts';
import type { RulesLookup } from './modules/trainers/trainer-rules.ts';
import { createTrainerStatsService } from './modules/trainers/trainer-stats.service.ts';
import { trainersPort } from './modules/trainers/trainers.port.ts';
import { createTrainersService, type SessionSettingsSource } from './modules/trainers/trainers.service.ts';
import { createCrmLinkService } from './modules/users/crm-link.ts';
import { createPasswordChangeService } from './modules/users/password-change.service.ts';
import { usersPort } from './modules/users/users.port.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createVoiceRecordingsService } from './modules/voice-recordings/voice-recordings.service.ts';
import {
  createVoiceAudioUrls,
  createVoiceRecordingsStore,
} from './modules/voice-recordings/voice-recordings.storage.ts';
import { createCharacterService } from './modules/world/character.service.ts';
import { createShopServices } from './modules/world/shop.services.ts';
import { worldPort } from './modules/world/world.port.ts';
import { zeroHomeworkPort } from './modules/zero-homework/zero-homework.port.ts';
import { createZeroHomeworkService } from './modules/zero-homework/zero-homework.service.ts';
import { createZeroHomeworkAdminService } from './modules/zero-homework/zero-homework-admin.service.ts';
import type { Realtime } from './realtime/index.ts';

export interface ServiceDeps {
  database: Database;
  counters: CounterStore;
  mailer: Mailer;
  realtime: Realtime;
  tokens: TokenService;
  /** The auth states this process keeps; the gateway's instance events forget in the same one. */
  authStates: AuthStateCache;
  hasher: PasswordHasher;
  clock: Clock;
  /** Deliberate waits (the login backoff) go through it, so tests do not really wait. */
  sleep: Sleep;
  logger: FastifyBaseLogger;
  jwtSecret: string;
  ukHosts: readonly string[];
  /** Where uploaded files are kept (config.storageDir). */
  storageDir: string;
  /** The largest lesson video a teacher may upload (config.recordingMaxBytes). */
  recordingMaxBytes: number;
  /** How long a login lasts at most (config.sessionMaxAgeSeconds). */
  sessionMaxAgeSeconds: number;
  /** The CRM profile address template (config.crmProfileUrlTemplate); null: no CRM link. */
  crmProfileUrlTemplate: string | null;
  loginLimits: LoginThrottleLimits;
  resetLimits?: ResetLimits;
  jobOptions?: Partial<JobQueueOptions>;
  maintenanceCacheMs?: number;
  trainerRules: RulesLookup;
  /** Where online rooms live and how long a quick game waits for a bot (online.services.ts). */
  online?: OnlineOptions;
}

/** Every service, each given only what it uses. */
export function createServices(deps: ServiceDeps) {
  const { database, clock, hasher, tokens } = deps;
  const audit = createAuditLog(clock);
  // Started by the server (startServer), stopped when the app closes; tests drain it with runDue().
  const jobs = createJobQueue({
    database,
    clock,
    logger: deps.logger,
    ...(deps.jobOptions ? { options: deps.jobOptions } : {}),
  });
  jobs.handle(MAIL_JOB, mailJobHandler(deps.mailer));
  // Letters to students on platform events, written in the event's own transaction (see docs/MAIL.md).
  const mail = createMailPort({ realtime: deps.realtime, clock, logger: deps.logger, world: worldPort });
  const mailing = createMailingService({
    database,
    clock,
    audit,
    jobs,
    mail,
    students: studentsPort,
    groups: groupsPort,
    teachers: teachersPort,
    subjects: subjectsPort,
  });
  jobs.handle(MAILING_JOB, mailing.runBatch);
  // The weekly parent digest: checked hourly by every instance once started, sent once (docs/PARENT-DIGEST.md).
  const parentDigest = createParentDigestService({
    database,
    clock,
    audit,
    jobs,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  jobs.handle(PARENT_DIGEST_JOB, parentDigest.sendDigest);
  const maintenance = createMaintenanceService({
    database,
    audit,
    clock,
    ...(deps.maintenanceCacheMs !== undefined ? { cacheMs: deps.maintenanceCacheMs } : {}),
  });
  const professions = createProfessionsService({ database, realtime: deps.realtime, clock, mail });
  const characters = createCharacterService({ database, clock });
  const students = createStudentsService({
    database,
    likes: likesPort,
    subjects: subjectsPort,
    trainers: trainersPort,
    characterOf: characters.characterOf,
    professionOf: professions.professionOf,
    ratings: ratingsPort,
    clock,
  });
  const likes = createLikesService({ database, realtime: deps.realtime, clock, logger: deps.logger });
  likes.onAccrued(professions.levelUpAfter);
  const itPoints = createItPointsService({ database, realtime: deps.realtime, audit, clock, logger: deps.logger });
  const mathTasks = createMathTasksService({ database, clock });
  const trainerWords = createTrainerWordsService({ database, clock });
  const readingTexts = createReadingTextsService({ database, clock });
  const speechImages = createSpeechImagesService({ database, clock, storage: createStorage(deps.storageDir) });
  const speechCards = createSpeechCardsService({ images: speechImages });
  const mentalTests = createMentalTestsService({ database, clock, trainers: trainersPort });
  const trainers = createTrainersService({
    database,
    likes,
    crystals: albumsPort,
    rulesFor: deps.trainerRules,
    balances: likesPort,
    clock,
    sessionSettings: new Map<string, SessionSettingsSource>([
      ['wordProblem', mathTasks.wordProblemSettings],
      ['mentalTest', mentalTests.sessionSettings],
      ['wordSearch', trainerWords.sessionSettings('wordSearch')],
      ['fillword', trainerWords.sessionSettings('fillword')],
      ['speedReading', readingTexts.sessionSettings],
      ['memo', trainerWords.memoSessionSettings],
      ['speechCards', speechCards.sessionSettings],
    ]),
  });
  const files = createFilesService({ database, storage: createStorage(deps.storageDir), clock });
  const courseCompletion = createCourseCompletion({
    database,
    clock,
    courses: itCoursesPort,
    certificates: certificatesPort,
    homework: homeworkPort,
    mail,
  });
  const libraryVideos = createLibraryVideos({ storageDir: deps.storageDir, secret: deps.jwtSecret, clock });
  const homework = createHomeworkServices({
    database,
    trainers,
    files,
    fileRows: filesPort,
    clock,
    crystals: albumsPort,
    mail,
    courseLessons: courseCompletion,
    teachers: teachersPort,
    library: createLibraryHomeworkReader({
      storage: createStorage(deps.storageDir),
      trainers: trainersPort,
      videoUrls: libraryVideos.videoUrls,
    }),
  });
  const recordingVideoStore = createRecordingVideoStore(deps.storageDir);
  const authChanges = createAuthChanges({ states: deps.authStates, realtime: deps.realtime });
  const sessions = createSessionService({
    database,
    tokens,
    audit,
    clock,
    authChanges,
    maxAgeSeconds: deps.sessionMaxAgeSeconds,
  });
  const chatService = createChatService({
    database,
    clock,
    realtime: deps.realtime,
    groups: groupsPort,
    logger: deps.logger,
  });
  const mailService = createMailService({ database });
  const newsService = createNewsService({ database, clock, realtime: deps.realtime, logger: deps.logger });
  const online = createOnlineServices({
    database,
    realtime: deps.realtime,
    likes,
    balances: likesPort,
    trainers: trainersPort,
    groups: groupsPort,
    teachers: teachersPort,
    clock,
    logger: deps.logger,
    ...(deps.online ? { options: deps.online } : {}),
  });
  const itProjects = createItProjectsServices({
    database,
    clock,
    storage: createStorage(deps.storageDir),
    students: studentsPort,
    mail,
    realtime: deps.realtime,
    logger: deps.logger,
    points: itPoints,
  });
  const itSolutions = createItSolutionsService({
    database,
    clock,
    storage: createStorage(deps.storageDir),
    students: studentsPort,
    courses: itCoursesPort,
    itTeachers: itProjectsPort,
    mail,
    points: itPoints,
    realtime: deps.realtime,
    logger: deps.logger,
  });
  // One throttle for every way of logging in: a password and a picture password count against the same limits.
  const loginThrottle = createLoginThrottle({ counters: deps.counters, limits: deps.loginLimits, sleep: deps.sleep });
  const auth = createAuthService({
    database,
    hasher,
    sessions,
    throttle: loginThrottle,
    audit,
    clock,
    subjects: subjectsPort,
    users: usersPort,
    mail,
  });
  return {
    /** Also the generic record of staff writes (staff-write-audit.ts), written by the serve layer. */
    audit,
    jobs,
    itProjects,
    itSolutions,
    authenticator: createAuthenticator({ database, tokens, clock, states: deps.authStates }),
    sessions,
    maintenance,
    students,
    system: createSystemService({
      database,
      maintenance,
      ukHosts: deps.ukHosts,
      recordingMaxBytes: deps.recordingMaxBytes,
    }),
    subjects: createSubjectsService({ database, audit }),
    auth,
    parentDigest,
    parents: createParentsService({ database, clock, audit, hasher, sessions, groups: groupsPort }),
    dataRights: createDataRightsService({
      database,
      clock,
      audit,
      hasher,
      authChanges,
      storage: createStorage(deps.storageDir),
    }),
    pictureLogin: createPictureLoginService({
      database,
      hasher,
      keys: createPictureKeys(deps.jwtSecret),
      throttle: loginThrottle,
      audit,
      clock,
      auth,
      groups: groupsPort,
      users: usersPort,
    }),
    passwordReset: createPasswordResetService({
      database,
      hasher,
      jobs,
      counters: deps.counters,
      audit,
      clock,
      secret: deps.jwtSecret,
      authChanges,
      users: usersPort,
      texts: textsPort,
      ...(deps.resetLimits ? { limits: deps.resetLimits } : {}),
    }),
    me: createMeService({ database }),
    users: createUsersService({ database, hasher, audit, clock, sessions, authChanges, mail, guides: guidesPort }),
    adminStudents: createAdminStudentsService({ database, hasher, audit, clock, authChanges, mail }),
    adminStudentsBulk: createAdminStudentsBulkService({ database, audit, clock, authChanges }),
    adminStudentsExport: createAdminStudentsExport({ database, clock }),
    studentImport: createStudentImportService({
      database,
      hasher,
      audit,
      clock,
      subjects: subjectsPort,
      groups: groupsPort,
      ratings: ratingsPort,
      mail,
    }),
    guides: createGuidesService({
      database,
      clock,
      store: createVideoStore(deps.storageDir, GUIDES_FOLDER),
      urls: createGuideVideoUrls({ secret: deps.jwtSecret, clock }),
      maxBytes: deps.recordingMaxBytes,
      users: usersPort,
      trainers: trainersPort,
    }),
    texts: createTextsService({ database, audit, clock, loadCatalogue: loadShippedCatalogue }),
    passwordChange: createPasswordChangeService({ database, hasher, audit, clock, sessions, authChanges }),
    avatars: createAvatarsService({
      database,
      storage: createStorage(deps.storageDir),
      audit,
      clock,
      users: usersPort,
    }),
    teachers: createTeachersService({ database, audit, clock, groups: groupsPort, subjects: subjectsPort }),
    adminTeachers: createAdminTeachersService({
      database,
      hasher,
      audit,
      clock,
      authChanges,
      users: usersPort,
      groups: groupsPort,
      subjects: subjectsPort,
    }),
    crmLink: createCrmLinkService({ database, template: deps.crmProfileUrlTemplate }),
    groups: createGroupsService({ database, audit, clock, subjects: subjectsPort, teachers: teachersPort }),
    groupStudents: createGroupStudentsService({ database, clock, students: studentsPort, teachers: teachersPort }),
    distribution: createDistributionService({
      database,
      students: studentsPort,
      teachers: teachersPort,
      zeroLessons: zeroHomeworkPort,
    }),
    teacherStudents: createTeacherStudentsService({ database, teachers: teachersPort }),
    certificates: createCertificatesService({ database, clock, groups: groupsPort, users: usersPort, mail }),
    diaries: createDiariesService({ database, clock, groups: groupsPort }),
    helpSignals: createHelpSignalsService({
      database,
      clock,
      audit,
      groups: groupsPort,
      trainers: trainersPort,
      homework: homeworkPort,
    }),
    classExport: createClassExportService({
      database,
      clock,
      groups: groupsPort,
      homework: homework.homework,
      homeworkProgress: homeworkPort,
    }),
    materials: createMaterialsService({
      database,
      clock,
      videos: recordingVideoStore,
      files: filesPort,
      groups: groupsPort,
    }),
    library: createLibraryService({
      database,
      clock,
      audit,
      storage: createStorage(deps.storageDir),
      media: createMediaService({ storage: createStorage(deps.storageDir) }),
      ...libraryVideos,
      videoMaxBytes: deps.recordingMaxBytes,
      trainers: trainersPort,
      teachers: teachersPort,
      groups: groupsPort,
      users: usersPort,
      homework: homeworkPort,
    }),
    recordingVideos: createRecordingVideosService({
      database,
      clock,
      store: recordingVideoStore,
      urls: createRecordingVideoUrls({ secret: deps.jwtSecret, clock }),
      maxBytes: deps.recordingMaxBytes,
      users: usersPort,
      groups: groupsPort,
    }),
    gymnastics: createGymnasticsService({
      database,
      clock,
      store: createVideoStore(deps.storageDir, GYMNASTICS_FOLDER),
      urls: createGymnasticsVideoUrls({ secret: deps.jwtSecret, clock }),
      maxBytes: deps.recordingMaxBytes,
      users: usersPort,
      trainers: trainersPort,
    }),
    admin: createAdminService({ database }),
    likes,
    likesHistory: createLikesHistoryService({ database, trainers: trainersPort }),
    zeroHomework: createZeroHomeworkService({ database, clock, likes, trainers: trainersPort, groups: groupsPort }),
    zeroHomeworkAdmin: createZeroHomeworkAdminService({ database, clock, audit, trainers: trainersPort }),
    professions,
    mathTasks,
    trainerWords,
    readingTexts,
    speechImages,
    speechCards,
    itPoints,
    itShop: createItShopService({
      database,
      itPoints,
      realtime: deps.realtime,
      audit,
      clock,
      logger: deps.logger,
    }),
    mentalTests,
    media: createMediaService({ storage: createStorage(deps.storageDir) }),
    clothes: createClothesService({ database, clock }),
    locationsAdmin: createLocationsAdminService({ database, clock }),
    albumsAdmin: createAlbumsAdminService({ database, clock, storage: createStorage(deps.storageDir) }),
    trainers,
    files,
    homework: homework.homework,
    homeworkAnswers: homework.answers,
    homeworkTemplates: homework.templates,
    homeworkMaterials: homework.materials,
    trainerStats: createTrainerStatsService({
      database,
      roundLabels: new Map([['mentalTest', mentalTests.roundLabels]]),
    }),
    mail: mailService,
    mailing,
    ratings: createRatingsService({ database, trainers: trainersPort }),
    likesRating: createLikesRatingService({ database, trainers: trainersPort }),
    ageRating: createAgeRatingService({ database, trainers: trainersPort }),
    ratingPlaces: createRatingPlacesService({ database, trainers: trainersPort }),
    shop: createShopServices({ database, clock, likes, characters }),
    market: createMarketService({ database, clock, realtime: deps.realtime, likes, logger: deps.logger }),
    collectors: createCollectorsService({ database }),
    albums: createAlbumsServices({ database, clock, likes, balances: likesPort, mail }),
    chat: chatService,
    chatBlocks: createChatBlocksService({
      database,
      clock,
      realtime: deps.realtime,
      groups: groupsPort,
      logger: deps.logger,
    }),
    parentChat: createParentChatService({ database, audit }),
    news: newsService,
    itCoursesAdmin: createItCoursesAdminService({ database, clock, direction: itDirection }),
    coursesAdmin: createItCoursesAdminService({ database, clock, direction: coursesDirection }),
    courseLessonHomework: createCourseLessonHomeworkService({
      database,
      clock,
      items: homework.items,
      homework: homeworkPort,
      fileRows: filesPort,
      courses: itCoursesPort,
    }),
    coursesLearning: createCoursesLearningService({
      database,
      courses: itCoursesPort,
      homework: homeworkPort,
      copies: homework.courseCopies,
      completion: courseCompletion,
      certificates: certificatesPort,
      groups: groupsPort,
      fileRows: filesPort,
    }),
    itLearning: createItLearningService({ database, clock }),
    itQuizzesAdmin: createItQuizzesAdminService({ database, clock }),
    itQuizzes: createItQuizzesService({ database, clock, points: itPoints }),
    phone: createPhoneService({ chat: chatService, mail: mailService, news: newsService }),
    voiceRecordings: createVoiceRecordingsService({
      database,
      clock,
      store: createVoiceRecordingsStore(deps.storageDir),
      urls: createVoiceAudioUrls({ secret: deps.jwtSecret, clock }),
      users: usersPort,
      groups: groupsPort,
    }),
    online: online.online,
    onlineRunner: online.runner,
  };
}

export type Services = ReturnType<typeof createServices>;
