import type { MantineColor } from '@mantine/core';
import { ROLE, type RoleId } from '@umka/contracts';

export const ROLE_IDS: readonly RoleId[] = [ROLE.admin, ROLE.teacher, ROLE.student];

/** i18n key and badge colour per role, so filters, badges and the form agree. */
export const ROLE_VIEW: Record<RoleId, { labelKey: `admin.roles.${string}`; color: MantineColor }> = {
  [ROLE.admin]: { labelKey: 'admin.roles.admin', color: 'red' },
  [ROLE.teacher]: { labelKey: 'admin.roles.teacher', color: 'indigo' },
  [ROLE.student]: { labelKey: 'admin.roles.student', color: 'cyan' },
  [ROLE.parent]: { labelKey: 'admin.roles.parent', color: 'grape' },
};
