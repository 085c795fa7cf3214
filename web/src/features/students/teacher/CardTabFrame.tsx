import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';

/** A tab of the student card that shows one subject: its heading, what it shows, and the subject picker beside. */
export function CardTabFrame({
  heading,
  subtitle,
  children,
}: {
  heading: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {heading}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <CardSubjectPicker />
      </Group>
      {children}
    </Stack>
  );
}
