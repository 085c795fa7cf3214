import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FormPageFrameProps {
  /** The list the form belongs to, linked above the title. */
  backTo: string;
  backLabel: string;
  icon: Icon;
  title: string;
  children: ReactNode;
}

/** A create or edit page of the admin cabinet: the way back to the list, the page's title, then the form. */
export function FormPageFrame({ backTo, backLabel, icon: TitleIcon, title, children }: FormPageFrameProps) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {backLabel}
        </Group>
      </Anchor>
      <Group gap="sm">
        <TitleIcon size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
