import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShopBalance } from './ShopBalance.tsx';

export interface ShopHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the student goes next from here: the purchases from the shop, the shop from the purchases. */
  link: { to: string; label: ReactNode; icon: Icon };
}

/** The top of every shop page: what the page is, the likes to spend, and the way to the other side of the shop. */
export function ShopHeader({ title, subtitle, link }: ShopHeaderProps) {
  const LinkIcon = link.icon;
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      <Group gap="sm">
        <ShopBalance />
        <Button component={Link} to={link.to} variant="subtle" radius="xl" leftSection={<LinkIcon size={18} />}>
          {link.label}
        </Button>
      </Group>
    </Group>
  );
}
