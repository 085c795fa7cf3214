import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';
import { MoreAccountActions } from './MoreAccountActions.tsx';
import { useLogoutActions } from './useLogoutActions.ts';

/**
 * The account controls stacked for a phone's drawer: who is signed in, the language and logout,
 * each on its own row so a thumb hits the right one.
 */
export function AccountPanel({ badge }: { badge?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { leaving, logout, logoutEverywhere } = useLogoutActions();
  const { forced } = useLocale();
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar src={user?.avatar} name={user?.name} />
        <Stack gap={2} miw={0} align="flex-start">
          <Text fw={700} truncate maw="100%">
            {user?.name}
          </Text>
          {badge}
        </Stack>
      </Group>
      {forced ? null : (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('locale.label')}
          </Text>
          <LocaleSwitcher size="sm" />
        </Group>
      )}
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="light"
          color="gray"
          radius="xl"
          leftSection={<IconLogout size={18} />}
          loading={leaving}
          onClick={() => void logout()}
          flex={1}
        >
          {t('common.logout')}
        </Button>
        <MoreAccountActions
          variant="light"
          color="gray"
          size="lg"
          disabled={leaving}
          onLogoutEverywhere={() => void logoutEverywhere()}
        />
      </Group>
    </Stack>
  );
}
