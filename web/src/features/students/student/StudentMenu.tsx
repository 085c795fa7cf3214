import { Button, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuOnDemand } from '../../../ui/MenuOnDemand.tsx';
import { StudentMenuIcon } from './StudentMenuIcon.tsx';
import { useStudentMenu } from './useStudentMenu.ts';

/** The student menu of spec §2 as a dropdown for wide screens; phones get StudentNavList in the header drawer. */
export function StudentMenu() {
  const { t } = useTranslation();
  const { entries, isCurrent, color, likesNeeded } = useStudentMenu();

  return (
    <MenuOnDemand
      menuProps={{
        shadow: 'md',
        radius: 'md',
        width: 260,
        position: 'bottom-start',
        closeOnEscape: true,
        closeOnClickOutside: true,
      }}
      target={
        <Button variant="white" color="dark" radius="xl" leftSection={<IconMenu2 size={18} />}>
          {t('student.menu.open')}
        </Button>
      }
      dropdown={(Menu) => (
        <>
          <Menu.Label>{t('student.menu.title')}</Menu.Label>
          {entries.map((entry) =>
            likesNeeded(entry) > 0 ? (
              <Menu.Item
                key={entry.key}
                disabled
                leftSection={<StudentMenuIcon entry={entry} color={color} locked />}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {t('student.menu.locked', { count: likesNeeded(entry) })}
                  </Text>
                }
              >
                {t(entry.labelKey)}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={entry.key}
                component={Link}
                to={entry.to}
                leftSection={<StudentMenuIcon entry={entry} color={color} />}
                fw={isCurrent(entry.to) ? 700 : undefined}
                aria-current={isCurrent(entry.to) ? 'page' : undefined}
              >
                {t(entry.labelKey)}
              </Menu.Item>
            ),
          )}
        </>
      )}
    />
  );
}
