import { Table, VisuallyHidden } from '@mantine/core';
import type { User } from '@umka/contracts';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from '../../../ui/ContextMenu.tsx';
import { useCompactLayout } from '../../../ui/useCompactLayout.ts';
import { UserRow } from './UserRow.tsx';
import { useUserActions } from './useUserActions.tsx';

export interface UsersTableProps {
  users: readonly User[];
  currentUserId: number | null;
  /** Opens the subjects editor of a teacher's row. */
  onEditSubjects?: (teacher: User) => void;
}

/** The user whose row an event happened in, found by the row's data-user-id. */
function userOfEvent(event: SyntheticEvent, users: readonly User[]): User | null {
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-user-id]') : null;
  const id = Number(row?.dataset.userId);
  return users.find((user) => user.id === id) ?? null;
}

/**
 * A right-click or long-press on a row opens that user's actions where the pointer is. One menu serves
 * the whole table: it sits beside the table rather than inside it, where a dropdown is not valid markup.
 */
export function UsersTable({ users, currentUserId, onEditSubjects }: UsersTableProps) {
  const { t } = useTranslation();
  // Five columns and the navbar need about 1200 px; narrower screens fold them under the name.
  const compact = useCompactLayout('lg');
  const actionsFor = useUserActions(currentUserId, onEditSubjects);
  const [pointed, setPointed] = useState<User | null>(null);
  const pointAt = (event: SyntheticEvent) => setPointed(userOfEvent(event, users));

  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 760}>
      <ContextMenu openOn="pointer" items={pointed ? actionsFor(pointed).items : []} label={pointed?.name}>
        <Table verticalSpacing="sm" highlightOnHover onContextMenu={pointAt} onTouchStart={pointAt}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.columns.name')}</Table.Th>
              {compact ? null : (
                <>
                  <Table.Th>{t('admin.users.columns.email')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.phone')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.role')}</Table.Th>
                  <Table.Th>{t('admin.users.columns.status')}</Table.Th>
                </>
              )}
              <Table.Th w={56}>
                <VisuallyHidden>{t('admin.users.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                actions={actionsFor(user)}
                compact={compact}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ContextMenu>
    </Table.ScrollContainer>
  );
}
