import { lazyWithPreload } from '../lib/lazyWithPreload.ts';

/** Only the login page ships with the entry: every other page, public ones included, loads when it is opened. */
export const RegistrationPage = lazyWithPreload(() =>
  import('../features/auth/RegistrationPage.tsx').then((module) => ({ default: module.RegistrationPage })),
);
export const RestorePage = lazyWithPreload(() =>
  import('../features/auth/RestorePage.tsx').then((module) => ({ default: module.RestorePage })),
);
export const PictureLoginPage = lazyWithPreload(() =>
  import('../features/picture-login/PictureLoginPage.tsx').then((module) => ({ default: module.PictureLoginPage })),
);
export const NotFoundPage = lazyWithPreload(() =>
  import('./errors/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
export const SubjectSelectPage = lazyWithPreload(() =>
  import('../features/students/student/SubjectSelectPage.tsx').then((module) => ({
    default: module.SubjectSelectPage,
  })),
);
export const StudentHomePage = lazyWithPreload(() =>
  import('../features/students/student/StudentHomePage.tsx').then((module) => ({ default: module.StudentHomePage })),
);

/**
 * Admin and teacher cabinets load on demand: students never download them, and the guard
 * decides before the chunk is requested (the page renders only after it lets the visitor in).
 */
export const AdminUsersPage = lazyWithPreload(() =>
  import('../features/users/admin/AdminUsersPage.tsx').then((module) => ({ default: module.AdminUsersPage })),
);
export const AdminSettingsPage = lazyWithPreload(() =>
  import('../features/admin/AdminSettingsPage.tsx').then((module) => ({ default: module.AdminSettingsPage })),
);
export const TeacherClassesPage = lazyWithPreload(() =>
  import('../features/groups/teacher/TeacherClassesPage.tsx').then((module) => ({
    default: module.TeacherClassesPage,
  })),
);
export const TeacherClassPage = lazyWithPreload(() =>
  import('../features/groups/teacher/TeacherClassPage.tsx').then((module) => ({ default: module.TeacherClassPage })),
);
export const TeacherClassFormPage = lazyWithPreload(() =>
  import('../features/groups/teacher/TeacherClassFormPage.tsx').then((module) => ({
    default: module.TeacherClassFormPage,
  })),
);

export const AdminTasksPage = lazyWithPreload(() =>
  import('../features/math-tasks/admin/AdminTasksPage.tsx').then((module) => ({ default: module.AdminTasksPage })),
);
export const AdminTaskEditPage = lazyWithPreload(() =>
  import('../features/math-tasks/admin/AdminTaskEditPage.tsx').then((module) => ({
    default: module.AdminTaskEditPage,
  })),
);
export const AdminMentalTestsPage = lazyWithPreload(() =>
  import('../features/mental-tests/admin/AdminMentalTestsPage.tsx').then((module) => ({
    default: module.AdminMentalTestsPage,
  })),
);
export const AdminMentalTestEditPage = lazyWithPreload(() =>
  import('../features/mental-tests/admin/AdminMentalTestEditPage.tsx').then((module) => ({
    default: module.AdminMentalTestEditPage,
  })),
);
export const AdminClothesPage = lazyWithPreload(() =>
  import('../features/clothes/admin/AdminClothesPage.tsx').then((module) => ({ default: module.AdminClothesPage })),
);
export const AdminClothesEditPage = lazyWithPreload(() =>
  import('../features/clothes/admin/AdminClothesEditPage.tsx').then((module) => ({
    default: module.AdminClothesEditPage,
  })),
);
export const AdminLocationsPage = lazyWithPreload(() =>
  import('../features/locations/admin/AdminLocationsPage.tsx').then((module) => ({
    default: module.AdminLocationsPage,
  })),
);
export const AdminLocationPage = lazyWithPreload(() =>
  import('../features/locations/admin/AdminLocationPage.tsx').then((module) => ({ default: module.AdminLocationPage })),
);
export const AdminAlbumsPage = lazyWithPreload(() =>
  import('../features/albums/admin/AdminAlbumsPage.tsx').then((module) => ({ default: module.AdminAlbumsPage })),
);
export const AdminCrystalsPage = lazyWithPreload(() =>
  import('../features/albums/admin/AdminCrystalsPage.tsx').then((module) => ({ default: module.AdminCrystalsPage })),
);
export const AdminMailingPage = lazyWithPreload(() =>
  import('../features/mail/admin/AdminMailingPage.tsx').then((module) => ({ default: module.AdminMailingPage })),
);
export const AdminWordsPage = lazyWithPreload(() =>
  import('../features/trainer-words/admin/AdminWordsPage.tsx').then((module) => ({ default: module.AdminWordsPage })),
);
export const AdminReadingTextsPage = lazyWithPreload(() =>
  import('../features/reading-texts/admin/AdminReadingTextsPage.tsx').then((module) => ({
    default: module.AdminReadingTextsPage,
  })),
);
export const AdminReadingTextEditPage = lazyWithPreload(() =>
  import('../features/reading-texts/admin/AdminReadingTextEditPage.tsx').then((module) => ({
    default: module.AdminReadingTextEditPage,
  })),
);
export const AdminLogsPage = lazyWithPreload(() =>
  import('../features/admin/logs/AdminLogsPage.tsx').then((module) => ({ default: module.AdminLogsPage })),
);
export const AdminLogPage = lazyWithPreload(() =>
  import('../features/admin/logs/AdminLogPage.tsx').then((module) => ({ default: module.AdminLogPage })),
);
export const AdminLibraryPage = lazyWithPreload(() =>
  import('../features/library/admin/AdminLibraryPage.tsx').then((module) => ({ default: module.AdminLibraryPage })),
);
export const StudioEditorPage = lazyWithPreload(() =>
  import('../features/library/studio/StudioEditorPage.tsx').then((module) => ({ default: module.StudioEditorPage })),
);
export const AdminGuidesPage = lazyWithPreload(() =>
  import('../features/guides/admin/AdminGuidesPage.tsx').then((module) => ({ default: module.AdminGuidesPage })),
);
export const AdminTextsPage = lazyWithPreload(() =>
  import('../features/texts/admin/AdminTextsPage.tsx').then((module) => ({ default: module.AdminTextsPage })),
);
export const AdminTextPage = lazyWithPreload(() =>
  import('../features/texts/admin/AdminTextPage.tsx').then((module) => ({ default: module.AdminTextPage })),
);
export const AdminStudentsPage = lazyWithPreload(() =>
  import('../features/students/admin/AdminStudentsPage.tsx').then((module) => ({ default: module.AdminStudentsPage })),
);
export const AdminStudentCreatePage = lazyWithPreload(() =>
  import('../features/students/admin/AdminStudentFormPage.tsx').then((module) => ({
    default: module.AdminStudentCreatePage,
  })),
);
export const AdminStudentEditPage = lazyWithPreload(() =>
  import('../features/students/admin/AdminStudentFormPage.tsx').then((module) => ({
    default: module.AdminStudentEditPage,
  })),
);
export const AdminStudentImportPage = lazyWithPreload(() =>
  import('../features/students/admin/import/StudentImportPage.tsx').then((module) => ({
    default: module.StudentImportPage,
  })),
);
export const AdminZeroLessonsPage = lazyWithPreload(() =>
  import('../features/zero-homework/admin/AdminZeroLessonsPage.tsx').then((module) => ({
    default: module.AdminZeroLessonsPage,
  })),
);
export const AdminGymnasticsPage = lazyWithPreload(() =>
  import('../features/gymnastics/admin/AdminGymnasticsPage.tsx').then((module) => ({
    default: module.AdminGymnasticsPage,
  })),
);
export const AdminSpeechImagesPage = lazyWithPreload(() =>
  import('../features/speech-images/admin/AdminSpeechImagesPage.tsx').then((module) => ({
    default: module.AdminSpeechImagesPage,
  })),
);
/** The IT courses: the admin's pages and the IT student's map and lessons (highlight.js comes with the lesson). */
export const AdminItCoursesPage = lazyWithPreload(() =>
  import('../features/it-courses/admin/AdminItCoursesPage.tsx').then((module) => ({
    default: module.AdminItCoursesPage,
  })),
);
export const AdminItLessonsPage = lazyWithPreload(() =>
  import('../features/it-courses/admin/AdminItLessonsPage.tsx').then((module) => ({
    default: module.AdminItLessonsPage,
  })),
);
export const AdminItLessonEditPage = lazyWithPreload(() =>
  import('../features/it-courses/admin/AdminItLessonEditPage.tsx').then((module) => ({
    default: module.AdminItLessonEditPage,
  })),
);
/** The courses of subject 11 as their authors write them: the same pages in the admin's and the teacher's cabinet. */
export const AdminCoursesPage = lazyWithPreload(() =>
  import('../features/courses/admin/AdminCoursesPage.tsx').then((module) => ({ default: module.AdminCoursesPage })),
);
export const AdminCourseLessonsPage = lazyWithPreload(() =>
  import('../features/courses/admin/AdminCourseLessonsPage.tsx').then((module) => ({
    default: module.AdminCourseLessonsPage,
  })),
);
export const AdminCourseLessonEditPage = lazyWithPreload(() =>
  import('../features/courses/admin/AdminCourseLessonEditPage.tsx').then((module) => ({
    default: module.AdminCourseLessonEditPage,
  })),
);
export const ItCoursesPage = lazyWithPreload(() =>
  import('../features/it-courses/student/ItCoursesPage.tsx').then((module) => ({ default: module.ItCoursesPage })),
);
export const ItLessonPage = lazyWithPreload(() =>
  import('../features/it-courses/student/ItLessonPage.tsx').then((module) => ({ default: module.ItLessonPage })),
);
/** Quizzes of the IT lessons: the admin's quiz and question editors, the student's list and quiz. */
export const AdminItQuizPage = lazyWithPreload(() =>
  import('../features/it-quizzes/admin/AdminItQuizPage.tsx').then((module) => ({ default: module.AdminItQuizPage })),
);
export const AdminItQuestionPage = lazyWithPreload(() =>
  import('../features/it-quizzes/admin/AdminItQuestionPage.tsx').then((module) => ({
    default: module.AdminItQuestionPage,
  })),
);
export const ItQuizzesPage = lazyWithPreload(() =>
  import('../features/it-quizzes/student/ItQuizzesPage.tsx').then((module) => ({ default: module.ItQuizzesPage })),
);
export const ItQuizPage = lazyWithPreload(() =>
  import('../features/it-quizzes/student/ItQuizPage.tsx').then((module) => ({ default: module.ItQuizPage })),
);
/** The IT points shop: the admin's goods, the teacher's prizes to hand over and the IT student's shop. */
export const AdminItShopPage = lazyWithPreload(() =>
  import('../features/it-shop/admin/AdminItShopPage.tsx').then((module) => ({ default: module.AdminItShopPage })),
);
export const ItPrizesPage = lazyWithPreload(() =>
  import('../features/it-shop/teacher/ItPrizesPage.tsx').then((module) => ({ default: module.ItPrizesPage })),
);
export const ItShopPage = lazyWithPreload(() =>
  import('../features/it-shop/student/ItShopPage.tsx').then((module) => ({ default: module.ItShopPage })),
);
export const AdminNewsPage = lazyWithPreload(() =>
  import('../features/news/admin/AdminNewsPage.tsx').then((module) => ({ default: module.AdminNewsPage })),
);
export const AdminNewsCreatePage = lazyWithPreload(() =>
  import('../features/news/admin/AdminNewsFormPage.tsx').then((module) => ({ default: module.AdminNewsCreatePage })),
);
export const AdminNewsEditPage = lazyWithPreload(() =>
  import('../features/news/admin/AdminNewsFormPage.tsx').then((module) => ({ default: module.AdminNewsEditPage })),
);
export const AdminPuzzlePricesPage = lazyWithPreload(() =>
  import('../features/albums/admin/AdminPuzzlePricesPage.tsx').then((module) => ({
    default: module.AdminPuzzlePricesPage,
  })),
);
export const AdminGroupsPage = lazyWithPreload(() =>
  import('../features/groups/admin/AdminGroupsPage.tsx').then((module) => ({ default: module.AdminGroupsPage })),
);
export const AdminTeachersPage = lazyWithPreload(() =>
  import('../features/teachers/admin/AdminTeachersPage.tsx').then((module) => ({ default: module.AdminTeachersPage })),
);
export const AdminTeacherPage = lazyWithPreload(() =>
  import('../features/teachers/admin/AdminTeacherPage.tsx').then((module) => ({ default: module.AdminTeacherPage })),
);
export const AdminTeacherCreatePage = lazyWithPreload(() =>
  import('../features/teachers/admin/AdminTeacherPage.tsx').then((module) => ({
    default: module.AdminTeacherCreatePage,
  })),
);
export const TeacherStudentTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/teacher/TeacherStudentTrainersPage.tsx').then((module) => ({
    default: module.TeacherStudentTrainersPage,
  })),
);
export const TeacherDistributionPage = lazyWithPreload(() =>
  import('../features/groups/teacher/distribution/TeacherDistributionPage.tsx').then((module) => ({
    default: module.TeacherDistributionPage,
  })),
);
export const TeacherStudentsPage = lazyWithPreload(() =>
  import('../features/students/teacher/TeacherStudentsPage.tsx').then((module) => ({
    default: module.TeacherStudentsPage,
  })),
);
export const TeacherSettingsPage = lazyWithPreload(() =>
  import('../features/users/teacher/TeacherSettingsPage.tsx').then((module) => ({
    default: module.TeacherSettingsPage,
  })),
);
export const TeacherChatPage = lazyWithPreload(() =>
  import('../features/chat/TeacherChatPage.tsx').then((module) => ({ default: module.TeacherChatPage })),
);
export const ParentChatPage = lazyWithPreload(() =>
  import('../features/chat/ParentChatPage.tsx').then((module) => ({ default: module.ParentChatPage })),
);
export const TeacherVoiceRecordingsPage = lazyWithPreload(() =>
  import('../features/voice-recordings/teacher/TeacherVoiceRecordingsPage.tsx').then((module) => ({
    default: module.TeacherVoiceRecordingsPage,
  })),
);

/** Certificates: the student's own list and the teacher's list with the issue form. */
export const ProfileCertificatesPage = lazyWithPreload(() =>
  import('../features/certificates/student/ProfileCertificatesPage.tsx').then((module) => ({
    default: module.ProfileCertificatesPage,
  })),
);
export const TeacherStudentCertificatesPage = lazyWithPreload(() =>
  import('../features/certificates/teacher/TeacherStudentCertificatesPage.tsx').then((module) => ({
    default: module.TeacherStudentCertificatesPage,
  })),
);
/** Trainers carry their games' code, so they load when a trainer list or game is opened. */
export const StudentTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/student/StudentTrainersPage.tsx').then((module) => ({
    default: module.StudentTrainersPage,
  })),
);
export const HelpPage = lazyWithPreload(() =>
  import('../features/guides/student/HelpPage.tsx').then((module) => ({ default: module.HelpPage })),
);
export const ZeroHomeworkPage = lazyWithPreload(() =>
  import('../features/zero-homework/student/ZeroHomeworkPage.tsx').then((module) => ({
    default: module.ZeroHomeworkPage,
  })),
);
export const ZeroLessonPage = lazyWithPreload(() =>
  import('../features/zero-homework/student/ZeroLessonPage.tsx').then((module) => ({ default: module.ZeroLessonPage })),
);
/** The courses of subject 11: the cards, a course's blocks, a block's lessons and a lesson with its homework. */
export const CoursesPage = lazyWithPreload(() =>
  import('../features/courses/student/CoursesPage.tsx').then((module) => ({ default: module.CoursesPage })),
);
export const CoursePage = lazyWithPreload(() =>
  import('../features/courses/student/CoursePage.tsx').then((module) => ({ default: module.CoursePage })),
);
export const CourseBlockPage = lazyWithPreload(() =>
  import('../features/courses/student/CourseBlockPage.tsx').then((module) => ({ default: module.CourseBlockPage })),
);
export const CourseLessonPage = lazyWithPreload(() =>
  import('../features/courses/student/CourseLessonPage.tsx').then((module) => ({ default: module.CourseLessonPage })),
);
export const StudentGymnasticsPage = lazyWithPreload(() =>
  import('../features/gymnastics/student/StudentGymnasticsPage.tsx').then((module) => ({
    default: module.StudentGymnasticsPage,
  })),
);
export const TeacherTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/teacher/TeacherTrainersPage.tsx').then((module) => ({
    default: module.TeacherTrainersPage,
  })),
);
/** Statistics carry the chart library, which only this page needs. */
export const ProfileTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/student/ProfileTrainersPage.tsx').then((module) => ({
    default: module.ProfileTrainersPage,
  })),
);
/** The student's world: character, shop and purchases. */
export const CharacterSelectPage = lazyWithPreload(() =>
  import('../features/world/student/CharacterSelectPage.tsx').then((module) => ({
    default: module.CharacterSelectPage,
  })),
);
export const ShopFrontPage = lazyWithPreload(() =>
  import('../features/world/student/ShopFrontPage.tsx').then((module) => ({ default: module.ShopFrontPage })),
);
export const ShopCharacterPage = lazyWithPreload(() =>
  import('../features/world/student/ShopCharacterPage.tsx').then((module) => ({ default: module.ShopCharacterPage })),
);
export const PurchasesPage = lazyWithPreload(() =>
  import('../features/world/student/PurchasesPage.tsx').then((module) => ({ default: module.PurchasesPage })),
);
export const TrainerPage = lazyWithPreload(() =>
  import('../features/trainers/student/TrainerPage.tsx').then((module) => ({ default: module.TrainerPage })),
);
export const MentalTestPage = lazyWithPreload(() =>
  import('../features/mental-tests/student/MentalTestPage.tsx').then((module) => ({ default: module.MentalTestPage })),
);

/** The student's places: professions, home, workplace, class place and their things shops. */
export const JobSelectPage = lazyWithPreload(() =>
  import('../features/world/student/JobSelectPage.tsx').then((module) => ({ default: module.JobSelectPage })),
);
export const JobPage = lazyWithPreload(() =>
  import('../features/world/student/JobPage.tsx').then((module) => ({ default: module.JobPage })),
);
export const LocationPage = lazyWithPreload(() =>
  import('../features/world/student/LocationPage.tsx').then((module) => ({ default: module.LocationPage })),
);
export const ClassLocationPage = lazyWithPreload(() =>
  import('../features/world/student/ClassLocationPage.tsx').then((module) => ({ default: module.ClassLocationPage })),
);
export const ShopHomePage = lazyWithPreload(() =>
  import('../features/world/student/ShopHomePage.tsx').then((module) => ({ default: module.ShopHomePage })),
);
export const ShopJobPage = lazyWithPreload(() =>
  import('../features/world/student/ShopJobPage.tsx').then((module) => ({ default: module.ShopJobPage })),
);

/** The student's albums of puzzle pictures. */
export const StudentAlbumsPage = lazyWithPreload(() =>
  import('../features/albums/student/AlbumsPage.tsx').then((module) => ({ default: module.AlbumsPage })),
);
export const StudentAlbumPage = lazyWithPreload(() =>
  import('../features/albums/student/AlbumPage.tsx').then((module) => ({ default: module.AlbumPage })),
);
export const StudentCrystalsPage = lazyWithPreload(() =>
  import('../features/albums/student/CrystalsPage.tsx').then((module) => ({ default: module.CrystalsPage })),
);
export const StudentTradingPage = lazyWithPreload(() =>
  import('../features/albums/student/TradingPage.tsx').then((module) => ({ default: module.TradingPage })),
);

/** The student's homework: the list with answers to tasks, a homework trainer, the profile's summary. */
export const StudentHomeworkPage = lazyWithPreload(() =>
  import('../features/homework/student/StudentHomeworkPage.tsx').then((module) => ({
    default: module.StudentHomeworkPage,
  })),
);
export const HomeworkTrainerPage = lazyWithPreload(() =>
  import('../features/homework/student/HomeworkTrainerPage.tsx').then((module) => ({
    default: module.HomeworkTrainerPage,
  })),
);
export const ProfileHomeworkPage = lazyWithPreload(() =>
  import('../features/homework/student/ProfileHomeworkPage.tsx').then((module) => ({
    default: module.ProfileHomeworkPage,
  })),
);

/** Lesson diaries: the teacher's class diary and one student's, and the student's own. */
export const TeacherClassDiariesPage = lazyWithPreload(() =>
  import('../features/diaries/teacher/TeacherClassDiariesPage.tsx').then((module) => ({
    default: module.TeacherClassDiariesPage,
  })),
);
export const TeacherStudentDiaryPage = lazyWithPreload(() =>
  import('../features/diaries/teacher/TeacherStudentDiaryPage.tsx').then((module) => ({
    default: module.TeacherStudentDiaryPage,
  })),
);
export const StudentDiaryPage = lazyWithPreload(() =>
  import('../features/diaries/student/StudentDiaryPage.tsx').then((module) => ({ default: module.StudentDiaryPage })),
);

/** Materials: the teacher's library, a class's materials, schedule and recordings, and the student's class page. */
export const TeacherMaterialsPage = lazyWithPreload(() =>
  import('../features/materials/teacher/TeacherMaterialsPage.tsx').then((module) => ({
    default: module.TeacherMaterialsPage,
  })),
);
export const TeacherClassMaterialsPage = lazyWithPreload(() =>
  import('../features/materials/teacher/TeacherClassMaterialsPage.tsx').then((module) => ({
    default: module.TeacherClassMaterialsPage,
  })),
);
export const TeacherLoginCardsPage = lazyWithPreload(() =>
  import('../features/picture-login/TeacherLoginCardsPage.tsx').then((module) => ({
    default: module.TeacherLoginCardsPage,
  })),
);
export const StudentClassPage = lazyWithPreload(() =>
  import('../features/materials/student/StudentClassPage.tsx').then((module) => ({ default: module.StudentClassPage })),
);

/** Homework of a class (create, edit, progress and review) and the teacher's templates. */
export const HomeworkCreatePage = lazyWithPreload(() =>
  import('../features/homework/teacher/HomeworkCreatePage.tsx').then((module) => ({
    default: module.HomeworkCreatePage,
  })),
);
export const TaskCreatePage = lazyWithPreload(() =>
  import('../features/homework/teacher/HomeworkCreatePage.tsx').then((module) => ({ default: module.TaskCreatePage })),
);
export const HomeworkEditPage = lazyWithPreload(() =>
  import('../features/homework/teacher/HomeworkEditPage.tsx').then((module) => ({ default: module.HomeworkEditPage })),
);
export const HomeworkTemplatesPage = lazyWithPreload(() =>
  import('../features/homework/teacher/TemplatesPage.tsx').then((module) => ({ default: module.TemplatesPage })),
);
export const HomeworkTemplateEditPage = lazyWithPreload(() =>
  import('../features/homework/teacher/TemplateEditPage.tsx').then((module) => ({ default: module.TemplateEditPage })),
);

/** The teacher's student card and its tabs, and the student's own likes pages. */
export const TeacherStudentCardLayout = lazyWithPreload(() =>
  import('../features/students/teacher/TeacherStudentCardLayout.tsx').then((module) => ({
    default: module.TeacherStudentCardLayout,
  })),
);
export const StudentHomeworkTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentHomeworkTab.tsx').then((module) => ({
    default: module.StudentHomeworkTab,
  })),
);
export const StudentOnlineRatingTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentOnlineRatingTab.tsx').then((module) => ({
    default: module.StudentOnlineRatingTab,
  })),
);
export const StudentGeneralRatingTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentGeneralRatingTab.tsx').then((module) => ({
    default: module.StudentGeneralRatingTab,
  })),
);
export const StudentLikesTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentLikesTab.tsx').then((module) => ({ default: module.StudentLikesTab })),
);
export const StudentLikesRatingTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentLikesRatingTab.tsx').then((module) => ({
    default: module.StudentLikesRatingTab,
  })),
);
export const ProfileLikesPage = lazyWithPreload(() =>
  import('../features/likes/student/ProfileLikesPage.tsx').then((module) => ({ default: module.ProfileLikesPage })),
);
export const ProfileTrainersRatingPage = lazyWithPreload(() =>
  import('../features/ratings/student/ProfileRatingPage.tsx').then((module) => ({
    default: module.ProfileTrainersRatingPage,
  })),
);
export const ProfileOnlineRatingPage = lazyWithPreload(() =>
  import('../features/ratings/student/ProfileRatingPage.tsx').then((module) => ({
    default: module.ProfileOnlineRatingPage,
  })),
);
export const StudentAgeRatingTab = lazyWithPreload(() =>
  import('../features/students/teacher/StudentAgeRatingTab.tsx').then((module) => ({
    default: module.StudentAgeRatingTab,
  })),
);
export const ProfileAgeRatingPage = lazyWithPreload(() =>
  import('../features/ratings/student/ProfileRatingPage.tsx').then((module) => ({
    default: module.ProfileAgeRatingPage,
  })),
);
export const ProfileLikesRatingPage = lazyWithPreload(() =>
  import('../features/likes/student/ProfileLikesRatingPage.tsx').then((module) => ({
    default: module.ProfileLikesRatingPage,
  })),
);

/** Online games: the lists, and each game's start, lobby, game and result pages (and the picnic alone), one chunk. */
export const OnlinePage = lazyWithPreload(() =>
  import('../features/online/OnlinePage.tsx').then((module) => ({ default: module.OnlinePage })),
);

/** The projects exhibition of the IT direction (issue [12]): the student's pages, the teacher's queue, the admin's categories. */
export const ItProjectsPage = lazyWithPreload(() =>
  import('../features/it-projects/student/ItProjectsPage.tsx').then((module) => ({ default: module.ItProjectsPage })),
);
export const ItProjectPage = lazyWithPreload(() =>
  import('../features/it-projects/student/ItProjectPage.tsx').then((module) => ({ default: module.ItProjectPage })),
);
export const TeacherItProjectsPage = lazyWithPreload(() =>
  import('../features/it-projects/teacher/TeacherItProjectsPage.tsx').then((module) => ({
    default: module.TeacherItProjectsPage,
  })),
);
export const TeacherItSolutionsPage = lazyWithPreload(() =>
  import('../features/it-solutions/teacher/TeacherItSolutionsPage.tsx').then((module) => ({
    default: module.TeacherItSolutionsPage,
  })),
);
export const AdminItCategoriesPage = lazyWithPreload(() =>
  import('../features/it-projects/admin/AdminItCategoriesPage.tsx').then((module) => ({
    default: module.AdminItCategoriesPage,
  })),
);
/** The parent cabinet's settings page (the weekly digest switch). */
export const ParentSettingsPage = lazyWithPreload(() =>
  import('../features/parent-digest/ParentSettingsPage.tsx').then((module) => ({
    default: module.ParentSettingsPage,
  })),
);
export const ParentJoinPage = lazyWithPreload(() =>
  import('../features/parents/ParentJoinPage.tsx').then((module) => ({ default: module.ParentJoinPage })),
);
export const ParentHomePage = lazyWithPreload(() =>
  import('../features/parents/ParentHomePage.tsx').then((module) => ({ default: module.ParentHomePage })),
);
export const ParentChildPage = lazyWithPreload(() =>
  import('../features/parents/ParentChildPage.tsx').then((module) => ({ default: module.ParentChildPage })),
);
export const StudentParentsPage = lazyWithPreload(() =>
  import('../features/parents/StudentParentsPage.tsx').then((module) => ({ default: module.StudentParentsPage })),
);
export const TeacherStudentParentsTab = lazyWithPreload(() =>
  import('../features/parents/TeacherStudentParentsTab.tsx').then((module) => ({
    default: module.TeacherStudentParentsTab,
  })),
);
/** The caller's signed-in devices, for every role. */
export const DevicesPage = lazyWithPreload(() =>
  import('../features/sessions/DevicesPage.tsx').then((module) => ({ default: module.DevicesPage })),
);
