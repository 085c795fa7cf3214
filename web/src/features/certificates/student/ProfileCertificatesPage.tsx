import { Stack, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { CertificateList } from '../CertificateList.tsx';
import { useCertificates } from '../certificates.queries.ts';

/** /student/profile/certificates (spec §2): the certificates the student's teachers gave them, to download. */
export function ProfileCertificatesPage() {
  const { t } = useTranslation();
  const studentId = useAuth().user?.id ?? null;
  const certificates = useCertificates(studentId);

  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('certificates.profile.title')}
        </Title>
        <Text c="dimmed">{t('certificates.profile.subtitle')}</Text>
      </Stack>
      {certificates.isError ? (
        <QueryError error={certificates.error} onRetry={() => void certificates.refetch()} />
      ) : null}
      {certificates.isPending && !certificates.isError ? <Spinner centered /> : null}
      {certificates.data?.length === 0 ? (
        <EmptyState
          title={t('certificates.profile.emptyTitle')}
          description={t('certificates.profile.emptyText')}
          color="yellow"
          icon={<IconAward size={32} stroke={1.5} />}
        />
      ) : null}
      {certificates.data?.length ? <CertificateList certificates={certificates.data} /> : null}
    </Stack>
  );
}
