import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';

/** Name, language and logout: the same three controls in every signed-in layout. */
export function AccountControls({ onColor = false }: { onColor?: boolean }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={600} c={onColor ? 'inherit' : undefined} visibleFrom="sm" truncate maw={220}>
        {user?.name}
      </Text>
      <LocaleSwitcher />
      <Button
        variant={onColor ? 'white' : 'light'}
        color={onColor ? 'dark' : 'gray'}
        size="xs"
        radius="xl"
        leftSection={<IconLogout size={16} />}
        onClick={logout}
      >
        {t('common.logout')}
      </Button>
    </Group>
  );
}
