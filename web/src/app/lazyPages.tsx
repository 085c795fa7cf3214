import { lazyWithPreload } from './lazyWithPreload.ts';

/** Only the login page ships with the entry: every other page, public ones included, loads when it is opened. */
export const RegistrationPage = lazyWithPreload(() =>
  import('../features/auth/RegistrationPage.tsx').then((module) => ({ default: module.RegistrationPage })),
);
export const RestorePage = lazyWithPreload(() =>
  import('../features/auth/RestorePage.tsx').then((module) => ({ default: module.RestorePage })),
);
export const NotFoundPage = lazyWithPreload(() =>
  import('../features/errors/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
export const SubjectSelectPage = lazyWithPreload(() =>
  import('../features/student/SubjectSelectPage.tsx').then((module) => ({ default: module.SubjectSelectPage })),
);
export const StudentHomePage = lazyWithPreload(() =>
  import('../features/student/StudentHomePage.tsx').then((module) => ({ default: module.StudentHomePage })),
);

/**
 * Admin and teacher cabinets load on demand: students never download them, and the guard
 * decides before the chunk is requested (the page renders only after it lets the visitor in).
 */
export const AdminUsersPage = lazyWithPreload(() =>
  import('../features/admin/AdminUsersPage.tsx').then((module) => ({ default: module.AdminUsersPage })),
);
export const AdminSettingsPage = lazyWithPreload(() =>
  import('../features/admin/AdminSettingsPage.tsx').then((module) => ({ default: module.AdminSettingsPage })),
);
export const TeacherClassesPage = lazyWithPreload(() =>
  import('../features/teacher/TeacherClassesPage.tsx').then((module) => ({ default: module.TeacherClassesPage })),
);
export const TeacherClassPage = lazyWithPreload(() =>
  import('../features/teacher/TeacherClassPage.tsx').then((module) => ({ default: module.TeacherClassPage })),
);
export const TeacherClassFormPage = lazyWithPreload(() =>
  import('../features/teacher-classes/TeacherClassFormPage.tsx').then((module) => ({
    default: module.TeacherClassFormPage,
  })),
);

export const AdminTasksPage = lazyWithPreload(() =>
  import('../features/admin-tasks/AdminTasksPage.tsx').then((module) => ({ default: module.AdminTasksPage })),
);
export const AdminTaskEditPage = lazyWithPreload(() =>
  import('../features/admin-tasks/AdminTaskEditPage.tsx').then((module) => ({ default: module.AdminTaskEditPage })),
);
export const AdminMentalTestsPage = lazyWithPreload(() =>
  import('../features/admin-mental-tests/AdminMentalTestsPage.tsx').then((module) => ({
    default: module.AdminMentalTestsPage,
  })),
);
export const AdminMentalTestEditPage = lazyWithPreload(() =>
  import('../features/admin-mental-tests/AdminMentalTestEditPage.tsx').then((module) => ({
    default: module.AdminMentalTestEditPage,
  })),
);
export const AdminClothesPage = lazyWithPreload(() =>
  import('../features/admin-clothes/AdminClothesPage.tsx').then((module) => ({ default: module.AdminClothesPage })),
);
export const AdminClothesEditPage = lazyWithPreload(() =>
  import('../features/admin-clothes/AdminClothesEditPage.tsx').then((module) => ({
    default: module.AdminClothesEditPage,
  })),
);
export const AdminLocationsPage = lazyWithPreload(() =>
  import('../features/admin-locations/AdminLocationsPage.tsx').then((module) => ({
    default: module.AdminLocationsPage,
  })),
);
export const AdminLocationPage = lazyWithPreload(() =>
  import('../features/admin-locations/AdminLocationPage.tsx').then((module) => ({ default: module.AdminLocationPage })),
);
export const AdminGroupsPage = lazyWithPreload(() =>
  import('../features/admin-groups/AdminGroupsPage.tsx').then((module) => ({ default: module.AdminGroupsPage })),
);
export const TeacherStudentTrainersPage = lazyWithPreload(() =>
  import('../features/teacher/TeacherStudentTrainersPage.tsx').then((module) => ({
    default: module.TeacherStudentTrainersPage,
  })),
);
export const TeacherDistributionPage = lazyWithPreload(() =>
  import('../features/teacher-distribution/TeacherDistributionPage.tsx').then((module) => ({
    default: module.TeacherDistributionPage,
  })),
);
export const TeacherStudentsPage = lazyWithPreload(() =>
  import('../features/teacher-students/TeacherStudentsPage.tsx').then((module) => ({
    default: module.TeacherStudentsPage,
  })),
);
export const TeacherSettingsPage = lazyWithPreload(() =>
  import('../features/teacher-settings/TeacherSettingsPage.tsx').then((module) => ({
    default: module.TeacherSettingsPage,
  })),
);

/** Certificates: the student's own list and the teacher's list with the issue form. */
export const ProfileCertificatesPage = lazyWithPreload(() =>
  import('../features/certificates/ProfileCertificatesPage.tsx').then((module) => ({
    default: module.ProfileCertificatesPage,
  })),
);
export const TeacherStudentCertificatesPage = lazyWithPreload(() =>
  import('../features/certificates/TeacherStudentCertificatesPage.tsx').then((module) => ({
    default: module.TeacherStudentCertificatesPage,
  })),
);
/** Trainers carry their games' code, so they load when a trainer list or game is opened. */
export const StudentTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/StudentTrainersPage.tsx').then((module) => ({ default: module.StudentTrainersPage })),
);
export const TeacherTrainersPage = lazyWithPreload(() =>
  import('../features/trainers/TeacherTrainersPage.tsx').then((module) => ({ default: module.TeacherTrainersPage })),
);
/** Statistics carry the chart library, which only this page needs. */
export const ProfileTrainersPage = lazyWithPreload(() =>
  import('../features/profile/ProfileTrainersPage.tsx').then((module) => ({ default: module.ProfileTrainersPage })),
);
/** The student's world: character, shop and purchases. */
export const CharacterSelectPage = lazyWithPreload(() =>
  import('../features/wardrobe/CharacterSelectPage.tsx').then((module) => ({ default: module.CharacterSelectPage })),
);
export const ShopFrontPage = lazyWithPreload(() =>
  import('../features/wardrobe/ShopFrontPage.tsx').then((module) => ({ default: module.ShopFrontPage })),
);
export const ShopCharacterPage = lazyWithPreload(() =>
  import('../features/wardrobe/ShopCharacterPage.tsx').then((module) => ({ default: module.ShopCharacterPage })),
);
export const PurchasesPage = lazyWithPreload(() =>
  import('../features/wardrobe/PurchasesPage.tsx').then((module) => ({ default: module.PurchasesPage })),
);
export const TrainerPage = lazyWithPreload(() =>
  import('../features/trainers/TrainerPage.tsx').then((module) => ({ default: module.TrainerPage })),
);
export const MentalTestPage = lazyWithPreload(() =>
  import('../features/mental-test/MentalTestPage.tsx').then((module) => ({ default: module.MentalTestPage })),
);

/** The student's places: professions, home, workplace, class place and their things shops. */
export const JobSelectPage = lazyWithPreload(() =>
  import('../features/places/JobSelectPage.tsx').then((module) => ({ default: module.JobSelectPage })),
);
export const JobPage = lazyWithPreload(() =>
  import('../features/places/JobPage.tsx').then((module) => ({ default: module.JobPage })),
);
export const LocationPage = lazyWithPreload(() =>
  import('../features/places/LocationPage.tsx').then((module) => ({ default: module.LocationPage })),
);
export const ClassLocationPage = lazyWithPreload(() =>
  import('../features/places/ClassLocationPage.tsx').then((module) => ({ default: module.ClassLocationPage })),
);
export const ShopHomePage = lazyWithPreload(() =>
  import('../features/places/ShopHomePage.tsx').then((module) => ({ default: module.ShopHomePage })),
);
export const ShopJobPage = lazyWithPreload(() =>
  import('../features/places/ShopJobPage.tsx').then((module) => ({ default: module.ShopJobPage })),
);

/** The student's homework: the list with answers to tasks, a homework trainer, the profile's summary. */
export const StudentHomeworkPage = lazyWithPreload(() =>
  import('../features/student-homework/StudentHomeworkPage.tsx').then((module) => ({
    default: module.StudentHomeworkPage,
  })),
);
export const HomeworkTrainerPage = lazyWithPreload(() =>
  import('../features/student-homework/HomeworkTrainerPage.tsx').then((module) => ({
    default: module.HomeworkTrainerPage,
  })),
);
export const ProfileHomeworkPage = lazyWithPreload(() =>
  import('../features/student-homework/ProfileHomeworkPage.tsx').then((module) => ({
    default: module.ProfileHomeworkPage,
  })),
);

/** Lesson diaries: the teacher's class diary and one student's, and the student's own. */
export const TeacherClassDiariesPage = lazyWithPreload(() =>
  import('../features/diaries/TeacherClassDiariesPage.tsx').then((module) => ({
    default: module.TeacherClassDiariesPage,
  })),
);
export const TeacherStudentDiaryPage = lazyWithPreload(() =>
  import('../features/diaries/TeacherStudentDiaryPage.tsx').then((module) => ({
    default: module.TeacherStudentDiaryPage,
  })),
);
export const StudentDiaryPage = lazyWithPreload(() =>
  import('../features/diaries/StudentDiaryPage.tsx').then((module) => ({ default: module.StudentDiaryPage })),
);

/** Materials: the teacher's library, a class's materials, schedule and recordings, and the student's class page. */
export const TeacherMaterialsPage = lazyWithPreload(() =>
  import('../features/teacher-materials/TeacherMaterialsPage.tsx').then((module) => ({
    default: module.TeacherMaterialsPage,
  })),
);
export const TeacherClassMaterialsPage = lazyWithPreload(() =>
  import('../features/teacher-materials/TeacherClassMaterialsPage.tsx').then((module) => ({
    default: module.TeacherClassMaterialsPage,
  })),
);
export const StudentClassPage = lazyWithPreload(() =>
  import('../features/student-class/StudentClassPage.tsx').then((module) => ({ default: module.StudentClassPage })),
);

/** Homework of a class (create, edit, progress and review) and the teacher's templates. */
export const HomeworkCreatePage = lazyWithPreload(() =>
  import('../features/teacher-homework/HomeworkCreatePage.tsx').then((module) => ({
    default: module.HomeworkCreatePage,
  })),
);
export const TaskCreatePage = lazyWithPreload(() =>
  import('../features/teacher-homework/HomeworkCreatePage.tsx').then((module) => ({ default: module.TaskCreatePage })),
);
export const HomeworkEditPage = lazyWithPreload(() =>
  import('../features/teacher-homework/HomeworkEditPage.tsx').then((module) => ({ default: module.HomeworkEditPage })),
);
export const HomeworkTemplatesPage = lazyWithPreload(() =>
  import('../features/teacher-homework/TemplatesPage.tsx').then((module) => ({ default: module.TemplatesPage })),
);
export const HomeworkTemplateEditPage = lazyWithPreload(() =>
  import('../features/teacher-homework/TemplateEditPage.tsx').then((module) => ({ default: module.TemplateEditPage })),
);

/** The teacher's student card and its tabs, and the student's own likes pages. */
export const TeacherStudentCardLayout = lazyWithPreload(() =>
  import('../features/teacher-student/TeacherStudentCardLayout.tsx').then((module) => ({
    default: module.TeacherStudentCardLayout,
  })),
);
export const StudentHomeworkTab = lazyWithPreload(() =>
  import('../features/teacher-student/StudentHomeworkTab.tsx').then((module) => ({
    default: module.StudentHomeworkTab,
  })),
);
export const StudentOnlineRatingTab = lazyWithPreload(() =>
  import('../features/teacher-student/StudentOnlineRatingTab.tsx').then((module) => ({
    default: module.StudentOnlineRatingTab,
  })),
);
export const StudentGeneralRatingTab = lazyWithPreload(() =>
  import('../features/teacher-student/StudentGeneralRatingTab.tsx').then((module) => ({
    default: module.StudentGeneralRatingTab,
  })),
);
export const StudentLikesTab = lazyWithPreload(() =>
  import('../features/teacher-student/StudentLikesTab.tsx').then((module) => ({ default: module.StudentLikesTab })),
);
export const StudentLikesRatingTab = lazyWithPreload(() =>
  import('../features/teacher-student/StudentLikesRatingTab.tsx').then((module) => ({
    default: module.StudentLikesRatingTab,
  })),
);
export const ProfileLikesPage = lazyWithPreload(() =>
  import('../features/likes/ProfileLikesPage.tsx').then((module) => ({ default: module.ProfileLikesPage })),
);
export const ProfileLikesRatingPage = lazyWithPreload(() =>
  import('../features/likes/ProfileLikesRatingPage.tsx').then((module) => ({ default: module.ProfileLikesRatingPage })),
);
