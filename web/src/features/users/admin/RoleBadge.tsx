import { Badge } from '@mantine/core';
import type { RoleId } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { ROLE_VIEW } from './roles.ts';

export function RoleBadge({ roleId }: { roleId: RoleId }) {
  const { t } = useTranslation();
  const view = ROLE_VIEW[roleId];
  return (
    <Badge color={view.color} variant="light" radius="sm">
      {t(view.labelKey)}
    </Badge>
  );
}
