import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { StudentMenuIcon } from './StudentMenuIcon.tsx';
import { visibleMenuEntries } from './studentMenuEntries.ts';

/** The student menu of spec §2 as a list of big touch targets, for the phone drawer. */
export function StudentNavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { subject, data } = useSubject();
  const { pathname } = useLocation();
  const entries = visibleMenuEntries(subject?.main_id ?? null);
  const color = data?.subject.color;

  return (
    <Stack gap={4} component="nav" aria-label={t('student.menu.title')}>
      {entries.map((entry) => (
        <NavLink
          key={entry.key}
          component={Link}
          to={entry.to}
          label={t(entry.labelKey)}
          leftSection={<StudentMenuIcon entry={entry} color={color} />}
          active={pathname === entry.to}
          aria-current={pathname === entry.to ? 'page' : undefined}
          onClick={onNavigate}
          py="md"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}
