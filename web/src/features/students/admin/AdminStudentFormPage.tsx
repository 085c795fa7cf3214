import { IconSchool } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { FormPageFrame } from '../../../ui/FormPageFrame.tsx';
import { GeneratedPasswordNotice } from '../../../ui/GeneratedPasswordNotice.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StudentDataRightsCard } from '../../data-rights/index.ts';
import { useSubjects } from '../../subjects/index.ts';
import { StudentNotFound } from '../teacher/StudentNotFound.tsx';
import { useAdminStudent, useCreateAdminStudent, useUpdateAdminStudent } from './adminStudents.queries.ts';
import { StudentActivitySections } from './StudentActivitySections.tsx';
import { StudentForm } from './StudentForm.tsx';

const LIST_PATH = '/admin/students';

function FormPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormPageFrame backTo={LIST_PATH} backLabel={t('adminStudents.form.back')} icon={IconSchool} title={title}>
      {children}
    </FormPageFrame>
  );
}

/**
 * /admin/students/create: the main client tells a failure in a notice, the fields say what to fix. A password the
 * server generated for a blank one is shown here once, before the student's page; it lives in this page's state only.
 */
export function AdminStudentCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdminStudent();
  const [generated, setGenerated] = useState<{ id: number; name: string; password: string } | null>(null);
  return (
    <FormPage title={t('adminStudents.form.createTitle')}>
      {generated ? (
        <GeneratedPasswordNotice
          name={generated.name}
          password={generated.password}
          nextPath={`${LIST_PATH}/${generated.id}`}
          nextLabel={t('adminStudents.form.openCreated')}
        />
      ) : (
        <StudentForm
          saving={create.isPending}
          onSave={async (body) => {
            const student = await create.mutateAsync(body);
            notifySuccess(t('adminStudents.form.created'));
            if (student.generated_password === null) await navigate(`${LIST_PATH}/${student.id}`);
            else setGenerated({ id: student.id, name: student.name, password: student.generated_password });
          }}
        />
      )}
    </FormPage>
  );
}

/** /admin/students/:id: the form, then what the student did (the teacher's student card, read-only). */
export function AdminStudentEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const student = useAdminStudent(validId ? id : null);
  const update = useUpdateAdminStudent(id);
  const subjects = useSubjects();
  const navigate = useNavigate();
  if (!validId || (isApiError(student.error) && student.error.status === 404)) {
    return (
      <StudentNotFound
        backTo={LIST_PATH}
        backLabel={t('adminStudents.form.back')}
        title={t('adminStudents.notFoundTitle')}
        description={t('adminStudents.notFoundText')}
      />
    );
  }
  return (
    <FormPage title={student.data?.name ?? t('adminStudents.form.editTitle')}>
      {student.isPending ? (
        <Spinner centered />
      ) : student.isError ? (
        <QueryError error={student.error} onRetry={() => void student.refetch()} />
      ) : (
        <>
          <StudentForm
            key={student.data.id}
            student={student.data}
            saving={update.isPending}
            onSave={async (body) => {
              await update.mutateAsync(body);
              notifySuccess(t('adminStudents.form.saved'));
            }}
          />
          <StudentActivitySections student={student.data} subjects={subjects.data ?? []} />
          <StudentDataRightsCard student={student.data} onErased={() => void navigate(LIST_PATH)} />
        </>
      )}
    </FormPage>
  );
}
