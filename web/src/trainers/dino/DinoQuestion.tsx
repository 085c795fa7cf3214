import { Button, Group, Paper, Text } from '@mantine/core';
import type { QuickTask } from '@umka/games';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface DinoQuestionProps {
  task: QuickTask;
  /** The answer cannot be taken yet: just asked, or thinking after a wrong one. */
  waiting: boolean;
  /** A wrong answer was just given. */
  missed: boolean;
  onChoose: (choice: number) => void;
}

/**
 * The learning run's question, in front of the stopped dino: three big choices, the first focused so Enter or
 * Space answers and arrows move between them; after a wrong choice a kind word and a short think.
 */
export function DinoQuestion({ task, waiting, missed, onChoose }: DinoQuestionProps) {
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    group.current?.querySelector('button')?.focus();
  }, []);

  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const buttons = [...(group.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Paper withBorder radius="lg" p="md" w="100%" maw={640} bg="yellow.0" data-testid="dino-question">
      <Text fw={800} fz="xl" ta="center" id="dino-question-text">
        {t('trainers.dino.question', { example: task.example })}
      </Text>
      <Text c={missed ? 'orange.8' : 'dimmed'} size="sm" ta="center" aria-live="polite" mih={22}>
        {missed ? t('trainers.dino.missed') : t('trainers.dino.choose')}
      </Text>
      <Group
        ref={group}
        justify="center"
        gap="md"
        mt="xs"
        role="group"
        aria-labelledby="dino-question-text"
        onKeyDown={move}
      >
        {task.choices.map((choice) => (
          <Button
            key={choice}
            size="xl"
            radius="xl"
            miw={88}
            color="teal"
            variant={waiting ? 'light' : 'filled'}
            aria-disabled={waiting}
            onClick={() => {
              if (!waiting) onChoose(choice);
            }}
          >
            {choice}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
