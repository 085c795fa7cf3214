import { type PageGroup, ROLE, type RoleId } from '@umka/contracts';

/**
 * What a page demands of its visitor (spec §6). `roles` empty: public. `pageGroup`: a student
 * page that needs a chosen subject the group allows (spec §2 table). `guestOnly`: logged-in
 * visitors are sent to their home instead.
 */
export interface RouteMeta {
  path: string;
  roles: readonly RoleId[];
  pageGroup?: PageGroup;
  guestOnly?: boolean;
}

/** Who may open an online game's pages (spec §2: roles 2 and 3; a student's need a subject of the "online" row). */
const ONLINE_GAME = { roles: [ROLE.teacher, ROLE.student], pageGroup: 'common' } as const;

/** The one table the router and the guard read; every guarded route takes its path and rules from here. */
export const ROUTE_META = {
  home: { path: '/', roles: [], guestOnly: true },
  login: { path: '/login', roles: [], guestOnly: true },
  restore: { path: '/login/restore', roles: [], guestOnly: true },
  pictureLogin: { path: '/login/class', roles: [], guestOnly: true },
  pictureLoginClass: { path: '/login/class/:code', roles: [], guestOnly: true },
  registration: { path: '/registration', roles: [] },
  notFound: { path: '/404', roles: [] },
  adminUsers: { path: '/admin', roles: [ROLE.admin] },
  adminSettings: { path: '/admin/settings', roles: [ROLE.admin] },
  adminLogs: { path: '/admin/logs', roles: [ROLE.admin] },
  adminLog: { path: '/admin/logs/:id', roles: [ROLE.admin] },
  adminTasks: { path: '/admin/tasks', roles: [ROLE.admin] },
  adminTaskCreate: { path: '/admin/tasks/create', roles: [ROLE.admin] },
  adminTaskEdit: { path: '/admin/tasks/edit/:id', roles: [ROLE.admin] },
  adminWords: { path: '/admin/words', roles: [ROLE.admin] },
  adminReadingTexts: { path: '/admin/reading-texts', roles: [ROLE.admin] },
  adminReadingTextCreate: { path: '/admin/reading-texts/create', roles: [ROLE.admin] },
  adminReadingTextEdit: { path: '/admin/reading-texts/edit/:id', roles: [ROLE.admin] },
  adminSpeechImages: { path: '/admin/speech-images', roles: [ROLE.admin] },
  adminGymnastics: { path: '/admin/gymnastics', roles: [ROLE.admin] },
  adminGuides: { path: '/admin/guides', roles: [ROLE.admin] },
  adminMaterials: { path: '/admin/materials', roles: [ROLE.admin] },
  adminStudioNew: { path: '/admin/materials/studio-editor', roles: [ROLE.admin] },
  adminStudioEdit: { path: '/admin/materials/studio-editor/:id', roles: [ROLE.admin] },
  adminTexts: { path: '/admin/texts', roles: [ROLE.admin] },
  adminText: { path: '/admin/texts/:key', roles: [ROLE.admin] },
  adminStudentImport: { path: '/admin/students/import', roles: [ROLE.admin] },
  adminStudents: { path: '/admin/students', roles: [ROLE.admin] },
  adminStudentCreate: { path: '/admin/students/create', roles: [ROLE.admin] },
  adminStudent: { path: '/admin/students/:id', roles: [ROLE.admin] },
  adminZeroLessons: { path: '/admin/zero-lessons', roles: [ROLE.admin] },
  adminMentalTests: { path: '/admin/mental-tests', roles: [ROLE.admin] },
  adminMentalTestCreate: { path: '/admin/mental-tests/create', roles: [ROLE.admin] },
  adminMentalTestEdit: { path: '/admin/mental-tests/edit/:id', roles: [ROLE.admin] },
  adminClothes: { path: '/admin/clothes', roles: [ROLE.admin] },
  adminClothesCreate: { path: '/admin/clothes/create', roles: [ROLE.admin] },
  adminClothesEdit: { path: '/admin/clothes/edit/:id', roles: [ROLE.admin] },
  adminLocations: { path: '/admin/locations', roles: [ROLE.admin] },
  adminLocation: { path: '/admin/locations/:id', roles: [ROLE.admin] },
  adminAlbums: { path: '/admin/albums', roles: [ROLE.admin] },
  adminCrystals: { path: '/admin/crystals', roles: [ROLE.admin] },
  adminPuzzlePrices: { path: '/admin/puzzle-prices', roles: [ROLE.admin] },
  adminNews: { path: '/admin/news', roles: [ROLE.admin] },
  adminNewsCreate: { path: '/admin/news/create', roles: [ROLE.admin] },
  adminNewsEdit: { path: '/admin/news/edit/:id', roles: [ROLE.admin] },
  adminMailing: { path: '/admin/mailing', roles: [ROLE.admin] },
  adminGroups: { path: '/admin/groups', roles: [ROLE.admin] },
  adminTeachers: { path: '/admin/teachers', roles: [ROLE.admin] },
  adminTeacherCreate: { path: '/admin/teachers/create', roles: [ROLE.admin] },
  adminTeacher: { path: '/admin/teachers/:id', roles: [ROLE.admin] },
  adminItShop: { path: '/admin/it-shop', roles: [ROLE.admin] },
  /** The real-world prizes of the IT shop: a teacher hands over their students' ones, an admin may mark any. */
  teacherItPrizes: { path: '/teacher/it-prizes', roles: [ROLE.teacher, ROLE.admin] },
  adminItCategories: { path: '/admin/it-categories', roles: [ROLE.admin] },
  adminItCourses: { path: '/admin/it-courses', roles: [ROLE.admin] },
  adminItLessons: { path: '/admin/it-lessons/list', roles: [ROLE.admin] },
  /** `new` for a lesson not written yet. */
  adminItLessonEdit: { path: '/admin/it-lessons/list/:id', roles: [ROLE.admin] },
  adminItQuiz: { path: '/admin/it-lessons/list/:id/quizes/:quizId', roles: [ROLE.admin] },
  /** `new` for a question not written yet. */
  adminItQuestion: { path: '/admin/it-lessons/list/:id/quizes/:quizId/questions/:questionId', roles: [ROLE.admin] },
  /** Issue [13]: the courses of subject 11, written by admins and by the subject's teachers in their cabinet. */
  adminCourses: { path: '/admin/courses', roles: [ROLE.admin] },
  adminCourseLessons: { path: '/admin/course-lessons', roles: [ROLE.admin] },
  /** `new` for a lesson not written yet. */
  adminCourseLessonEdit: { path: '/admin/course-lessons/:id', roles: [ROLE.admin] },
  teacherCourses: { path: '/teacher/courses', roles: [ROLE.teacher] },
  teacherCourseLessons: { path: '/teacher/course-lessons', roles: [ROLE.teacher] },
  teacherCourseLessonEdit: { path: '/teacher/course-lessons/:id', roles: [ROLE.teacher] },
  teacherClasses: { path: '/teacher/classes', roles: [ROLE.teacher] },
  teacherClass: { path: '/teacher/classes/:id', roles: [ROLE.teacher] },
  teacherClassCreate: { path: '/teacher/classes/create', roles: [ROLE.teacher] },
  teacherClassEdit: { path: '/teacher/classes/:id/edit', roles: [ROLE.teacher] },
  teacherClassDiaries: { path: '/teacher/classes/:id/diaries', roles: [ROLE.teacher] },
  teacherClassMaterials: { path: '/teacher/classes/:id/materials', roles: [ROLE.teacher] },
  teacherClassLoginCards: { path: '/teacher/classes/:id/login-cards', roles: [ROLE.teacher] },
  teacherMaterials: { path: '/teacher/materials', roles: [ROLE.teacher] },
  teacherHomeworkCreate: { path: '/teacher/classes/:id/create-hw', roles: [ROLE.teacher] },
  teacherTaskCreate: { path: '/teacher/classes/:id/create-task', roles: [ROLE.teacher] },
  /** edit-hw_{homeworkId} and task_{taskId}: any segment, ranked below the static class pages. */
  teacherHomeworkEdit: { path: '/teacher/classes/:id/:homeworkSegment', roles: [ROLE.teacher] },
  teacherTemplates: { path: '/teacher/templates', roles: [ROLE.teacher] },
  teacherTemplateEdit: { path: '/teacher/templates/:id', roles: [ROLE.teacher] },
  studentSubject: { path: '/student/subject', roles: [ROLE.student] },
  studentHome: { path: '/student', roles: [ROLE.student], pageGroup: 'common' },
  studentTrainers: { path: '/student/trainers', roles: [ROLE.student], pageGroup: 'trainers' },
  studentGymnastics: { path: '/student/trainers/gymnastics', roles: [ROLE.student], pageGroup: 'trainers' },
  /** Spec §2 "trainers, help | all except 8": the help page shares the trainers' subject list. */
  studentHelp: { path: '/student/help', roles: [ROLE.student], pageGroup: 'trainers' },
  /** Issue [13]: the introductory lessons of subjects 1, 2, 3, 9 and 10. */
  studentZeroHomework: { path: '/student/zero-homework', roles: [ROLE.student], pageGroup: 'zeroHomework' },
  studentZeroLesson: { path: '/student/zero-homework/lesson/:id', roles: [ROLE.student], pageGroup: 'zeroHomework' },
  /** Issue [13]: the courses of subject 11, each lesson read or done through its homework. */
  studentCourses: { path: '/student/courses', roles: [ROLE.student], pageGroup: 'courseHomework' },
  studentCourse: { path: '/student/courses/:id', roles: [ROLE.student], pageGroup: 'courseHomework' },
  studentCourseBlock: {
    path: '/student/courses/:id/block/:blockId',
    roles: [ROLE.student],
    pageGroup: 'courseHomework',
  },
  studentCourseLesson: {
    path: '/student/courses/:id/block/:blockId/homework/:lessonId',
    roles: [ROLE.student],
    pageGroup: 'courseHomework',
  },
  /** The profile has no page of its own: its root opens the first statistics tab. */
  profile: { path: '/student/profile', roles: [ROLE.student], pageGroup: 'common' },
  profileTrainers: { path: '/student/profile/trainers', roles: [ROLE.student], pageGroup: 'common' },
  profileCertificates: { path: '/student/profile/certificates', roles: [ROLE.student], pageGroup: 'common' },
  profileDiary: { path: '/student/profile/diary', roles: [ROLE.student], pageGroup: 'common' },
  studentParents: { path: '/student/parents', roles: [ROLE.student], pageGroup: 'common' },
  studentClass: { path: '/student/class', roles: [ROLE.student], pageGroup: 'common' },
  profileLikes: { path: '/student/profile/likes', roles: [ROLE.student], pageGroup: 'common' },
  profileLikesRating: { path: '/student/profile/rating/likes', roles: [ROLE.student], pageGroup: 'common' },
  profileTrainersRating: { path: '/student/profile/rating/trainers', roles: [ROLE.student], pageGroup: 'common' },
  profileOnlineRating: { path: '/student/profile/rating/online', roles: [ROLE.student], pageGroup: 'common' },
  profileAgeRating: { path: '/student/profile/rating/age', roles: [ROLE.student], pageGroup: 'common' },
  profileHomework: { path: '/student/profile/homework', roles: [ROLE.student], pageGroup: 'common' },
  studentHomework: { path: '/student/homework', roles: [ROLE.student], pageGroup: 'homework' },
  studentCharacters: { path: '/student/characters', roles: [ROLE.student], pageGroup: 'common' },
  studentShop: { path: '/student/shop', roles: [ROLE.student], pageGroup: 'common' },
  studentShopBuys: { path: '/student/shop/buys', roles: [ROLE.student], pageGroup: 'common' },
  shopCharacter: { path: '/shop/character', roles: [ROLE.student], pageGroup: 'common' },
  studentJobSelect: { path: '/student/job/select', roles: [ROLE.student], pageGroup: 'job' },
  studentJob: { path: '/student/job', roles: [ROLE.student], pageGroup: 'job' },
  studentLocation: { path: '/student/location', roles: [ROLE.student], pageGroup: 'common' },
  studentClassLocation: { path: '/student/class/:id/location', roles: [ROLE.student], pageGroup: 'common' },
  shopHome: { path: '/shop/home', roles: [ROLE.student], pageGroup: 'common' },
  shopJob: { path: '/shop/job', roles: [ROLE.student], pageGroup: 'job' },
  studentAlbums: { path: '/student/albums', roles: [ROLE.student], pageGroup: 'albums' },
  studentAlbum: { path: '/student/albums/:id', roles: [ROLE.student], pageGroup: 'albums' },
  studentCrystals: { path: '/student/albums/crystals', roles: [ROLE.student], pageGroup: 'albums' },
  studentTrading: { path: '/student/albums/trading', roles: [ROLE.student], pageGroup: 'albums' },
  studentItShop: { path: '/student/it-shop', roles: [ROLE.student], pageGroup: 'it' },
  studentItProjects: { path: '/student/projects', roles: [ROLE.student], pageGroup: 'it' },
  studentItProject: { path: '/student/projects/:id', roles: [ROLE.student], pageGroup: 'it' },
  studentItCourses: { path: '/student/it-courses', roles: [ROLE.student], pageGroup: 'it' },
  studentItLesson: { path: '/student/it-lessons/:id', roles: [ROLE.student], pageGroup: 'it' },
  studentItQuizzes: { path: '/student/quizes', roles: [ROLE.student], pageGroup: 'it' },
  studentItQuiz: { path: '/student/quizes/:id', roles: [ROLE.student], pageGroup: 'it' },
  teacherTrainers: { path: '/teacher/trainers', roles: [ROLE.teacher] },
  teacherStudent: { path: '/teacher/students/:studentId', roles: [ROLE.teacher] },
  teacherStudentTrainers: { path: '/teacher/students/:studentId/trainers', roles: [ROLE.teacher] },
  teacherStudentHomework: { path: '/teacher/students/:studentId/homework', roles: [ROLE.teacher] },
  teacherStudentOnlineRating: { path: '/teacher/students/:studentId/online-rating', roles: [ROLE.teacher] },
  teacherStudentGeneralRating: { path: '/teacher/students/:studentId/general-rating', roles: [ROLE.teacher] },
  teacherStudentLikes: { path: '/teacher/students/:studentId/likes', roles: [ROLE.teacher] },
  teacherStudentLikesRating: { path: '/teacher/students/:studentId/likes-rating', roles: [ROLE.teacher] },
  teacherStudentAgeRating: { path: '/teacher/students/:studentId/age-rating', roles: [ROLE.teacher] },
  teacherStudentCertificates: { path: '/teacher/students/:studentId/certificates', roles: [ROLE.teacher] },
  teacherStudentDiary: { path: '/teacher/students/:studentId/diary', roles: [ROLE.teacher] },
  teacherStudentParents: { path: '/teacher/students/:studentId/parents', roles: [ROLE.teacher] },
  teacherDistribution: { path: '/teacher/distribution', roles: [ROLE.teacher] },
  teacherStudents: { path: '/teacher/students', roles: [ROLE.teacher] },
  teacherSettings: { path: '/teacher/settings', roles: [ROLE.teacher] },
  teacherChat: { path: '/teacher/chat', roles: [ROLE.teacher] },
  parentJoin: { path: '/parent/join', roles: [] },
  parentHome: { path: '/parent', roles: [ROLE.parent] },
  parentChild: { path: '/parent/children/:id', roles: [ROLE.parent] },
  parentChat: { path: '/parent/chat', roles: [ROLE.parent] },
  parentSettings: { path: '/parent/settings', roles: [ROLE.parent] },
  /** The signed-in devices (issue [16]): one page, in the staff shell for adults and in the student's own. */
  accountDevices: { path: '/account/devices', roles: [ROLE.admin, ROLE.teacher, ROLE.parent] },
  studentDevices: { path: '/student/devices', roles: [ROLE.student] },
  teacherVoiceRecordings: { path: '/teacher/voice-recordings', roles: [ROLE.teacher] },
  teacherItProjects: { path: '/teacher/it-projects', roles: [ROLE.teacher] },
  teacherItSolutions: { path: '/teacher/it-solutions', roles: [ROLE.teacher, ROLE.admin] },
  mentalTest: { path: '/student/mental-test/:testId', roles: [ROLE.student], pageGroup: 'mentalTest' },
  trainer: { path: '/trainers/:id', roles: [ROLE.teacher, ROLE.student], pageGroup: 'trainers' },
  homeworkTrainer: { path: '/trainers/homework/:id', roles: [ROLE.student], pageGroup: 'homework' },
  /** The same page for a course lesson's homework (subject 11), which leads back to its lesson. */
  courseHomeworkTrainer: { path: '/trainers/course-homework/:id', roles: [ROLE.student], pageGroup: 'courseHomework' },
  /** Online games (spec §2): the lists, and each game's pages. */
  studentOnline: { path: '/student/online', roles: [ROLE.student], pageGroup: 'common' },
  teacherOnline: { path: '/teacher/online', roles: [ROLE.teacher] },
  onlineStart: { path: '/online/:trainerId/:component/start', ...ONLINE_GAME },
  onlineRoom: { path: '/online/:trainerId/:component/room', ...ONLINE_GAME },
  onlineGame: { path: '/online/:trainerId/:component/game', ...ONLINE_GAME },
  onlineRoomGame: { path: '/online/:trainerId/connect4/room/game', ...ONLINE_GAME },
  onlineResult: { path: '/online/:trainerId/:component/result', ...ONLINE_GAME },
  onlineSingle: { path: '/online/:trainerId/picnic/single', ...ONLINE_GAME },
} as const satisfies Record<string, RouteMeta>;

export type RouteId = keyof typeof ROUTE_META;

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'path' in value && 'roles' in value;
}
