import { Box, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MemoAnswer, MemoSettings, MemoTask } from '@umka/games';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { MemoCardFace, useCardName } from './MemoCard.tsx';
import { MemoShow } from './MemoShow.tsx';

/**
 * One place of the sequence to recall. The first place is preceded by the showing (after a ready button), so its
 * time holds it; then each place is answered by choosing its card on the board, and the next place follows at once.
 */
export function MemoView({
  task,
  settings,
  onShown,
  answered,
  onAnswer,
  answeredTasks,
}: TaskViewProps<MemoSettings, MemoTask, MemoAnswer>) {
  const { t } = useTranslation();
  const nameOf = useCardName(settings.kind);
  const [phase, setPhase] = useState<'ready' | 'showing' | 'recalling'>(task.position === 0 ? 'ready' : 'recalling');
  const shown = useCallback(() => setPhase('recalling'), []);
  useEffect(() => onShown(), [onShown]);

  if (phase === 'ready') {
    return (
      <Stack align="center" gap="md" data-testid="memo-ready">
        <Text ta="center" fz="lg">
          {t('trainers.memo.ready', { count: settings.length })}
        </Text>
        <Button size="lg" radius="xl" color="grape" onClick={() => setPhase('showing')} autoFocus>
          {t('trainers.memo.go')}
        </Button>
      </Stack>
    );
  }
  if (phase === 'showing') {
    return <MemoShow kind={settings.kind} sequence={task.sequence} showMs={settings.showMs} onDone={shown} />;
  }
  return (
    <Stack gap="md" w="100%" data-testid="memo-board">
      <Group gap={6} justify="center" aria-hidden>
        {task.sequence.map((card, place) => (
          <Box
            key={card}
            w={28}
            h={28}
            bg={answeredTasks.has(place) ? 'grape.4' : place === task.position ? 'yellow.3' : 'gray.2'}
            style={{ borderRadius: 8, display: 'grid', placeItems: 'center' }}
          >
            <Text fz="xs" fw={700}>
              {place + 1}
            </Text>
          </Box>
        ))}
      </Group>
      <Text ta="center" fw={700} fz="lg" aria-live="polite" data-testid="memo-place">
        {t('trainers.memo.which', { place: task.position + 1 })}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="sm" role="group" aria-label={t('trainers.memo.board')}>
        {task.board.map((card, index) => (
          <UnstyledButton
            key={card}
            onClick={() => !answered && onAnswer({ pick: index })}
            aria-label={nameOf(card)}
            disabled={answered}
            style={{
              aspectRatio: '1',
              display: 'grid',
              placeItems: 'center',
              borderRadius: 16,
              border: '2px solid var(--mantine-color-gray-3)',
              background: '#fff',
              minHeight: 64,
            }}
          >
            <MemoCardFace kind={settings.kind} card={card} size={48} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
