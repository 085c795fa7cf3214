import { Button, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { StudentMenuIcon } from './StudentMenuIcon.tsx';
import { visibleMenuEntries } from './studentMenuEntries.ts';

/** The student menu of spec §2 as a dropdown for wide screens; phones get StudentNavList in the header drawer. */
export function StudentMenu() {
  const { t } = useTranslation();
  const { subject, data } = useSubject();
  const { pathname } = useLocation();
  const entries = visibleMenuEntries(subject?.main_id ?? null);
  const color = data?.subject.color;

  return (
    <Menu shadow="md" radius="md" width={260} position="bottom-start" closeOnEscape closeOnClickOutside>
      <Menu.Target>
        <Button variant="white" color="dark" radius="xl" leftSection={<IconMenu2 size={18} />}>
          {t('student.menu.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('student.menu.title')}</Menu.Label>
        {entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.to}
            leftSection={<StudentMenuIcon entry={entry} color={color} />}
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
