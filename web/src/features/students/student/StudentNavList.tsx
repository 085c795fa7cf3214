import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StudentMenuIcon } from './StudentMenuIcon.tsx';
import { useStudentMenu } from './useStudentMenu.ts';

/** The student menu of spec §2 as a list of big touch targets, for the phone drawer. */
export function StudentNavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { entries, isCurrent, color, likesNeeded } = useStudentMenu();

  return (
    <Stack gap={4} component="nav" aria-label={t('student.menu.title')}>
      {entries.map((entry) =>
        likesNeeded(entry) > 0 ? (
          <NavLink
            key={entry.key}
            component="button"
            // Mantine greys a disabled NavLink without telling assistive technology; aria-disabled does.
            disabled
            aria-disabled
            label={t(entry.labelKey)}
            description={t('student.menu.locked', { count: likesNeeded(entry) })}
            leftSection={<StudentMenuIcon entry={entry} color={color} locked />}
            py="md"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ) : (
          <NavLink
            key={entry.key}
            component={Link}
            to={entry.to}
            label={t(entry.labelKey)}
            leftSection={<StudentMenuIcon entry={entry} color={color} />}
            active={isCurrent(entry.to)}
            aria-current={isCurrent(entry.to) ? 'page' : undefined}
            onClick={onNavigate}
            py="md"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ),
      )}
    </Stack>
  );
}
