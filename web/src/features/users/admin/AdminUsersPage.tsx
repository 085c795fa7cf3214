import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import type { RoleId, User } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListPageFrame } from '../../../ui/ListPageFrame.tsx';
import { type UserListFilters, useUserList } from '../users.queries.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { TeacherSubjectsModal } from './TeacherSubjectsModal.tsx';
import { type ActivityFilter, UserListFiltersBar } from './UserListFiltersBar.tsx';
import { UsersTable } from './UsersTable.tsx';

/** Wait for a pause in typing so each keystroke does not hit the server. */
export const SEARCH_DEBOUNCE_MS = 350;

const ACTIVITY_TO_FILTER: Record<ActivityFilter, boolean | null> = { all: null, active: true, blocked: false };

/** Admin home (spec §6 AdminView): every user, searchable and filterable, with block and delete; a teacher's subjects. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user: currentUser } = useAuth();
  // The audit log links a user here by name.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [roleId, setRoleId] = useState<RoleId | null>(null);
  const [activity, setActivity] = useState<ActivityFilter>('all');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [subjectsOf, setSubjectsOf] = useState<User | null>(null);

  const filters: UserListFilters = { search: debouncedSearch, roleId, isActive: ACTIVITY_TO_FILTER[activity], page };
  const users = useUserList(filters);

  // Any change of the filters starts again from the first page.
  const withFirstPage =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <>
      <ListPageFrame
        icon={IconUsersGroup}
        title={t('admin.users.title')}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} radius="xl" onClick={() => setCreating(true)}>
            {t('admin.users.create')}
          </Button>
        }
        toolbar={
          <UserListFiltersBar
            search={search}
            onSearchChange={withFirstPage(setSearch)}
            roleId={roleId}
            onRoleChange={withFirstPage(setRoleId)}
            activity={activity}
            onActivityChange={withFirstPage(setActivity)}
          />
        }
        list={users}
        page={page}
        onPageChange={setPage}
        totalLabel={(count) => t('admin.users.total', { count })}
        empty={<EmptyState title={t('admin.users.emptyTitle')} description={t('admin.users.emptyText')} />}
      >
        {(items) => <UsersTable users={items} currentUserId={currentUser?.id ?? null} onEditSubjects={setSubjectsOf} />}
      </ListPageFrame>

      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <TeacherSubjectsModal teacher={subjectsOf} onClose={() => setSubjectsOf(null)} />
    </>
  );
}
