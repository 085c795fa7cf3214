import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { LocaleSwitcher } from '../LocaleSwitcher.tsx';
import { MoreAccountActions } from './MoreAccountActions.tsx';
import { useLogoutActions } from './useLogoutActions.ts';

export interface AccountControlsProps {
  /** Light controls for a coloured header. */
  onColor?: boolean;
  /** Off where the header already shows the name elsewhere. */
  showName?: boolean;
  /** The signed-in person's picture beside the name (staff headers; students show their character). */
  withAvatar?: boolean;
}

/** Name, language and logout (with the rarer account actions beside it) in every signed-in header on wide screens. */
export function AccountControls({ onColor = false, showName = true, withAvatar = false }: AccountControlsProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { leaving, logout, logoutEverywhere } = useLogoutActions();
  return (
    <Group gap="sm" wrap="nowrap">
      {showName ? (
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          {/* Decorative beside the name it shows: the name is read once. */}
          {withAvatar ? <UserAvatar src={user?.avatar} name={user?.name} size="sm" aria-hidden /> : null}
          <Text fw={600} c={onColor ? 'inherit' : undefined} truncate maw={220}>
            {user?.name}
          </Text>
        </Group>
      ) : null}
      <LocaleSwitcher />
      <Button
        variant={onColor ? 'white' : 'light'}
        color={onColor ? 'dark' : 'gray'}
        size="xs"
        radius="xl"
        leftSection={<IconLogout size={16} />}
        loading={leaving}
        onClick={() => void logout()}
      >
        {t('common.logout')}
      </Button>
      <MoreAccountActions
        variant={onColor ? 'white' : 'light'}
        color={onColor ? 'dark' : 'gray'}
        size="md"
        disabled={leaving}
        onLogoutEverywhere={() => void logoutEverywhere()}
      />
    </Group>
  );
}
