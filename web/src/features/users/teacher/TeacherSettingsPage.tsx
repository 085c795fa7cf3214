import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** /teacher/settings: the teacher's own name and phone, avatar and password. */
export function TeacherSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <ProfileSection user={user} />
      <AvatarSection user={user} />
      <PasswordSection user={user} />
    </Stack>
  );
}
