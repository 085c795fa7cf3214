import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDevices, IconDevicesOff, IconDotsVertical } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { MenuOnDemand } from '../../ui/MenuOnDemand.tsx';
import { ROUTE_META } from '../routeMeta.ts';

/** Every role's page of signed-in devices: the student's in their own area, the adults' in the staff shell. */
const devicesPath = (roleId: number | undefined) =>
  roleId === ROLE.student ? ROUTE_META.studentDevices.path : ROUTE_META.accountDevices.path;

/**
 * The rarer account actions behind one button: the page of signed-in devices, and logging out of all of them. A menu
 * item, not a second button: "Log out of all devices" beside "Log out" would make the logout button's name ambiguous
 * to anyone who finds it by its text.
 */
export function MoreAccountActions({
  onLogoutEverywhere,
  disabled,
  ...iconProps
}: { onLogoutEverywhere(): void; disabled: boolean } & ActionIconProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <MenuOnDemand
      menuProps={{ position: 'bottom-end', withinPortal: true }}
      target={
        <ActionIcon radius="xl" aria-label={t('account.moreActions')} disabled={disabled} {...iconProps}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      }
      dropdown={(Menu) => (
        <>
          <Menu.Item component={Link} to={devicesPath(user?.role_id)} leftSection={<IconDevices size={16} />}>
            {t('account.devices')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDevicesOff size={16} />} onClick={onLogoutEverywhere}>
            {t('account.logoutAll')}
          </Menu.Item>
        </>
      )}
    />
  );
}
