import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeldRoom } from './roomCache.ts';
import { useServerClock } from './useServerClock.ts';

/**
 * A quick room while its second seat is free: the search for a classmate, with a bar filling up to the moment a bot
 * comes instead (`bot_joins_at`). The wait is measured from when this page first saw it.
 */
export function QuickSearch({ held }: { held: HeldRoom }) {
  const { t } = useTranslation();
  const botAt = held.online.bot_joins_at;
  const now = useServerClock(held.offsetMs, botAt !== null);
  const [wait] = useState(() => (botAt === null ? 0 : Math.max(1, botAt - held.online.server_now)));
  const share = botAt === null ? 1 : Math.min(1, Math.max(0, 1 - (botAt - now) / wait));
  return (
    <Paper withBorder radius="lg" p="md" bg="blue.0">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" type="dots" aria-hidden />
          <Text fw={800} role="status">
            {t('online.room.searching')}
          </Text>
        </Group>
        {botAt !== null ? (
          <>
            <Progress value={share * 100} radius="xl" size="lg" aria-label={t('online.room.searchProgress')} />
            <Text size="sm" c="dimmed">
              {t('online.room.botSoon')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
