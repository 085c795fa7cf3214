import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuditLogCard } from './AuditLogCard.tsx';
import { MaintenanceCard } from './MaintenanceCard.tsx';
import { OutboxCard } from './OutboxCard.tsx';
import { SubjectsOpenCard } from './SubjectsOpenCard.tsx';

export function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconSettings size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
        <Title order={1} size="h2">
          {t('admin.settings.title')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MaintenanceCard />
        <OutboxCard />
        <SubjectsOpenCard />
      </SimpleGrid>
      <AuditLogCard />
    </Stack>
  );
}
