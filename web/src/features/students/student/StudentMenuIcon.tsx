import { ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { StudentMenuEntry } from './studentMenuEntries.ts';

/** The entry's picture in the subject's colour, shared by the dropdown menu and the phone drawer. */
export function StudentMenuIcon({
  entry,
  color,
  locked = false,
}: {
  entry: StudentMenuEntry;
  color: string | undefined;
  /** Behind a likes gate: a grey lock instead of the entry's picture. */
  locked?: boolean;
}) {
  const Icon = locked ? IconLock : entry.icon;
  return (
    <ThemeIcon variant="light" radius="xl" size="md" color={locked ? 'gray' : color}>
      <Icon size={18} />
    </ThemeIcon>
  );
}
