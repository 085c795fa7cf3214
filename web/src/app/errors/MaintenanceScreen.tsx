import { Anchor, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/LoginForm.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';

export interface MaintenanceScreenProps {
  onRetry: () => void;
  checking: boolean;
}

/**
 * Shown instead of the app while maintenance is on (non-admins get 503 everywhere). An admin
 * can still log in from here — that is how maintenance gets switched off again.
 */
export function MaintenanceScreen({ onRetry, checking }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const [adminLogin, setAdminLogin] = useState(false);
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header">
        <Group justify="flex-end" p="md">
          <LocaleSwitcher />
        </Group>
      </Box>
      <Center component="main" px="md">
        <Paper radius="lg" p="xl" shadow="sm" maw={460} w="100%">
          <Stack align="center" ta="center" gap="md">
            <IconTool size={72} stroke={1.2} color="var(--mantine-color-orange-6)" aria-hidden />
            <Title order={1} size="h2">
              {t('errors.maintenanceTitle')}
            </Title>
            <Text c="dimmed">{t('errors.maintenanceText')}</Text>
            <Button leftSection={<IconRefresh size={18} />} radius="xl" loading={checking} onClick={onRetry}>
              {t('common.retry')}
            </Button>
            {adminLogin ? (
              <Box w="100%" ta="left">
                <LoginForm />
              </Box>
            ) : (
              <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => setAdminLogin(true)}>
                {t('errors.maintenanceAdminLogin')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
