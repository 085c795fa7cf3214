import { Paper, Text } from '@mantine/core';
import type { WordProblemSettings, WordProblemTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

/** The problem as a card of large, well-spaced text; the answer is typed on the keypad below. */
export function WordProblemView({ task, onShown }: TaskViewProps<WordProblemSettings, WordProblemTask>) {
  const { t, i18n } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  // The player's own language; a round started before translations existed carries the Russian text only.
  const text = task.texts?.[i18n.language as keyof WordProblemTask['texts']] ?? task.text;
  return (
    <Paper withBorder radius="lg" p="lg" w="100%" bg="yellow.0">
      <Text fz={{ base: 22, sm: 26 }} lh={1.5} fw={500} style={{ whiteSpace: 'pre-line' }} data-testid="word-problem">
        {text}
      </Text>
      <Text c="dimmed" size="md" mt="sm">
        {t('trainers.wordProblem.prompt')}
      </Text>
    </Paper>
  );
}
