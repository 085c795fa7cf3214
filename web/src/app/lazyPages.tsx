import { lazy } from 'react';

/** Only the login page ships with the entry: every other page, public ones included, loads when it is opened. */
export const RegistrationPage = lazy(() =>
  import('../features/auth/RegistrationPage.tsx').then((module) => ({ default: module.RegistrationPage })),
);
export const RestorePage = lazy(() =>
  import('../features/auth/RestorePage.tsx').then((module) => ({ default: module.RestorePage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/errors/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
export const SubjectSelectPage = lazy(() =>
  import('../features/student/SubjectSelectPage.tsx').then((module) => ({ default: module.SubjectSelectPage })),
);
export const StudentHomePage = lazy(() =>
  import('../features/student/StudentHomePage.tsx').then((module) => ({ default: module.StudentHomePage })),
);

/**
 * Admin and teacher cabinets load on demand: students never download them, and the guard
 * decides before the chunk is requested (the page renders only after it lets the visitor in).
 */
export const AdminUsersPage = lazy(() =>
  import('../features/admin/AdminUsersPage.tsx').then((module) => ({ default: module.AdminUsersPage })),
);
export const AdminSettingsPage = lazy(() =>
  import('../features/admin/AdminSettingsPage.tsx').then((module) => ({ default: module.AdminSettingsPage })),
);
export const TeacherClassesPage = lazy(() =>
  import('../features/teacher/TeacherClassesPage.tsx').then((module) => ({ default: module.TeacherClassesPage })),
);
export const TeacherClassPage = lazy(() =>
  import('../features/teacher/TeacherClassPage.tsx').then((module) => ({ default: module.TeacherClassPage })),
);
export const TeacherClassFormPage = lazy(() =>
  import('../features/teacher-classes/TeacherClassFormPage.tsx').then((module) => ({
    default: module.TeacherClassFormPage,
  })),
);

export const AdminTasksPage = lazy(() =>
  import('../features/admin-tasks/AdminTasksPage.tsx').then((module) => ({ default: module.AdminTasksPage })),
);
export const AdminTaskEditPage = lazy(() =>
  import('../features/admin-tasks/AdminTaskEditPage.tsx').then((module) => ({ default: module.AdminTaskEditPage })),
);
export const AdminMentalTestsPage = lazy(() =>
  import('../features/admin-mental-tests/AdminMentalTestsPage.tsx').then((module) => ({
    default: module.AdminMentalTestsPage,
  })),
);
export const AdminMentalTestEditPage = lazy(() =>
  import('../features/admin-mental-tests/AdminMentalTestEditPage.tsx').then((module) => ({
    default: module.AdminMentalTestEditPage,
  })),
);
export const AdminClothesPage = lazy(() =>
  import('../features/admin-clothes/AdminClothesPage.tsx').then((module) => ({ default: module.AdminClothesPage })),
);
export const AdminClothesEditPage = lazy(() =>
  import('../features/admin-clothes/AdminClothesEditPage.tsx').then((module) => ({
    default: module.AdminClothesEditPage,
  })),
);
export const AdminLocationsPage = lazy(() =>
  import('../features/admin-locations/AdminLocationsPage.tsx').then((module) => ({
    default: module.AdminLocationsPage,
  })),
);
export const AdminLocationPage = lazy(() =>
  import('../features/admin-locations/AdminLocationPage.tsx').then((module) => ({ default: module.AdminLocationPage })),
);
export const AdminGroupsPage = lazy(() =>
  import('../features/admin-groups/AdminGroupsPage.tsx').then((module) => ({ default: module.AdminGroupsPage })),
);
export const TeacherStudentTrainersPage = lazy(() =>
  import('../features/teacher/TeacherStudentTrainersPage.tsx').then((module) => ({
    default: module.TeacherStudentTrainersPage,
  })),
);
export const TeacherDistributionPage = lazy(() =>
  import('../features/teacher-distribution/TeacherDistributionPage.tsx').then((module) => ({
    default: module.TeacherDistributionPage,
  })),
);
export const TeacherStudentsPage = lazy(() =>
  import('../features/teacher-students/TeacherStudentsPage.tsx').then((module) => ({
    default: module.TeacherStudentsPage,
  })),
);
export const TeacherSettingsPage = lazy(() =>
  import('../features/teacher-settings/TeacherSettingsPage.tsx').then((module) => ({
    default: module.TeacherSettingsPage,
  })),
);

/** Certificates: the student's own list and the teacher's list with the issue form. */
export const ProfileCertificatesPage = lazy(() =>
  import('../features/certificates/ProfileCertificatesPage.tsx').then((module) => ({
    default: module.ProfileCertificatesPage,
  })),
);
export const TeacherStudentCertificatesPage = lazy(() =>
  import('../features/certificates/TeacherStudentCertificatesPage.tsx').then((module) => ({
    default: module.TeacherStudentCertificatesPage,
  })),
);
/** Trainers carry their games' code, so they load when a trainer list or game is opened. */
export const StudentTrainersPage = lazy(() =>
  import('../features/trainers/StudentTrainersPage.tsx').then((module) => ({ default: module.StudentTrainersPage })),
);
export const TeacherTrainersPage = lazy(() =>
  import('../features/trainers/TeacherTrainersPage.tsx').then((module) => ({ default: module.TeacherTrainersPage })),
);
/** Statistics carry the chart library, which only this page needs. */
export const ProfileTrainersPage = lazy(() =>
  import('../features/profile/ProfileTrainersPage.tsx').then((module) => ({ default: module.ProfileTrainersPage })),
);
/** The student's world: character, shop and purchases. */
export const CharacterSelectPage = lazy(() =>
  import('../features/wardrobe/CharacterSelectPage.tsx').then((module) => ({ default: module.CharacterSelectPage })),
);
export const ShopFrontPage = lazy(() =>
  import('../features/wardrobe/ShopFrontPage.tsx').then((module) => ({ default: module.ShopFrontPage })),
);
export const ShopCharacterPage = lazy(() =>
  import('../features/wardrobe/ShopCharacterPage.tsx').then((module) => ({ default: module.ShopCharacterPage })),
);
export const PurchasesPage = lazy(() =>
  import('../features/wardrobe/PurchasesPage.tsx').then((module) => ({ default: module.PurchasesPage })),
);
export const TrainerPage = lazy(() =>
  import('../features/trainers/TrainerPage.tsx').then((module) => ({ default: module.TrainerPage })),
);
export const MentalTestPage = lazy(() =>
  import('../features/mental-test/MentalTestPage.tsx').then((module) => ({ default: module.MentalTestPage })),
);

/** The student's places: professions, home, workplace, class place and their things shops. */
export const JobSelectPage = lazy(() =>
  import('../features/places/JobSelectPage.tsx').then((module) => ({ default: module.JobSelectPage })),
);
export const JobPage = lazy(() =>
  import('../features/places/JobPage.tsx').then((module) => ({ default: module.JobPage })),
);
export const LocationPage = lazy(() =>
  import('../features/places/LocationPage.tsx').then((module) => ({ default: module.LocationPage })),
);
export const ClassLocationPage = lazy(() =>
  import('../features/places/ClassLocationPage.tsx').then((module) => ({ default: module.ClassLocationPage })),
);
export const ShopHomePage = lazy(() =>
  import('../features/places/ShopHomePage.tsx').then((module) => ({ default: module.ShopHomePage })),
);
export const ShopJobPage = lazy(() =>
  import('../features/places/ShopJobPage.tsx').then((module) => ({ default: module.ShopJobPage })),
);

/** The student's homework: the list with answers to tasks, a homework trainer, the profile's summary. */
export const StudentHomeworkPage = lazy(() =>
  import('../features/student-homework/StudentHomeworkPage.tsx').then((module) => ({
    default: module.StudentHomeworkPage,
  })),
);
export const HomeworkTrainerPage = lazy(() =>
  import('../features/student-homework/HomeworkTrainerPage.tsx').then((module) => ({
    default: module.HomeworkTrainerPage,
  })),
);
export const ProfileHomeworkPage = lazy(() =>
  import('../features/student-homework/ProfileHomeworkPage.tsx').then((module) => ({
    default: module.ProfileHomeworkPage,
  })),
);

/** Lesson diaries: the teacher's class diary and one student's, and the student's own. */
export const TeacherClassDiariesPage = lazy(() =>
  import('../features/diaries/TeacherClassDiariesPage.tsx').then((module) => ({
    default: module.TeacherClassDiariesPage,
  })),
);
export const TeacherStudentDiaryPage = lazy(() =>
  import('../features/diaries/TeacherStudentDiaryPage.tsx').then((module) => ({
    default: module.TeacherStudentDiaryPage,
  })),
);
export const StudentDiaryPage = lazy(() =>
  import('../features/diaries/StudentDiaryPage.tsx').then((module) => ({ default: module.StudentDiaryPage })),
);

/** Materials: the teacher's library, a class's materials, schedule and recordings, and the student's class page. */
export const TeacherMaterialsPage = lazy(() =>
  import('../features/teacher-materials/TeacherMaterialsPage.tsx').then((module) => ({
    default: module.TeacherMaterialsPage,
  })),
);
export const TeacherClassMaterialsPage = lazy(() =>
  import('../features/teacher-materials/TeacherClassMaterialsPage.tsx').then((module) => ({
    default: module.TeacherClassMaterialsPage,
  })),
);
export const StudentClassPage = lazy(() =>
  import('../features/student-class/StudentClassPage.tsx').then((module) => ({ default: module.StudentClassPage })),
);

/** Homework of a class (create, edit, progress and review) and the teacher's templates. */
export const HomeworkCreatePage = lazy(() =>
  import('../features/teacher-homework/HomeworkCreatePage.tsx').then((module) => ({
    default: module.HomeworkCreatePage,
  })),
);
export const TaskCreatePage = lazy(() =>
  import('../features/teacher-homework/HomeworkCreatePage.tsx').then((module) => ({ default: module.TaskCreatePage })),
);
export const HomeworkEditPage = lazy(() =>
  import('../features/teacher-homework/HomeworkEditPage.tsx').then((module) => ({ default: module.HomeworkEditPage })),
);
export const HomeworkTemplatesPage = lazy(() =>
  import('../features/teacher-homework/TemplatesPage.tsx').then((module) => ({ default: module.TemplatesPage })),
);
export const HomeworkTemplateEditPage = lazy(() =>
  import('../features/teacher-homework/TemplateEditPage.tsx').then((module) => ({ default: module.TemplateEditPage })),
);

/** The teacher's student card and its tabs, and the student's own likes pages. */
export const TeacherStudentCardLayout = lazy(() =>
  import('../features/teacher-student/TeacherStudentCardLayout.tsx').then((module) => ({
    default: module.TeacherStudentCardLayout,
  })),
);
export const StudentHomeworkTab = lazy(() =>
  import('../features/teacher-student/StudentHomeworkTab.tsx').then((module) => ({
    default: module.StudentHomeworkTab,
  })),
);
export const StudentOnlineRatingTab = lazy(() =>
  import('../features/teacher-student/StudentOnlineRatingTab.tsx').then((module) => ({
    default: module.StudentOnlineRatingTab,
  })),
);
export const StudentGeneralRatingTab = lazy(() =>
  import('../features/teacher-student/StudentGeneralRatingTab.tsx').then((module) => ({
    default: module.StudentGeneralRatingTab,
  })),
);
export const StudentLikesTab = lazy(() =>
  import('../features/teacher-student/StudentLikesTab.tsx').then((module) => ({ default: module.StudentLikesTab })),
);
export const StudentLikesRatingTab = lazy(() =>
  import('../features/teacher-student/StudentLikesRatingTab.tsx').then((module) => ({
    default: module.StudentLikesRatingTab,
  })),
);
export const ProfileLikesPage = lazy(() =>
  import('../features/likes/ProfileLikesPage.tsx').then((module) => ({ default: module.ProfileLikesPage })),
);
export const ProfileLikesRatingPage = lazy(() =>
  import('../features/likes/ProfileLikesRatingPage.tsx').then((module) => ({ default: module.ProfileLikesRatingPage })),
);
