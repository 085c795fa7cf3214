import { ThemeIcon } from '@mantine/core';
import type { StudentMenuEntry } from './studentMenuEntries.ts';

/** The entry's picture in the subject's colour, shared by the dropdown menu and the phone drawer. */
export function StudentMenuIcon({ entry, color }: { entry: StudentMenuEntry; color: string | undefined }) {
  const Icon = entry.icon;
  return (
    <ThemeIcon variant="light" radius="xl" size="md" color={color}>
      <Icon size={18} />
    </ThemeIcon>
  );
}
