import { Button, Drawer, Menu, NavLink, Stack, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { type StudentMenuEntry, visibleMenuEntries } from './studentMenuEntries.ts';

/** Phones get a drawer with big touch targets; wider screens a dropdown under the button. */
const DRAWER_QUERY = '(max-width: 48em)';

function EntryIcon({ entry, color }: { entry: StudentMenuEntry; color: string | undefined }) {
  const Icon = entry.icon;
  return (
    <ThemeIcon variant="light" radius="xl" size="md" color={color}>
      <Icon size={18} />
    </ThemeIcon>
  );
}

/** The student menu of spec §2: the entries the chosen subject allows. */
export function StudentMenu() {
  const { t } = useTranslation();
  const { subject, data } = useSubject();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isPhone = useMediaQuery(DRAWER_QUERY);
  const entries = visibleMenuEntries(subject?.main_id ?? null);
  const color = data?.subject.color;

  const trigger = (
    <Button
      variant="white"
      color="dark"
      radius="xl"
      leftSection={<IconMenu2 size={18} />}
      onClick={isPhone ? drawer.open : undefined}
    >
      {t('student.menu.open')}
    </Button>
  );

  if (isPhone) {
    return (
      <>
        {trigger}
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={t('student.menu.title')}
          position="left"
          size="xs"
          radius="md"
        >
          <Stack gap={4} component="nav">
            {entries.map((entry) => (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.to}
                label={t(entry.labelKey)}
                leftSection={<EntryIcon entry={entry} color={color} />}
                active={pathname === entry.to}
                onClick={drawer.close}
                py="md"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        </Drawer>
      </>
    );
  }

  return (
    <Menu shadow="md" radius="md" width={260} position="bottom-start" closeOnEscape closeOnClickOutside>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('student.menu.title')}</Menu.Label>
        {entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.to}
            leftSection={<EntryIcon entry={entry} color={color} />}
            fw={pathname === entry.to ? 700 : undefined}
            aria-current={pathname === entry.to ? 'page' : undefined}
          >
            {t(entry.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
