import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';

export interface AccountControlsProps {
  /** Light controls for a coloured header. */
  onColor?: boolean;
  /** Off where the header already shows the name elsewhere. */
  showName?: boolean;
}

/** Name, language and logout: the same three controls in every signed-in header on wide screens. */
export function AccountControls({ onColor = false, showName = true }: AccountControlsProps) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  return (
    <Group gap="sm" wrap="nowrap">
      {showName ? (
        <Text fw={600} c={onColor ? 'inherit' : undefined} visibleFrom="sm" truncate maw={220}>
          {user?.name}
        </Text>
      ) : null}
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
