import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RoleId } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS, ROLE_VIEW } from './roles.ts';

export type ActivityFilter = 'all' | 'active' | 'blocked';

export interface UserListFiltersBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  roleId: RoleId | null;
  onRoleChange: (roleId: RoleId | null) => void;
  activity: ActivityFilter;
  onActivityChange: (activity: ActivityFilter) => void;
}

export function UserListFiltersBar(props: UserListFiltersBarProps) {
  const { t } = useTranslation();
  const roleOptions = ROLE_IDS.map((id) => ({ value: id, label: t(ROLE_VIEW[id].labelKey) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        flex="1 1 260px"
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      <Select<RoleId>
        w={200}
        label={t('admin.users.role')}
        placeholder={t('admin.users.allRoles')}
        data={roleOptions}
        value={props.roleId}
        onChange={props.onRoleChange}
        clearable
      />
      <SegmentedControl<ActivityFilter>
        aria-label={t('admin.users.status')}
        value={props.activity}
        onChange={props.onActivityChange}
        data={[
          { value: 'all', label: t('admin.users.statusAll') },
          { value: 'active', label: t('admin.users.statusActive') },
          { value: 'blocked', label: t('admin.users.statusBlocked') },
        ]}
      />
    </Group>
  );
}
