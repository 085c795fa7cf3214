import { IconBooks, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { ROLE, type User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import type { ContextMenuItem } from '../../../ui/ContextMenu.tsx';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useDeleteUser, useSetUserActivity } from '../users.queries.ts';

export interface UserActions {
  items: ContextMenuItem[];
  /** A block, unblock or delete of this user is under way. */
  pending: boolean;
}

/**
 * Block/unblock and delete, each behind a confirmation, for any user of the list. The list offers them
 * twice (each row's "more" button and a right-click or long-press on the row), so one pair of mutations
 * serves every menu and a row shows as busy whichever menu started the change. An admin may not block or
 * delete their own account and lock themselves out. A teacher's menu also opens the editor of their subjects.
 */
export function useUserActions(
  currentUserId: number | null,
  onEditSubjects: (teacher: User) => void = () => undefined,
): (user: User) => UserActions {
  const { t } = useTranslation();
  const setActivity = useSetUserActivity();
  const deleteUser = useDeleteUser();

  const toggleActivity = async (user: User) => {
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

  const remove = async (user: User) => {
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

  return (user) => {
    const isSelf = user.id === currentUserId;
    const items: ContextMenuItem[] = [
      ...(user.role_id === ROLE.teacher
        ? [
            {
              key: 'subjects',
              label: t('admin.users.subjects'),
              icon: <IconBooks size={16} />,
              onClick: () => onEditSubjects(user),
            },
          ]
        : []),
      user.is_active
        ? {
            key: 'block',
            label: t('admin.users.block'),
            icon: <IconLock size={16} />,
            onClick: () => void toggleActivity(user),
            disabled: isSelf,
          }
        : {
            key: 'unblock',
            label: t('admin.users.unblock'),
            icon: <IconLockOpen size={16} />,
            onClick: () => void toggleActivity(user),
          },
      {
        key: 'delete',
        label: t('admin.users.delete'),
        icon: <IconTrash size={16} />,
        color: 'red',
        onClick: () => void remove(user),
        disabled: isSelf,
        dividerBefore: true,
      },
    ];
    const pending =
      (setActivity.isPending && setActivity.variables?.id === user.id) ||
      (deleteUser.isPending && deleteUser.variables === user.id);
    return { items, pending };
  };
}
