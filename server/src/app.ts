import { rulesFor } from '@umka/games';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAccessControl } from './lib/access.ts';
import { type Clock, realSleep, type Sleep, systemClock } from './lib/clock.ts';
import type { CounterStore } from './lib/counter-store.ts';
import { DOCS_PREFIX, registerDocs } from './lib/docs.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { createFirstScreens, firstScreenWorker } from './lib/first-screen.ts';
import type { JobQueueOptions } from './lib/jobs/job-queue.ts';
import { parseJsonBodies } from './lib/json-body.ts';
import type { Mailer } from './lib/mailer.ts';
import { refuseNullCharacters } from './lib/null-characters.ts';
import { registerPageSession } from './lib/page-session.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords.ts';
import { RequestLog } from './lib/request-log.ts';
import { registerResponseSerializer } from './lib/response-serializer.ts';
import { registerSecurity } from './lib/security.ts';
import { registerSpa } from './lib/spa.ts';
import { registerStaffWriteAudit } from './lib/staff-write-audit.ts';
import type { TokenService } from './lib/tokens.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminStudentsRoutes } from './modules/admin-students/admin-students.routes.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { albumsAdminRoutes } from './modules/albums/albums-admin.routes.ts';
import { marketRoutes } from './modules/albums/market.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type AuthStateCache, createAuthStateCache } from './modules/auth/auth-state-cache.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from './modules/auth/login-throttle.ts';
import type { ResetLimits } from './modules/auth/password-reset.service.ts';
import { avatarFilesRoutes, avatarsRoutes } from './modules/avatars/avatars.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { classExportRoutes } from './modules/class-export/class-export.routes.ts';
import { clothesRoutes } from './modules/clothes/clothes.routes.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.ts';
import { diariesRoutes } from './modules/diaries/diaries.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { distributionRoutes } from './modules/groups/distribution.routes.ts';
import { groupStudentsRoutes } from './modules/groups/group-students.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { teacherStudentsRoutes } from './modules/groups/teacher-students.routes.ts';
import { guidesRoutes, guideVideoRoutes } from './modules/guides/guides.routes.ts';
import { gymnasticsRoutes, gymnasticsVideoRoutes } from './modules/gymnastics/gymnastics.routes.ts';
import { helpSignalsRoutes } from './modules/help-signals/help-signals.routes.ts';
import { homeworkRoutes } from './modules/homework/homework.routes.ts';
import { homeworkAnswersRoutes } from './modules/homework/homework-answers.routes.ts';
import { homeworkMaterialsRoutes } from './modules/homework/homework-materials.routes.ts';
import { homeworkTemplatesRoutes } from './modules/homework/homework-templates.routes.ts';
import { itCoursesRoutes } from './modules/it-courses/it-courses.routes.ts';
import { itPointsRoutes } from './modules/it-points/it-points.routes.ts';
import { itProjectsRoutes } from './modules/it-projects/it-projects.routes.ts';
import { itQuizzesRoutes } from './modules/it-quizzes/it-quizzes.routes.ts';
import { itShopRoutes } from './modules/it-shop/it-shop.routes.ts';
import { itSolutionsRoutes } from './modules/it-solutions/it-solutions.routes.ts';
import { libraryRoutes, libraryUploadRoutes, libraryVideoRoutes } from './modules/library/library.routes.ts';
import { likesHistoryRoutes } from './modules/likes/likes-history.routes.ts';
import { locationsAdminRoutes } from './modules/locations/locations-admin.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { recordingVideosRoutes } from './modules/materials/recording-videos.routes.ts';
import { mathTasksRoutes } from './modules/math-tasks/math-tasks.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { mediaAdminRoutes, mediaFilesRoutes } from './modules/media/media.routes.ts';
import { mentalTestsRoutes } from './modules/mental-tests/mental-tests.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { onlineRoutes } from './modules/online/online.routes.ts';
import type { OnlineOptions } from './modules/online/online.services.ts';
import { parentDigestRoutes } from './modules/parent-digest/parent-digest.routes.ts';
import { parentsRoutes } from './modules/parents/parents.routes.ts';
import { phoneRoutes } from './modules/phone/phone.routes.ts';
import { pictureLoginRoutes } from './modules/picture-login/picture-login.routes.ts';
import { professionsRoutes } from './modules/professions/professions.routes.ts';
import { ageRatingRoutes } from './modules/ratings/age-rating.routes.ts';
import { likesRatingRoutes } from './modules/ratings/likes-rating.routes.ts';
import { ratingPlacesRoutes } from './modules/ratings/rating-places.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { readingTextsRoutes } from './modules/reading-texts/reading-texts.routes.ts';
import { speechCardsRoutes } from './modules/speech-cards/speech-cards.routes.ts';
import { speechImagesRoutes } from './modules/speech-images/speech-images.routes.ts';
import { studentImportRoutes } from './modules/students/import/student-import.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { subjectsRoutes } from './modules/subjects/subjects.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { adminTeachersRoutes } from './modules/teachers/admin-teachers.routes.ts';
import { teachersRoutes } from './modules/teachers/teachers.routes.ts';
import { textsRoutes } from './modules/texts/texts.routes.ts';
import { trainerWordsRoutes } from './modules/trainer-words/trainer-words.routes.ts';
import type { RulesLookup } from './modules/trainers/trainer-rules.ts';
import { trainersRoutes } from './modules/trainers/trainers.routes.ts';
import { crmLinkRoutes } from './modules/users/crm-link.routes.ts';
import { passwordRoutes } from './modules/users/password.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { voiceRecordingsRoutes } from './modules/voice-recordings/voice-recordings.routes.ts';
import { shopRoutes } from './modules/world/shop.routes.ts';
import { zeroHomeworkRoutes } from './modules/zero-homework/zero-homework.routes.ts';
import { zeroHomeworkAdminRoutes } from './modules/zero-homework/zero-homework-admin.routes.ts';
import type { Realtime } from './realtime/index.ts';
import { createServices, type Services } from './services.ts';

export type AppConfig = Pick<
  Config,
  | 'env'
  | 'bodyLimit'
  | 'trustProxy'
  | 'corsOrigins'
  | 'rateLimitPerMinute'
  | 'ukHosts'
  | 'webDistDir'
  | 'storageDir'
  | 'recordingMaxBytes'
  | 'sessionMaxAgeSeconds'
  | 'crmProfileUrlTemplate'
>;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  counters: CounterStore;
  mailer: Mailer;
  realtime: Realtime;
  tokens: TokenService;
  /** Shared with the gateway, which forgets in it what other instances announce; a new one when not given. */
  authStates?: AuthStateCache;
  jwtSecret: string;
  logger: FastifyBaseLogger;
  clock?: Clock;
  sleep?: Sleep;
  hasher?: PasswordHasher;
  loginLimits?: LoginThrottleLimits;
  resetLimits?: ResetLimits;
  jobOptions?: Partial<JobQueueOptions>;
  maintenanceCacheMs?: number;
  /** The trainer rules sessions are played and replayed with: those of @umka/games unless given. */
  trainerRules?: RulesLookup;
  /** The online rooms' store (Redis with REDIS_URL) and timings; rooms in memory when not given. */
  online?: OnlineOptions;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** The one place where the modules are wired together. It owns no connection: whoever made the deps closes them. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const clock = deps.clock ?? systemClock;
  const { trustProxy } = deps.config;
  const app = Fastify({
    loggerInstance: deps.logger,
    logController: new RequestLog(),
    bodyLimit: deps.config.bodyLimit,
    // A hop count trusts that many proxies in front of us (Fastify's types only take the function form).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  // Sockets must go first: the HTTP server cannot finish closing while WebSocket connections are open.
  app.addHook('preClose', () => deps.realtime.close());
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is checked against its contract by zod as well (response-serializer.ts).
  registerResponseSerializer(app, { checked: deps.config.env !== 'production' });
  registerErrorHandler(app);
  parseJsonBodies(app);
  refuseNullCharacters(app);

  const services = createServices({
    database: deps.database,
    counters: deps.counters,
    mailer: deps.mailer,
    realtime: deps.realtime,
    tokens: deps.tokens,
    authStates: deps.authStates ?? createAuthStateCache({ clock }),
    hasher: deps.hasher ?? createPasswordHasher(),
    clock,
    sleep: deps.sleep ?? realSleep,
    logger: deps.logger,
    jwtSecret: deps.jwtSecret,
    ukHosts: deps.config.ukHosts,
    storageDir: deps.config.storageDir,
    recordingMaxBytes: deps.config.recordingMaxBytes,
    sessionMaxAgeSeconds: deps.config.sessionMaxAgeSeconds,
    crmProfileUrlTemplate: deps.config.crmProfileUrlTemplate,
    loginLimits: deps.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    ...(deps.resetLimits ? { resetLimits: deps.resetLimits } : {}),
    ...(deps.jobOptions ? { jobOptions: deps.jobOptions } : {}),
    trainerRules: deps.trainerRules ?? rulesFor,
    ...(deps.online ? { online: deps.online } : {}),
    ...(deps.maintenanceCacheMs !== undefined ? { maintenanceCacheMs: deps.maintenanceCacheMs } : {}),
  });
  // The job worker (started by startServer) finishes the job in hand before the database goes.
  app.addHook('onClose', () => services.jobs.stop());
  app.addHook('onClose', () => services.onlineRunner.stop());
  app.addHook('onClose', () => services.parentDigest.stop());
  // Headers, CORS and the request limit come before access control, so that its 401, 403 and 503
  // answers carry them too and a flood is refused before it costs a token check.
  await registerSecurity(app, {
    corsOrigins: deps.config.corsOrigins,
    rateLimitPerMinute: deps.config.rateLimitPerMinute,
    counters: deps.counters,
  });
  registerAccessControl(app, {
    authenticate: services.authenticator.authenticate,
    renew: services.authenticator.renew,
    maintenanceActive: services.maintenance.isActive,
    publicPrefixes: [DOCS_PREFIX],
  });
  registerPageSession(app, { maxAgeSeconds: deps.config.sessionMaxAgeSeconds });
  registerStaffWriteAudit(app, { database: deps.database, audit: services.audit });
  await registerDocs(app);

  await app.register(
    async (api) => {
      const zod = api.withTypeProvider<ZodTypeProvider>();
      await zod.register(systemRoutes, { system: services.system });
      await zod.register(subjectsRoutes, { subjects: services.subjects });
      await zod.register(authRoutes, {
        auth: services.auth,
        passwordReset: services.passwordReset,
        sessions: services.sessions,
      });
      await zod.register(meRoutes, { me: services.me });
      await zod.register(usersRoutes, { users: services.users });
      await zod.register(adminStudentsRoutes, {
        adminStudents: services.adminStudents,
        adminStudentsBulk: services.adminStudentsBulk,
        adminStudentsExport: services.adminStudentsExport,
      });
      await zod.register(passwordRoutes, { passwordChange: services.passwordChange });
      await zod.register(avatarsRoutes, { avatars: services.avatars });
      await zod.register(studentsRoutes, { students: services.students });
      await zod.register(studentImportRoutes, { studentImport: services.studentImport });
      await zod.register(teachersRoutes, { teachers: services.teachers });
      await zod.register(adminTeachersRoutes, { adminTeachers: services.adminTeachers });
      await zod.register(crmLinkRoutes, { crmLink: services.crmLink });
      await zod.register(groupsRoutes, { groups: services.groups });
      await zod.register(groupStudentsRoutes, { groupStudents: services.groupStudents });
      await zod.register(distributionRoutes, { distribution: services.distribution });
      await zod.register(teacherStudentsRoutes, { teacherStudents: services.teacherStudents });
      await zod.register(certificatesRoutes, { certificates: services.certificates });
      await zod.register(diariesRoutes, { diaries: services.diaries });
      await zod.register(helpSignalsRoutes, { helpSignals: services.helpSignals });
      await zod.register(classExportRoutes, { classExport: services.classExport });
      await zod.register(materialsRoutes, { materials: services.materials });
      await zod.register(recordingVideosRoutes, { recordingVideos: services.recordingVideos });
      await zod.register(likesHistoryRoutes, { likesHistory: services.likesHistory });
      await zod.register(zeroHomeworkRoutes, { zeroHomework: services.zeroHomework });
      await zod.register(zeroHomeworkAdminRoutes, { zeroHomeworkAdmin: services.zeroHomeworkAdmin });
      await zod.register(trainersRoutes, { trainers: services.trainers, stats: services.trainerStats });
      await zod.register(filesRoutes, { files: services.files });
      await zod.register(homeworkRoutes, { homework: services.homework });
      await zod.register(homeworkTemplatesRoutes, { templates: services.homeworkTemplates });
      await zod.register(homeworkAnswersRoutes, { answers: services.homeworkAnswers });
      await zod.register(homeworkMaterialsRoutes, { materials: services.homeworkMaterials });
      await zod.register(ratingsRoutes, { ratings: services.ratings });
      await zod.register(likesRatingRoutes, { likesRating: services.likesRating });
      await zod.register(ageRatingRoutes, { ageRating: services.ageRating });
      await zod.register(ratingPlacesRoutes, { ratingPlaces: services.ratingPlaces });
      await zod.register(adminRoutes, { admin: services.admin, maintenance: services.maintenance });
      await zod.register(mathTasksRoutes, { mathTasks: services.mathTasks });
      await zod.register(trainerWordsRoutes, { trainerWords: services.trainerWords });
      await zod.register(readingTextsRoutes, { readingTexts: services.readingTexts });
      await zod.register(gymnasticsRoutes, { gymnastics: services.gymnastics });
      await zod.register(guidesRoutes, { guides: services.guides });
      await zod.register(guideVideoRoutes, { guides: services.guides });
      await zod.register(textsRoutes, { texts: services.texts });
      await zod.register(gymnasticsVideoRoutes, { gymnastics: services.gymnastics });
      await zod.register(speechImagesRoutes, { speechImages: services.speechImages });
      await zod.register(speechCardsRoutes, { speechCards: services.speechCards });
      await zod.register(itPointsRoutes, { itPoints: services.itPoints });
      await zod.register(itShopRoutes, { itShop: services.itShop });
      await zod.register(mentalTestsRoutes, { mentalTests: services.mentalTests });
      await zod.register(mediaAdminRoutes, { media: services.media });
      await zod.register(libraryRoutes, { library: services.library });
      await zod.register(libraryUploadRoutes, { library: services.library });
      await zod.register(libraryVideoRoutes, { library: services.library });
      await zod.register(clothesRoutes, { clothes: services.clothes });
      await zod.register(locationsAdminRoutes, { locationsAdmin: services.locationsAdmin });
      await zod.register(albumsAdminRoutes, { albumsAdmin: services.albumsAdmin });
      await zod.register(professionsRoutes, { professions: services.professions });
      await zod.register(shopRoutes, { shop: services.shop });
      await zod.register(marketRoutes, { market: services.market, collectors: services.collectors });
      await zod.register(albumsRoutes, { albums: services.albums });
      await zod.register(chatRoutes, {
        chat: services.chat,
        chatBlocks: services.chatBlocks,
        parentChat: services.parentChat,
      });
      await zod.register(mailRoutes, { mail: services.mail, mailing: services.mailing });
      await zod.register(newsRoutes, { news: services.news });
      await zod.register(itCoursesRoutes, {
        itCoursesAdmin: services.itCoursesAdmin,
        itLearning: services.itLearning,
      });
      await zod.register(coursesRoutes, {
        coursesAdmin: services.coursesAdmin,
        courseLessonHomework: services.courseLessonHomework,
        coursesLearning: services.coursesLearning,
      });
      await zod.register(itQuizzesRoutes, { itQuizzes: services.itQuizzes, itQuizzesAdmin: services.itQuizzesAdmin });
      await zod.register(phoneRoutes, { phone: services.phone });
      await zod.register(parentsRoutes, { parents: services.parents });
      await zod.register(dataRightsRoutes, { dataRights: services.dataRights });
      await zod.register(parentDigestRoutes, { parentDigest: services.parentDigest });
      await zod.register(pictureLoginRoutes, { pictureLogin: services.pictureLogin });
      await zod.register(voiceRecordingsRoutes, { voiceRecordings: services.voiceRecordings });
      await zod.register(onlineRoutes, { online: services.online });
      await zod.register(itProjectsRoutes, { itProjects: services.itProjects });
      await zod.register(itSolutionsRoutes, { itSolutions: services.itSolutions });
    },
    { prefix: '/api' },
  );

  // Before the SPA, whose fallback answers every other GET with index.html.
  await app.withTypeProvider<ZodTypeProvider>().register(mediaFilesRoutes, { media: services.media });
  await app.withTypeProvider<ZodTypeProvider>().register(avatarFilesRoutes, { avatars: services.avatars });
  const firstScreens = createFirstScreens({
    workerFile: firstScreenWorker(deps.config.webDistDir),
    distDir: deps.config.webDistDir,
    nodeEnv: deps.config.env,
    authenticate: services.authenticator.authenticate,
    // The student's own request, with the page's address and host, so its limits and its answer are the same.
    answer: async (url, token, request) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', host: request.headers.host ?? '' },
        remoteAddress: request.ip,
      });
      return { status: response.statusCode, body: response.body };
    },
    log: app.log,
  });
  if (firstScreens) app.addHook('onClose', () => firstScreens.close());
  await registerSpa(app, deps.config.webDistDir, (hostname) => services.system.clientConfig(hostname), firstScreens);
  return { app, services };
}
