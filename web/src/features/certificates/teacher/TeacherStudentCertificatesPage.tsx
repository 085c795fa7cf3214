import { Stack, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { Certificate, CertificateCreate } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StudentNotFound, useTeacherStudents } from '../../students/index.ts';
import { CertificateList } from '../CertificateList.tsx';
import { useCertificates, useIssueCertificate, useWithdrawCertificate } from '../certificates.queries.ts';
import { IssueCertificateForm } from './IssueCertificateForm.tsx';

const ALL_STUDENTS = { classId: null, search: '' };

function NotYourStudent() {
  const { t } = useTranslation();
  return (
    <StudentNotFound
      backLabel={t('certificates.teacher.back')}
      title={t('certificates.teacher.notFoundTitle')}
      description={t('certificates.teacher.notFoundText')}
    />
  );
}

/**
 * /teacher/students/:studentId/certificates, the student card's certificates tab: issue a certificate to a student
 * of the teacher's classes, see and withdraw them.
 */
export function TeacherStudentCertificatesPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const teacherId = useAuth().user?.id ?? null;
  const studentId = Number(useParams().studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const students = useTeacherStudents(validId ? teacherId : null, ALL_STUDENTS);
  const student = students.data?.find((item) => item.id === studentId) ?? null;
  const certificates = useCertificates(student ? studentId : null);
  const issue = useIssueCertificate(studentId);
  const withdraw = useWithdrawCertificate(studentId);

  if (!validId) return <NotYourStudent />;
  if (students.isError) return <QueryError error={students.error} onRetry={() => void students.refetch()} />;
  if (students.isPending) return <Spinner centered />;
  if (!student) return <NotYourStudent />;

  const onIssue = async (values: CertificateCreate) => {
    await issue.mutateAsync(values);
    notifySuccess(t('certificates.form.done'));
  };
  const onError = (error: unknown) =>
    notifyError(t('certificates.error'), isApiError(error) ? localize(error.message) : undefined);
  const onWithdraw = (certificate: Certificate) =>
    confirmDelete({
      title: t('certificates.withdraw.title'),
      message: t('certificates.withdraw.message', { title: certificate.title }),
      confirmLabel: t('certificates.withdraw.confirm'),
      remove: () => withdraw.mutateAsync(certificate.id),
      done: t('certificates.withdraw.done'),
    });

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('certificates.teacher.subtitle')}
      </Title>
      <IssueCertificateForm saving={issue.isPending} onIssue={onIssue} onError={onError} />
      {certificates.isError ? (
        <QueryError error={certificates.error} onRetry={() => void certificates.refetch()} />
      ) : null}
      {certificates.isPending && !certificates.isError ? <Spinner centered /> : null}
      {certificates.data?.length === 0 ? (
        <EmptyState
          title={t('certificates.teacher.emptyTitle')}
          description={t('certificates.teacher.emptyText')}
          color="yellow"
          icon={<IconAward size={32} stroke={1.5} />}
        />
      ) : null}
      {certificates.data?.length ? (
        <CertificateList
          certificates={certificates.data}
          canWithdraw={(certificate) => certificate.issued_by === teacherId}
          onWithdraw={(certificate) => void onWithdraw(certificate)}
        />
      ) : null}
    </Stack>
  );
}
