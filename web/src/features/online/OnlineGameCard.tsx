import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRocket, IconUser, IconUserPlus } from '@tabler/icons-react';
import type { OnlineGameCard as Game } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/i18n.ts';
import { OnlineGameIcon } from './OnlineGameIcon.tsx';
import { onlinePath } from './onlinePaths.ts';

export interface OnlineGameCardProps {
  game: Game;
  /** Students only: the quick queue is theirs (§ onlineApi.queue). */
  onQuick?: () => void;
  /** Opens a room to call a friend into. */
  onInvite: () => void;
  busy: boolean;
  /** Added to the start page's address (a teacher's chosen subject). */
  startSearch?: string;
  /** A student's own wins, draws and losses; a teacher has none. */
  withRecord: boolean;
}

/** One online game with the person's record in it and the ways to play. */
export function OnlineGameCard({ game, onQuick, onInvite, busy, startSearch = '', withRecord }: OnlineGameCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const title = localized(game.title);
  const start = `${onlinePath(game.trainer_id, game.component, 'start')}${startSearch}`;
  const { wins, draws, losses } = game.record;
  return (
    <Card withBorder radius="xl" shadow="sm" p="lg" data-testid="online-game-card">
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap">
          <OnlineGameIcon component={game.component} size={72} />
          <Stack gap={2}>
            <Anchor component={Link} to={start} fw={800} size="xl" c="inherit">
              {title}
            </Anchor>
            {withRecord ? (
              <Text size="sm" c="dimmed" data-testid="online-record">
                {t('online.list.record', { wins, draws, losses })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" mt="auto">
          {onQuick ? (
            <Button radius="xl" leftSection={<IconRocket size={18} />} onClick={onQuick} disabled={busy}>
              {t('online.actions.quick')}
            </Button>
          ) : null}
          <Button
            radius="xl"
            variant="light"
            leftSection={<IconUserPlus size={18} />}
            onClick={onInvite}
            disabled={busy}
          >
            {t('online.actions.invite')}
          </Button>
          {game.component === 'picnic' ? (
            <Button
              component={Link}
              to={onlinePath(game.trainer_id, game.component, 'single')}
              radius="xl"
              variant="light"
              leftSection={<IconUser size={18} />}
            >
              {t('online.actions.single')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
