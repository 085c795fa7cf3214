import { type MantineColor, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  color?: MantineColor;
  /** Buttons that lead the user out of the empty place (create, go back…). */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, color = 'grape', action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      variant="light"
      color={color}
      title={title}
      description={description}
      icon={icon ?? <IconMoodEmpty size={32} stroke={1.5} />}
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
