import { ActionIcon } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { ContextMenu, type ContextMenuItem } from '../../ui/ContextMenu.tsx';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { useDeleteUser, useSetUserActivity } from './admin.queries.ts';

export interface UserActionsMenuProps {
  user: User;
  /** An admin may not block or delete their own account and lock themselves out. */
  isSelf: boolean;
}

export function UserActionsMenu({ user, isSelf }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const setActivity = useSetUserActivity();
  const deleteUser = useDeleteUser();

  const toggleActivity = async () => {
    const block = user.is_active;
    const confirmed = await confirmAction({
      title: t(block ? 'admin.users.confirmBlock' : 'admin.users.confirmUnblock'),
      message: user.name,
      confirmLabel: t(block ? 'admin.users.block' : 'admin.users.unblock'),
      danger: block,
    });
    if (!confirmed) return;
    // The main API client already tells the user about a failure.
    await setActivity.mutateAsync({ id: user.id, isActive: !block }).then(
      () => notifySuccess(t(block ? 'admin.users.blockedNotice' : 'admin.users.unblockedNotice')),
      () => undefined,
    );
  };

  const remove = async () => {
    const confirmed = await confirmAction({
      title: t('admin.users.confirmDelete'),
      message: t('admin.users.confirmDeleteText', { name: user.name }),
      confirmLabel: t('admin.users.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await deleteUser.mutateAsync(user.id).then(
      () => notifySuccess(t('admin.users.deletedNotice')),
      () => undefined,
    );
  };

  const items: ContextMenuItem[] = [
    user.is_active
      ? {
          key: 'block',
          label: t('admin.users.block'),
          icon: <IconLock size={16} />,
          onClick: toggleActivity,
          disabled: isSelf,
        }
      : { key: 'unblock', label: t('admin.users.unblock'), icon: <IconLockOpen size={16} />, onClick: toggleActivity },
    {
      key: 'delete',
      label: t('admin.users.delete'),
      icon: <IconTrash size={16} />,
      color: 'red',
      onClick: remove,
      disabled: isSelf,
      dividerBefore: true,
    },
  ];

  return (
    <ContextMenu items={items} label={user.name}>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        aria-label={t('admin.users.actionsFor', { name: user.name })}
        loading={setActivity.isPending || deleteUser.isPending}
      >
        <IconDots size={18} />
      </ActionIcon>
    </ContextMenu>
  );
}
