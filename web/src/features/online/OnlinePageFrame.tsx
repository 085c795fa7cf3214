import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { OnlineGameId } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineGameIcon } from './OnlineGameIcon.tsx';

/** An online game's page in the trainer layout: clear of its back arrow, the game's picture and a heading. */
export function OnlinePageFrame({
  component,
  title,
  children,
  size = 'sm',
}: {
  component: OnlineGameId;
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Container size={size} pt={72} pb="xl">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <OnlineGameIcon component={component} size={56} />
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {title === t(`online.names.${component}`) ? null : (
              <Text c="dimmed" fw={600}>
                {t(`online.names.${component}`)}
              </Text>
            )}
          </div>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
