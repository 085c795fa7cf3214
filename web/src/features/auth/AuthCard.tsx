import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame shared by login, password recovery and registration. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" pt="xl">
      <Text ta="center" fw={800} fz={40} c="blue.6" lh={1}>
        {t('common.appName')}
      </Text>
      <Paper radius="lg" p="xl" shadow="md" withBorder>
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Stack>
  );
}
