import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { CourseCertificateRef } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../ui/AppModal.tsx';
import { CertificateArt } from './CertificateArt.tsx';
import { CERTIFICATES_PATH } from './coursePaths.ts';

interface CertificateCelebrationProps {
  certificate: CourseCertificateRef | null;
  courseTitle: string;
  onClose: () => void;
}

/** The last lesson of a course done: a cheer, the certificate it earned, and the way to see it. */
export function CertificateCelebration({ certificate, courseTitle, onClose }: CertificateCelebrationProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={certificate !== null}
      onClose={onClose}
      size="md"
      title={t('courses.student.celebrate.dialog')}
      closeButtonProps={{ 'aria-label': t('courses.student.celebrate.close') }}
    >
      {certificate ? (
        <Stack gap="md" align="center" ta="center">
          <Center>
            <CertificateArt />
          </Center>
          <Title order={2} size="h3">
            {t('courses.student.celebrate.title')}
          </Title>
          <Text>{t('courses.student.celebrate.text', { course: courseTitle })}</Text>
          <Text fw={700}>{t('courses.student.celebrate.certificate', { title: certificate.title })}</Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to={CERTIFICATES_PATH} radius="xl" leftSection={<IconAward size={18} />}>
              {t('courses.student.toCertificates')}
            </Button>
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('courses.student.celebrate.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
