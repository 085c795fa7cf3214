import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2: the default layout while no other is set — boot, session check, guard waiting for the user. */
export function LoadingLayout() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="sm">
        <Text fw={800} fz={28} c="blue.6">
          {t('common.appName')}
        </Text>
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      </Stack>
    </Center>
  );
}
