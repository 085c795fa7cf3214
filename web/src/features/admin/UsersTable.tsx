import { Avatar, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Truncate } from '../../ui/Truncate.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { UserActionsMenu } from './UserActionsMenu.tsx';

export interface UsersTableProps {
  users: readonly User[];
  currentUserId: number | null;
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.phone')}</Table.Th>
            <Table.Th>{t('admin.users.columns.role')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('admin.users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} opacity={user.is_active ? 1 : 0.65}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={user.avatar} name={user.name} color="initials" radius="xl" size="md" />
                  <Truncate text={user.name} maxWidth={220} fw={600} size="sm" />
                  {user.id === currentUserId ? (
                    <Badge size="xs" variant="outline">
                      {t('admin.users.you')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
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
                <Badge color={user.is_active ? 'green' : 'gray'} variant="dot">
                  {t(user.is_active ? 'admin.users.active' : 'admin.users.blocked')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <UserActionsMenu user={user} isSelf={user.id === currentUserId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
