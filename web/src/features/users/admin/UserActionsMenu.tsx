import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from '../../../ui/ContextMenu.tsx';
import type { UserActions } from './useUserActions.tsx';

export interface UserActionsMenuProps {
  user: User;
  actions: UserActions;
}

/** The "more" button of a user row; the row itself opens the same actions on right-click or long-press. */
export function UserActionsMenu({ user, actions }: UserActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <ContextMenu items={actions.items} label={user.name}>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        aria-label={t('admin.users.actionsFor', { name: user.name })}
        loading={actions.pending}
      >
        <IconDots size={18} />
      </ActionIcon>
    </ContextMenu>
  );
}
