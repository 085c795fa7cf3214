import { ActionIcon, type ActionIconProps, Menu } from '@mantine/core';
import { IconDevicesOff, IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon radius="xl" aria-label={t('account.moreActions')} disabled={disabled} {...iconProps}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDevicesOff size={16} />} onClick={onLogoutEverywhere}>
          {t('account.logoutAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
