import { type MantineColor, EmptyState as MantineEmptyState, type TitleOrder } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  color?: MantineColor;
  /** Buttons that lead the user out of the empty place (create, go back…). */
  action?: ReactNode;
  /** Makes the title a heading of this level, for an empty state that stands for the whole page. */
  titleOrder?: TitleOrder;
}

export function EmptyState({ title, description, icon, color = 'grape', action, titleOrder }: EmptyStateProps) {
  return (
    <MantineEmptyState py="xl" variant="light" color={color} icon={icon ?? <IconMoodEmpty size={32} stroke={1.5} />}>
      <MantineEmptyState.Title order={titleOrder}>{title}</MantineEmptyState.Title>
      {description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
