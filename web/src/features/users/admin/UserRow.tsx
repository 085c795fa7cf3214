import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Truncate } from '../../../ui/Truncate.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { CrmLink } from '../CrmLink.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { UserActionsMenu } from './UserActionsMenu.tsx';
import type { UserActions } from './useUserActions.tsx';

export interface UserRowProps {
  user: User;
  isSelf: boolean;
  actions: UserActions;
  /** Narrow screens fold email, role and status under the name instead of giving each a column. */
  compact: boolean;
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot">
      {t(active ? 'admin.users.active' : 'admin.users.blocked')}
    </Badge>
  );
}

/** One user; data-user-id tells the table's pointer menu which row was right-clicked or long-pressed. */
export function UserRow({ user, isSelf, actions, compact }: UserRowProps) {
  const { t } = useTranslation();
  return (
    // A blocked account is told by its badge and a grey row, not by fading it: faded text fails contrast.
    <Table.Tr bg={user.is_active ? undefined : 'var(--mantine-color-gray-light)'} data-user-id={user.id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" align={compact ? 'flex-start' : 'center'}>
          <UserAvatar src={user.avatar} name={user.name} size="md" />
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Truncate text={user.name} maxWidth={220} miw={0} fw={600} size="sm" />
              {isSelf ? (
                <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                  {t('admin.users.you')}
                </Badge>
              ) : null}
            </Group>
            <CrmLink userId={user.id} />
            {compact ? (
              <>
                <Truncate text={user.email} size="xs" c="dimmed" />
                <Group gap="xs">
                  <RoleBadge roleId={user.role_id} />
                  <StatusBadge active={user.is_active} />
                </Group>
              </>
            ) : null}
          </Stack>
        </Group>
      </Table.Td>
      {compact ? null : (
        <>
          <Table.Td>
            <Truncate text={user.email} maxWidth={240} size="sm" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={user.phone ? undefined : 'dimmed'}>
              {user.phone ?? '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <RoleBadge roleId={user.role_id} />
          </Table.Td>
          <Table.Td>
            <StatusBadge active={user.is_active} />
          </Table.Td>
        </>
      )}
      <Table.Td>
        <UserActionsMenu user={user} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}
