import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegistrationPage } from '../features/auth/RegistrationPage.tsx';
import { RestorePage } from '../features/auth/RestorePage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouteErrorPage } from '../features/errors/RouteErrorPage.tsx';
import { StudentHomePage } from '../features/student/StudentHomePage.tsx';
import { SubjectSelectPage } from '../features/student/SubjectSelectPage.tsx';
import { AppRoot } from './AppRoot.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { StaffLayout } from './layouts/StaffLayout.tsx';
import { StudentArea } from './layouts/StudentArea.tsx';
import { TrainerLayout } from './layouts/TrainerLayout.tsx';
import {
  AdminClothesEditPage,
  AdminClothesPage,
  AdminGroupsPage,
  AdminLocationPage,
  AdminLocationsPage,
  AdminMentalTestEditPage,
  AdminMentalTestsPage,
  AdminSettingsPage,
  AdminTaskEditPage,
  AdminTasksPage,
  AdminUsersPage,
  CharacterSelectPage,
  ClassLocationPage,
  HomeworkCreatePage,
  HomeworkEditPage,
  HomeworkTemplateEditPage,
  HomeworkTemplatesPage,
  HomeworkTrainerPage,
  JobPage,
  JobSelectPage,
  LocationPage,
  MentalTestPage,
  ProfileCertificatesPage,
  ProfileHomeworkPage,
  ProfileLikesPage,
  ProfileLikesRatingPage,
  ProfileTrainersPage,
  PurchasesPage,
  ShopCharacterPage,
  ShopFrontPage,
  ShopHomePage,
  ShopJobPage,
  StudentClassPage,
  StudentDiaryPage,
  StudentGeneralRatingTab,
  StudentHomeworkPage,
  StudentHomeworkTab,
  StudentLikesRatingTab,
  StudentLikesTab,
  StudentOnlineRatingTab,
  StudentTrainersPage,
  TaskCreatePage,
  TeacherClassDiariesPage,
  TeacherClassesPage,
  TeacherClassFormPage,
  TeacherClassMaterialsPage,
  TeacherClassPage,
  TeacherDistributionPage,
  TeacherMaterialsPage,
  TeacherSettingsPage,
  TeacherStudentCardLayout,
  TeacherStudentCertificatesPage,
  TeacherStudentDiaryPage,
  TeacherStudentsPage,
  TeacherStudentTrainersPage,
  TeacherTrainersPage,
  TrainerPage,
} from './lazyPages.tsx';
import { ROUTE_META, type RouteId } from './routeMeta.ts';

/** A page route: its path and guard rules both come from ROUTE_META. */
function page(id: RouteId, element: RouteObject['element']): RouteObject {
  const meta = ROUTE_META[id];
  return { id, path: meta.path, handle: meta, element };
}

/** A page whose child pages render inside it (the student card's tabs). */
function parentPage(id: RouteId, element: RouteObject['element'], children: RouteObject[]): RouteObject {
  const meta = ROUTE_META[id];
  return { id, path: meta.path, handle: meta, element, children };
}

/** Layouts are pathless parents; the guard in AppRoot runs before any of them renders. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      page('home', <Navigate to="/login" replace />),
      {
        element: <EmptyLayout />,
        children: [
          page('login', <LoginPage />),
          page('restore', <RestorePage />),
          page('registration', <RegistrationPage />),
          page('notFound', <NotFoundPage />),
        ],
      },
      {
        element: <StaffLayout />,
        children: [
          page('adminUsers', <AdminUsersPage />),
          page('adminSettings', <AdminSettingsPage />),
          page('adminTasks', <AdminTasksPage />),
          page('adminTaskCreate', <AdminTaskEditPage />),
          page('adminTaskEdit', <AdminTaskEditPage />),
          page('adminMentalTests', <AdminMentalTestsPage />),
          page('adminMentalTestCreate', <AdminMentalTestEditPage />),
          page('adminMentalTestEdit', <AdminMentalTestEditPage />),
          page('adminClothes', <AdminClothesPage />),
          page('adminClothesCreate', <AdminClothesEditPage />),
          page('adminClothesEdit', <AdminClothesEditPage />),
          page('adminLocations', <AdminLocationsPage />),
          page('adminLocation', <AdminLocationPage />),
          page('adminGroups', <AdminGroupsPage />),
          page('teacherClasses', <TeacherClassesPage />),
          page('teacherClass', <TeacherClassPage />),
          page('teacherClassCreate', <TeacherClassFormPage />),
          page('teacherClassEdit', <TeacherClassFormPage />),
          page('teacherClassDiaries', <TeacherClassDiariesPage />),
          page('teacherClassMaterials', <TeacherClassMaterialsPage />),
          page('teacherMaterials', <TeacherMaterialsPage />),
          page('teacherHomeworkCreate', <HomeworkCreatePage />),
          page('teacherTaskCreate', <TaskCreatePage />),
          page('teacherHomeworkEdit', <HomeworkEditPage />),
          page('teacherTemplates', <HomeworkTemplatesPage />),
          page('teacherTemplateEdit', <HomeworkTemplateEditPage />),
          page('teacherTrainers', <TeacherTrainersPage />),
          parentPage('teacherStudent', <TeacherStudentCardLayout />, [
            { index: true, element: <Navigate to="trainers" replace /> },
            page('teacherStudentTrainers', <TeacherStudentTrainersPage />),
            page('teacherStudentHomework', <StudentHomeworkTab />),
            page('teacherStudentOnlineRating', <StudentOnlineRatingTab />),
            page('teacherStudentGeneralRating', <StudentGeneralRatingTab />),
            page('teacherStudentLikes', <StudentLikesTab />),
            page('teacherStudentCertificates', <TeacherStudentCertificatesPage />),
            page('teacherStudentDiary', <TeacherStudentDiaryPage />),
            page('teacherStudentLikesRating', <StudentLikesRatingTab />),
          ]),
          page('teacherDistribution', <TeacherDistributionPage />),
          page('teacherStudents', <TeacherStudentsPage />),
          page('teacherSettings', <TeacherSettingsPage />),
        ],
      },
      {
        element: <StudentArea />,
        children: [
          page('studentSubject', <SubjectSelectPage />),
          page('studentHome', <StudentHomePage />),
          page('studentTrainers', <StudentTrainersPage />),
          page('profile', <Navigate to="/student/profile/trainers" replace />),
          page('profileTrainers', <ProfileTrainersPage />),
          page('profileCertificates', <ProfileCertificatesPage />),
          page('profileDiary', <StudentDiaryPage />),
          page('studentClass', <StudentClassPage />),
          page('profileLikes', <ProfileLikesPage />),
          page('profileLikesRating', <ProfileLikesRatingPage />),
          page('profileHomework', <ProfileHomeworkPage />),
          page('studentHomework', <StudentHomeworkPage />),
          page('studentCharacters', <CharacterSelectPage />),
          page('studentShop', <ShopFrontPage />),
          page('studentShopBuys', <PurchasesPage />),
          page('shopCharacter', <ShopCharacterPage />),
          page('studentJobSelect', <JobSelectPage />),
          page('studentJob', <JobPage />),
          page('studentLocation', <LocationPage />),
          page('studentClassLocation', <ClassLocationPage />),
          page('shopHome', <ShopHomePage />),
          page('shopJob', <ShopJobPage />),
        ],
      },
      {
        element: <TrainerLayout />,
        children: [
          page('trainer', <TrainerPage />),
          page('mentalTest', <MentalTestPage />),
          page('homeworkTrainer', <HomeworkTrainerPage />),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
