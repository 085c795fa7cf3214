import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { PICNIC_ROUNDS, type PicnicCard, type PicnicPlayer, picnicScore } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { BasketPanel } from '../../../trainers/picnic/BasketPanel.tsx';

export interface PicnicPlayerCardProps {
  player: PicnicPlayer;
  name: string;
  mine: boolean;
  toMove: boolean;
  compact: boolean;
  /** Given on the viewer's turn when nothing on the blanket fits. */
  onPutBack: ((card: PicnicCard) => void) | null;
  wobbling?: boolean;
}

/** One player: name, basket with its target and sum, points, full baskets and turns played. */
export function PicnicPlayerCard({ player, name, mine, toMove, compact, onPutBack, wobbling }: PicnicPlayerCardProps) {
  const { t } = useTranslation();
  const points = picnicScore(player);
  const title = mine ? t('online.picnic.you', { name }) : name;
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      bg={toMove ? 'yellow.0' : undefined}
      style={{
        borderWidth: toMove ? 3 : 1,
        borderColor: toMove ? 'var(--mantine-color-yellow-6)' : undefined,
        opacity: player.out ? 0.55 : 1,
      }}
      aria-current={toMove ? 'step' : undefined}
      data-testid="picnic-player"
    >
      <Stack gap={6} align="center">
        <Group gap={6} justify="center" wrap="wrap">
          <Text fw={800} ta="center" lineClamp={1}>
            {title}
          </Text>
          {player.out ? (
            <Badge color="gray" variant="light">
              {t('online.picnic.out')}
            </Badge>
          ) : toMove ? (
            <Badge color="yellow" variant="filled" c="dark">
              {t('online.picnic.moving')}
            </Badge>
          ) : null}
        </Group>
        <BasketPanel
          target={player.target}
          cards={player.basket}
          label={mine ? t('online.picnic.yourBasket') : t('online.picnic.basketOf', { name })}
          onPutBack={onPutBack}
          wobbling={wobbling}
          filledCount={player.filled.length}
          compact={compact}
          testId={mine ? 'picnic-basket-mine' : undefined}
        />
        <Group gap="sm" justify="center">
          <Group gap={4}>
            <IconStarFilled size={18} color="#fab005" aria-hidden="true" />
            <Text fw={700}>{t('online.picnic.points', { points })}</Text>
          </Group>
          <Text c="dimmed" fz="sm">
            {t('online.picnic.filled', { count: player.filled.length })}
          </Text>
        </Group>
        <Text c="dimmed" fz="xs">
          {t('online.picnic.turns', { turns: player.turns, rounds: PICNIC_ROUNDS })}
        </Text>
      </Stack>
    </Paper>
  );
}
