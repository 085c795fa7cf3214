import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { ParentAccessPanel } from './ParentAccessPanel.tsx';

/** /student/parents: the child invites a parent to follow their progress, and sees who does. */
export function StudentParentsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('parents.access.title')}
        </Title>
        <Text c="dimmed">{t('parents.access.subtitle')}</Text>
      </Stack>
      <ParentAccessPanel studentId={user.id} audience="child" />
    </Stack>
  );
}
