import { Group, Stack, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MailingForm } from './MailingForm.tsx';
import { MailingList } from './MailingList.tsx';

/** /admin/mailing: write a letter to many students at once and follow its delivery (issue [8] "Admin mailing"). */
export function AdminMailingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconMailForward size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('mailing.title')}
        </Title>
      </Group>
      <MailingForm />
      <MailingList />
    </Stack>
  );
}
