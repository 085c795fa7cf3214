import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDevicesOff, IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuOnDemand } from '../../ui/MenuOnDemand.tsx';

/**
 * The rarer account actions behind one button. A menu item, not a second button: "Log out of all devices" beside
 * "Log out" would make the logout button's name ambiguous to anyone who finds it by its text.
 */
export function MoreAccountActions({
  onLogoutEverywhere,
  disabled,
  ...iconProps
}: { onLogoutEverywhere(): void; disabled: boolean } & ActionIconProps) {
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      menuProps={{ position: 'bottom-end', withinPortal: true }}
      target={
        <ActionIcon radius="xl" aria-label={t('account.moreActions')} disabled={disabled} {...iconProps}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      }
      dropdown={(Menu) => (
        <Menu.Item leftSection={<IconDevicesOff size={16} />} onClick={onLogoutEverywhere}>
          {t('account.logoutAll')}
        </Menu.Item>
      )}
    />
  );
}
